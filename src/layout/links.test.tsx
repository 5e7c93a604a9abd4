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
            <SiteLink to="https://t.me/lotus">Telegram</SiteLink>
            <SiteLink to="/promotions" onClick={(event) => event.preventDefault()}>
              Held
            </SiteLink>
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

  it('leaves a modified click, an address on another site and a click its caller prevented to the browser', () => {
    const router = setup('/live');
    const before = router.state.location.key;
    const slots = screen.getByRole('link', { name: 'Slots' });
    // Ctrl-click (a new tab): not taken over by the app.
    const ctrl = fireEvent.click(slots, { ctrlKey: true });
    expect(ctrl).toBe(true);
    const telegram = screen.getByRole('link', { name: 'Telegram' });
    expect(telegram.getAttribute('href')).toBe('https://t.me/lotus');
    expect(telegram.getAttribute('aria-current')).toBeNull();
    expect(fireEvent.click(telegram)).toBe(true);
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Held' }));
    });
    expect(router.state.location.key).toBe(before);
    expect(router.state.location.pathname).toBe('/live');
  });
});
