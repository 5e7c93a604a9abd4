import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../layout/links';
import { transferUpline, walletListQuery, withdrawConfigQuery } from '../../lib/api/wallet';
import { useSession } from '../../lib/session';
import { Empty, LoadError, Loading } from '../../components/states';
import { PaymentForm } from '../../components/payment-form';
import { useInvalidateWallet } from './use-money-action';
import '../../components/panel-page.css';
import './wallet.css';

/**
 * `transferUpline` (§2 Member centre): a downline whose member info has `toUpline` moves money
 * from its main wallet to its upline's (`MCS_transferUpline`, payment password). The menu shows
 * the page to downlines only (layout condition `toUpline`); anyone else opening it by URL sees an
 * explanation, and a member without a payment password is sent to set one first.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const { member } = useSession();
  const invalidate = useInvalidateWallet();
  const allowed = member?.toUpline === true;
  const wallets = useQuery({ ...walletListQuery(), enabled: allowed });
  const config = useQuery({ ...withdrawConfigQuery(), enabled: allowed });
  const transfer = useMutation({ mutationFn: transferUpline, onSuccess: () => invalidate() });
  if (!allowed) return <Empty testId="account-empty" text={t('upline.notAllowed')} />;
  const failed = [wallets, config].find((q) => q.isError);
  if (failed)
    return (
      <LoadError
        error={failed.error}
        retry={() => {
          for (const q of [wallets, config]) if (q.isError) void q.refetch();
        }}
      />
    );
  if (wallets.data === undefined || config.data === undefined) return <Loading />;
  if (!config.data.hasPaymentPassword)
    return (
      <p className="acct-muted" data-testid="wallet-upline-no-password">
        {t('upline.setPassword')} <SiteLink to="?mc=securityCenter">{t('withdraw.setPasswordLink')}</SiteLink>
      </p>
    );
  const main = wallets.data.find((w) => w.wallet === 'MAIN')?.balance ?? 0;
  return (
    <PaymentForm
      label={t('upline.form')}
      testId="wallet-upline"
      amountLabel={t('upline.amount')}
      submitLabel={t('upline.submit')}
      rules={{ balance: main }}
      mutation={transfer}
      toVariables={(values) => values}
      successText={() => t('upline.done')}
    >
      <p className="acct-muted">{t('upline.intro')}</p>
    </PaymentForm>
  );
}
