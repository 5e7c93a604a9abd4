// @vitest-environment jsdom
import * as Tabs from '@radix-ui/react-tabs';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';

vi.mock('./namespace-loaders', () => ({ loadNamespace: () => Promise.resolve({}) }));

const { i18next, initI18n } = await import('./index');
const { SiteDirection } = await import('./direction');

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function tabs() {
  return (
    <SiteDirection>
      <Tabs.Root defaultValue="a" data-testid="tabs">
        <Tabs.List aria-label="Categories">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
    </SiteDirection>
  );
}

it("gives Radix tabs the language's writing direction, and follows a change of language (§9 right to left)", async () => {
  render(tabs());
  expect(screen.getByTestId('tabs').getAttribute('dir')).toBe('ltr');
  await act(() => i18next.changeLanguage('ar'));
  expect(screen.getByTestId('tabs').getAttribute('dir')).toBe('rtl');
  await act(() => i18next.changeLanguage('ur-Latn'));
  expect(screen.getByTestId('tabs').getAttribute('dir')).toBe('ltr');
  await act(() => i18next.changeLanguage('fa'));
  expect(screen.getByTestId('tabs').getAttribute('dir')).toBe('rtl');
});
