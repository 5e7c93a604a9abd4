// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lazyComponent,
  PendingViewContext,
  prefetchPageData,
  RegistryProvider,
  RenderNodes,
  type ComponentRegistry,
  type LayoutComponent,
} from './registry';
import { FIRST_SCREEN_ID } from '../../core/layout/first-screen';
import type { ResolvedNode } from '../../core/layout/types';
import { releaseFirstScreen } from '../lib/first-screen';

const node = (id: string, component: string): ResolvedNode => ({
  id,
  component,
  props: {},
  children: [],
  pointer: `/x/${id}`,
});

function Hello({ node: self }: { node: ResolvedNode }) {
  return <p>hello {self.id}</p>;
}

function Broken(): never {
  throw new Error('boom');
}

const registry: ComponentRegistry = { 'test.hello': Hello, 'test.broken': Broken };

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('RenderNodes', () => {
  it('renders registered components in order', () => {
    render(
      <RegistryProvider registry={registry}>
        <RenderNodes nodes={[node('a', 'test.hello'), node('b', 'test.hello')]} />
      </RegistryProvider>,
    );
    expect(screen.getAllByText(/hello/).map((el) => el.textContent)).toEqual(['hello a', 'hello b']);
  });

  it('shows a visible error box for an unknown id in development', () => {
    render(
      <RegistryProvider registry={registry}>
        <RenderNodes nodes={[node('a', 'test.missing'), node('b', 'test.hello')]} />
      </RegistryProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('test.missing');
    expect(screen.getByText('hello b')).toBeTruthy();
  });

  it('skips an unknown id in production and logs it once', () => {
    vi.stubEnv('DEV', false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RegistryProvider registry={registry}>
        <RenderNodes
          nodes={[node('a', 'test.prodMissing'), node('b', 'test.prodMissing'), node('c', 'test.hello')]}
        />
      </RegistryProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('hello c')).toBeTruthy();
    expect(error.mock.calls.filter((call) => String(call[0]).includes('test.prodMissing'))).toHaveLength(1);
  });

  it('keeps siblings when one component throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RegistryProvider registry={registry}>
        <RenderNodes nodes={[node('a', 'test.broken'), node('b', 'test.hello')]} />
      </RegistryProvider>,
    );
    expect(screen.getByText('hello b')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('boom');
  });

  it('renders lazy components once their chunk arrives', async () => {
    const lazyRegistry: ComponentRegistry = {
      'test.lazy': lazyComponent(() => Promise.resolve({ default: Hello })),
    };
    render(
      <RegistryProvider registry={lazyRegistry}>
        <RenderNodes nodes={[node('z', 'test.lazy')]} />
      </RegistryProvider>,
    );
    expect(await screen.findByText('hello z')).toBeTruthy();
  });
});

describe('lazyComponent', () => {
  it('a page whose first answer is prefetched is loaded with it, and then renders without a pending view', async () => {
    const chunk = deferredChunk();
    const asked: string[] = [];
    const entry = lazyComponent(
      () => {
        asked.push('chunk');
        return chunk.promise;
      },
      { prefetch: () => asked.push('data') },
    );
    prefetchPageData({ 'test.page': entry }, 'test.page');
    expect(asked).toEqual(['chunk', 'data']);
    await act(async () => {
      chunk.arrive(Hello);
      await chunk.promise;
    });
    render(
      <RegistryProvider registry={{ 'test.page': entry }}>
        <PendingViewContext value={<p>pending</p>}>
          <RenderNodes nodes={[node('p', 'test.page')]} />
        </PendingViewContext>
      </RegistryProvider>,
    );
    // Its first render is the page itself.
    expect(screen.getByText('hello p')).toBeTruthy();
    expect(screen.queryByText('pending')).toBeNull();
    expect(asked).toEqual(['chunk', 'data']);
  });

  it('leaves the chunk to the router when told to (`chunkWithData: false`), starting only the data', () => {
    const asked: string[] = [];
    const entry = lazyComponent(
      () => {
        asked.push('chunk');
        return Promise.resolve({ default: Hello });
      },
      { prefetch: () => asked.push('data'), chunkWithData: false },
    );
    prefetchPageData({ 'test.page': entry }, 'test.page');
    expect(asked).toEqual(['data']);
  });

  it('retries a failed import on the next preload', async () => {
    let calls = 0;
    const entry = lazyComponent(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello });
    });
    await expect(entry.preload()).rejects.toThrow('offline');
    await expect(entry.preload()).resolves.toEqual({ default: Hello });
    expect(calls).toBe(2);
  });
});

