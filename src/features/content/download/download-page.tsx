import { useTranslation } from 'react-i18next';
import type { LayoutComponentProps } from '../../../layout/registry';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { DownloadTabs } from './download-tabs';
import { SpeedTestPanel } from './speed-test-panel';

/**
 * The /down page (§2 "App download page", registry id `content.downloadPage`): the route adds the
 * `w_down` banner group; below it the heading, the Android / iOS download tabs and the line
 * speed panel.
 */
export default function DownloadPage(_props: LayoutComponentProps) {
  const { t } = useTranslation('content');
  const settings = useSiteSettings();
  return (
    <div className="page download-page" data-testid="download-page">
      <h1>{t('download.title')}</h1>
      <p className="download-intro">{t('download.intro', { brand: settings.brandName })}</p>
      <DownloadTabs idPrefix="download-page" />
      <SpeedTestPanel />
    </div>
  );
}
