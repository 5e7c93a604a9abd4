import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralQuery } from '../../lib/api/wallet';
import { Empty, LoadError, Loading } from '../../components/states';
import { useFormat } from '../../lib/format';
import '../../components/panel-page.css';
import './wallet.css';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/button';
import { QrImage } from '../../components/qr-image';

/**
 * `referral` — invite friends (§2 Member centre): the invite link with the referral code, a copy
 * button, its QR code (the `qrcode` library, 100 px, §9) and the invited friends. The layout shows
 * the page only when the referral promotion is on; a server answer `enabled: false` says so too.
 */
export function ReferralPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const referral = useQuery(referralQuery());
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (referral.isPending) return <Loading />;
  if (referral.isError) return <LoadError error={referral.error} retry={() => void referral.refetch()} />;
  const value = referral.data;
  if (!value.enabled) return <Empty testId="account-empty" text={t('referral.off')} />;
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('no');
      return;
    }
    clipboard.writeText(value.inviteLink).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <div className="acct-page" data-testid="wallet-referral">
      <section className="acct-section" aria-labelledby="wal-referral-title">
        <h4 id="wal-referral-title">{t('referral.title')}</h4>
        <p>
          {t('referral.code')} <strong data-testid="wallet-referral-code">{value.referralCode}</strong>
        </p>
        <div className="acct-field">
          <label htmlFor="wal-invite-link">{t('referral.link')}</label>
          <div className="acct-field-row">
            <input id="wal-invite-link" className="acct-input" readOnly value={value.inviteLink} />
            <Button variant="ghost" onClick={copy}>
              {t('referral.copy')}
            </Button>
          </div>
          <p role="status" className="acct-hint">
            {copied === 'yes' ? t('referral.copied') : copied === 'no' ? t('referral.copyFailed') : ''}
          </p>
        </div>
        <QrImage text={value.inviteLink} alt={t('referral.qr')} testId="wallet-referral-qr" />
      </section>
      <section className="acct-section" aria-labelledby="wal-invited-title">
        <h4 id="wal-invited-title">{t('referral.invited', { count: value.invited.length })}</h4>
        {value.invited.length === 0 ? (
          <Empty testId="account-empty" text={t('referral.none')} />
        ) : (
          <DataTable
            testId="wallet-referral-invited"
            caption={t('referral.invitedCaption')}
            headers={[t('referral.account'), t('referral.registeredAt'), t('referral.deposited')]}
          >
            {value.invited.map((f) => (
              <tr key={`${f.account}-${f.registeredAt}`}>
                <td>{f.account}</td>
                <td>{format.dateTime(f.registeredAt)}</td>
                <td>{f.deposited ? t('referral.yes') : t('referral.no')}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