/** A chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive: (component: LayoutComponent) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<{ default: LayoutComponent }>((resolve, reject) => {
    arrive = (component) => resolve({ default: component });
    fail = reject;
  });
  return { promise, arrive: (c: LayoutComponent) => arrive(c), fail: (e: Error) => fail(e) };
}

describe('lazyComponent never suspends (issue 13: React holds back a resolved Suspense boundary)', () => {
  it('shows its pending view, never the Suspense fallback, then the component; entries below show nothing meanwhile', async () => {
    const page = deferredChunk();
    const child = deferredChunk();
    const lazyRegistry: ComponentRegistry = {
      'test.page': lazyComponent(() => page.promise),
      'test.child': lazyComponent(() => child.promise),
    };
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('fallback');
      return <p>fallback</p>;
    }
    function Page() {
      return (
        <section>
          <h1>page</h1>
          <RenderNodes nodes={[node('c', 'test.child')]} />
        </section>
      );
    }
    render(
      <RegistryProvider registry={lazyRegistry}>
        <Suspense fallback={<Fallback />}>
          <PendingViewContext value={<p>pending</p>}>
            <RenderNodes nodes={[node('p', 'test.page')]} />
          </PendingViewContext>
        </Suspense>
      </RegistryProvider>,
    );
    expect(screen.getByText('pending')).toBeTruthy();
    await act(async () => {
      page.arrive(Page);
      await page.promise;
    });
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
    // The child's own pending view is nothing, not the page's.
    expect(screen.queryByText('pending')).toBeNull();
    await act(async () => {
      child.arrive(Hello);
      await child.promise;
    });
    expect(screen.getByText('hello c')).toBeTruthy();
    expect(fallbacks).toEqual([]);
  });

  it("keeps the server's first screen up while a mounted piece waits for its chunk, and releases it on arrival or failure", async () => {
    document.body.insertAdjacentHTML('afterbegin', `<div id="${FIRST_SCREEN_ID}"></div>`);
    const firstScreen = () => document.getElementById(FIRST_SCREEN_ID) !== null;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const side = deferredChunk();
    const widget = deferredChunk();
    const lazyRegistry: ComponentRegistry = {
      'test.side': lazyComponent(() => side.promise),
      'test.widget': lazyComponent(() => widget.promise),
    };
    render(
      <RegistryProvider registry={lazyRegistry}>
        <RenderNodes nodes={[node('s', 'test.side'), node('w', 'test.widget')]} />
      </RegistryProvider>,
    );
    releaseFirstScreen(); // what boots has rendered: only the pending pieces hold it now
    await act(async () => {
      side.arrive(Hello);
      await side.promise;
    });
    expect(screen.getByText('hello s')).toBeTruthy();
    expect(firstScreen()).toBe(true);
    await act(async () => {
      widget.fail(new Error('offline'));
      await widget.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert').textContent).toContain('offline');
    expect(firstScreen()).toBe(false);
  });

  it('sends a chunk that fails to the nearest error boundary, whose retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const first = deferredChunk();
    const lazyRegistry: ComponentRegistry = {
      'test.flaky': lazyComponent(() => {
        calls += 1;
        return calls === 1 ? first.promise : Promise.resolve({ default: Hello });
      }),
    };
    const view = () => (
      <RegistryProvider registry={lazyRegistry}>
        <RenderNodes nodes={[node('f', 'test.flaky')]} />
      </RegistryProvider>
    );
    const { unmount } = render(view());
    await act(async () => {
      first.fail(new Error('offline'));
      await first.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert').textContent).toContain('offline');
    expect(calls).toBe(1);
    unmount();
    render(view());
    expect(await screen.findByText('hello f')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
