import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQuery } from '../../lib/api/account';
import { BindEmailForm, BindMobileForm } from './bind-forms';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileForm } from './profile-form';
import { AccountLoadError, AccountLoading } from './states';
import './account.css';

// The change-password panel brings RJSF and ajv: its own chunk, loaded when this page shows.
const ChangePasswordPanel = lazy(() =>
  import('../auth/change-password-panel').then((m) => ({ default: m.ChangePasswordPanel })),
);

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <section className="acct-section" aria-labelledby={id} data-testid={testId}>
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

/**
 * `securityCenter` — my account (§2 Member centre, default page): personal details, log-in
 * password (the auth feature's ChangePasswordPanel), payment password, bind mobile and email.
 */
export function SecurityCentrePage() {
  const { t } = useTranslation('account');
  const profile = useQuery(profileQuery());
  if (profile.isPending) return <AccountLoading />;
  if (profile.isError) return <AccountLoadError error={profile.error} retry={() => void profile.refetch()} />;
  const value = profile.data;
  return (
    <div className="acct-page" data-testid="account-security">
      <Section title={t('profile.title')} testId="account-profile-form">
        <ProfileForm profile={value} />
      </Section>
      <Section title={t('password.title')} testId="account-password">
        <Suspense fallback={<AccountLoading />}>
          <ChangePasswordPanel />
        </Suspense>
      </Section>
      <Section title={t('paymentPassword.title')} testId="account-payment-password">
        <PaymentPasswordForm isSet={value.paymentPasswordSet} />
      </Section>
      <Section title={t('bindMobile.title')} testId="account-bind-mobile">
        <BindMobileForm profile={value} />
      </Section>
      <Section title={t('bindEmail.title')} testId="account-bind-email">
        <BindEmailForm profile={value} />
      </Section>
    </div>
  );
}
