import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../layout/registry';
import { profileQuery } from '../../lib/api/account';
import { BindEmailForm, BindMobileForm } from './bind-forms';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileForm } from './profile-form';
import { AccountLoadError, AccountLoading } from '../../components/states';
import '../../components/panel-page.css';

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
 * password, payment password, bind mobile and email. The log-in password section renders the
 * page node's children (layouts/member-centre.json: `auth.changePasswordPanel`, a lazy chunk with
 * RJSF and ajv), so this feature does not import the auth feature.
 */
export function SecurityCentrePage({ node }: LayoutComponentProps) {
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
          <RenderNodes nodes={node.children} />
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
