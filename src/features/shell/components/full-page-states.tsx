import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../i18n/index';
import type { SiteSettings, SystemStatus } from '../../../lib/api/types';
import { openCustomerService, pickCustomerService } from '../customer-service';
import { holdFirstScreen } from '../../../lib/first-screen';
import { Button } from '../../../components/button';

/**
 * Shown while boot calls, translations or a page chunk load. It must not suspend itself, so it
 * reads i18next directly and falls back to English before the first namespace arrives. While one
 * is mounted the server's first screen covers the page (../first-screen.ts).
 */
export function BootSplash() {
  // The server's first screen stays over the page while a splash is mounted (issue 13).
  useLayoutEffect(() => holdFirstScreen(), []);
  const label = i18next.isInitialized ? i18next.t('common:loading', { defaultValue: 'Loading' }) : 'Loading';
  return (
    <div className="full-page" aria-busy="true">
      <span className="spinner" role="progressbar" aria-label={label} />
    </div>
  );
}

/**
 * A Suspense fallback that shows nothing and keeps the server's first screen over the page while it
 * is mounted (issue 13): for a piece that takes the whole screen when it arrives (a centre panel
 * opened from the address, over a page that waits for it to close), so the visitor goes from the
 * first screen straight to it, not through an empty page.
 */
export function FirstScreenHold() {
  useLayoutEffect(() => holdFirstScreen(), []);
  return null;
}

/**
 * A translated failure with a retry button: boot calls that failed and chunks that did not load
 * (never a white screen).
 */
export function LoadError({ onRetry, kind = 'load' }: { onRetry: () => void; kind?: 'load' | 'chunk' }) {
  const { t } = useTranslation('common');
  return (
    <div className="full-page" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{kind === 'chunk' ? t('error.chunk') : t('error.load')}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}

function ContactUs({ settings }: { settings: SiteSettings | undefined }) {
  const { t } = useTranslation('common');
  const entry = settings ? pickCustomerService(settings.customerService, 0) : null;
  return (
    <Button variant="secondary" disabled={!entry} onClick={() => entry && openCustomerService(entry)}>
      {t('action.contactUs')}
    </Button>
  );
}

/** Full-page maintenance state (§2 Layout, §4 System status 1): title, notice, contact us, refresh. */
export function MaintenancePage({
  status,
  settings,
}: {
  status: SystemStatus;
  settings: SiteSettings | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <main className="full-page">
      <h1>{status.maintenance?.title || t('maintenance.title')}</h1>
      <p>{status.maintenance?.notice || t('maintenance.notice')}</p>
      <div className="full-page-actions">
        <ContactUs settings={settings} />
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('action.refresh')}
        </Button>
      </div>
    </main>
  );
}

/** Full-page region-block state (§2 Layout, §4 System status 2): visitor IP, notice, contact us. */
export function RegionBlockPage({
  status,
  settings,
}: {
  status: SystemStatus;
  settings: SiteSettings | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <main className="full-page">
      <h1>{t('region.title')}</h1>
      <p>{t('region.ip', { ip: status.location.ip })}</p>
      <p>{status.regionRestriction?.notice || t('region.notice')}</p>
      <div className="full-page-actions">
        <ContactUs settings={settings} />
      </div>
    </main>
  );
}
