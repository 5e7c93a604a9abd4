import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { QrImage } from '../../../components/qr-image';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { downloadLink, PLATFORMS, type Platform } from './download-links';
import './download.css';

/** The illustration of each of the 4 install steps per platform (§1 "4 install steps each"). */
const STEP_ICONS: Record<Platform, readonly [IconName, IconName, IconName, IconName]> = {
  android: ['qrCode', 'shield', 'download', 'login'],
  ios: ['qrCode', 'shield', 'sliders', 'login'],
};

/** Which tab opens first: iOS on an iPhone or iPad, Android otherwise. */
export function initialPlatform(userAgent: string): Platform {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android';
}

/**
 * The app download tabs (§1 app download, §2 /down and Download modal): Android and iOS (Radix
 * Tabs), each the 4 translated install steps with an illustration; step 1 holds the QR code of
 * the download link (`qrcode`, 100 px, §9) and a download button. A platform the brand gives no
 * usable link for says the app is not available there instead. `idPrefix` keeps ids unique when
 * the page and the modal are both mounted.
 */
export function DownloadTabs({ idPrefix = 'download' }: { idPrefix?: string }) {
  const { t } = useTranslation('content');
  const settings = useSiteSettings();
  const [platform, setPlatform] = useState<Platform>(() =>
    initialPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  );
  return (
    <Tabs.Root
      className="download-tabs"
      value={platform}
      onValueChange={(value) => setPlatform(value === 'ios' ? 'ios' : 'android')}
    >
      <Tabs.List className="download-tablist" aria-label={t('download.tabsLabel')}>
        {PLATFORMS.map((p) => (
          <Tabs.Trigger key={p} className="download-tab" value={p} data-testid={`download-tab-${p}`}>
            {t(`download.platform.${p}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PLATFORMS.map((p) => (
        <Tabs.Content key={p} value={p} className="download-panel">
          <PlatformSteps
            platform={p}
            brand={settings.brandName}
            link={downloadLink(settings.resources, p)}
            idPrefix={idPrefix}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function PlatformSteps(props: {
  platform: Platform;
  brand: string;
  link: ReturnType<typeof downloadLink>;
  idPrefix: string;
}) {
  const { t } = useTranslation('content');
  const { platform, link } = props;
  if (!link) {
    return (
      <p className="download-unavailable" role="status" data-testid={`download-unavailable-${platform}`}>
        {t(`download.notAvailable.${platform}`, { brand: props.brand })}
      </p>
    );
  }
  const headingId = `${props.idPrefix}-${platform}-steps`;
  return (
    <>
      <h2 id={headingId} className="download-steps-title">
        {t(`download.stepsTitle.${platform}`)}
      </h2>
      <ol className="download-steps" aria-labelledby={headingId}>
        {STEP_ICONS[platform].map((icon, index) => {
          const step = index + 1;
          return (
            <li key={step} className="download-step">
              <span className="download-step-art">
                <Icon name={icon} size={28} />
              </span>
              <span className="download-step-number">{t('download.stepNumber', { step })}</span>
              <h3 className="download-step-title">{t(`download.steps.${platform}.${step}.title`)}</h3>
              <p className="download-step-text">
                {t(`download.steps.${platform}.${step}.text`, { brand: props.brand })}
              </p>
              {step === 1 ? (
                <div className="download-get">
                  <span className="download-qr">
                    <QrImage
                      text={link.qrText}
                      alt={t(`download.qrAlt.${platform}`)}
                      testId={`download-qr-${platform}`}
                    />
                  </span>
                  <a
                    className={buttonClassName('primary', 'download-button')}
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name="download" size={18} />
                    <span>{t(`download.button.${platform}`)}</span>
                  </a>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
