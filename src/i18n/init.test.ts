import { expect, it, vi } from 'vitest';

const asked = vi.hoisted(() => [] as string[]);
vi.mock('./namespace-loaders', () => ({
  loadNamespace: (language: string, namespace: string) => {
    asked.push(`${language}/${namespace}`);
    return Promise.resolve({});
  },
}));

const { initI18n } = await import('./index');

it('asks for the first texts while the entry runs, not in a later task (issue 13, FCP)', async () => {
  const ready = initI18n('vi');
  // Synchronously: React's first render, queued right after, must not get there first.
  expect(asked).toEqual(expect.arrayContaining(['vi/common', 'vi/layout']));
  await ready;
});
