// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../i18n/index';
import { isChunkLoadError, LayoutErrorBoundary } from './route-error';

function Throws({ error }: { error: Error }): never {
  throw error;
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderLayout(error: Error | null) {
  return render(
    <I18nextProvider i18n={i18next}>
      <LayoutErrorBoundary>{error ? <Throws error={error} /> : <p>layout</p>}</LayoutErrorBoundary>
    </I18nextProvider>,
  );
}

describe('LayoutErrorBoundary (the layout itself failing)', () => {
  it('shows the layout while nothing throws', () => {
    renderLayout(null);
    expect(screen.getByText('layout')).toBeTruthy();
  });

  it('shows a translated message and a retry that reloads the page instead of a white screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderLayout(new Error('boom'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(i18next.t('common:error.title'));
    expect(alert.textContent).toContain(i18next.t('common:error.load'));
    fireEvent.click(screen.getByRole('button', { name: i18next.t('common:action.retry') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells a chunk that did not load from other failures', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(isChunkLoadError(error)).toBe(true);
    renderLayout(error);
    expect(screen.getByRole('alert').textContent).toContain(i18next.t('common:error.chunk'));
  });
});
