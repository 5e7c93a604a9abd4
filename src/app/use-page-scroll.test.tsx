// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageScroll } from './use-page-scroll';

function Layout() {
  usePageScroll();
  return <Outlet />;
}

const scrollTo = vi.fn<(x: number, y: number) => void>();

/** What the player does: scroll the window to `y` (px). */
function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

function renderRouter(initial: string) {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  scrollTo.mockReset();
  scrollTo.mockImplementation((_x, y) => scrollWindow(y));
  vi.stubGlobal('scrollTo', scrollTo);
  scrollWindow(0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePageScroll', () => {
  it('opens home at the top after registering on the long /register page', async () => {
    const router = renderRouter('/register');
    scrollWindow(900);
    // register-panel.tsx: on success `navigate('/')`.
    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
  });

  it('opens at the top when sent to the same URL again (log-in from a modal over a scrolled home)', async () => {
    const router = renderRouter('/');
    scrollWindow(400);
    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the page still when only a centre panel opens or closes', async () => {
    const router = renderRouter('/');
    scrollWindow(600);
    await act(() => router.navigate('/?mc=securityCenter'));
    await act(() => router.navigate('/', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(600);
  });

  it('back and forward return to where each page was left', async () => {
    const router = renderRouter('/');
    scrollWindow(600);
    await act(() => router.navigate('/slots'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindow(250);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 250);
  });

  it('leaves an anchor to the browser', async () => {
    const router = renderRouter('/');
    scrollWindow(300);
    await act(() => router.navigate('/promotions#terms'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reads where the page was opened only after the first frame, not in the commit (issue 13)', async () => {
    // The browser restored a position before the app started, with no scroll event after it.
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 700;
      },
    });
    const router = renderRouter('/');
    expect(reads).toBe(0); // a read here would force the whole page's layout in the commit's task
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(reads).toBeGreaterThan(0);
    await act(() => router.navigate('/slots'));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });
});
