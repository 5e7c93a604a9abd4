// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, RegistryProvider, RenderNodes, type ComponentRegistry } from './registry';
import type { ResolvedNode } from '../../core/layout/types';

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
