// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLink } from './links';

afterEach(cleanup);

function setup(initial: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <nav>
            <SiteLink to="/live">Live</SiteLink>
            <SiteLink to="/rng">Slots</SiteLink>
            <SiteLink to="?mc=profile">Profile</SiteLink>
          </nav>
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteLink (§2 "navigating to the same route again is ignored")', () => {
  it('does not navigate to the current location and marks it current', () => {
    const router = setup('/live');
    const before = router.state.location.key;
    const live = screen.getByRole('link', { name: 'Live' });
    expect(live.getAttribute('aria-current')).toBe('page');
    act(() => {
      fireEvent.click(live);
    });
    expect(router.state.location.key).toBe(before);
  });

  it('navigates elsewhere, and a panel query keeps the path', () => {
    const router = setup('/live?a=1');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/live?a=1&mc=profile');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Slots' }));
    });
    expect(router.state.location.pathname).toBe('/rng');
  });
});
