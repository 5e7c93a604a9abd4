import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../layout/links';
import { NewPlayerPromotions } from './new-player-promotions';
import { RegisterPanel } from './register-panel';
import { useAuthData } from './use-auth-data';
import { FormSkeleton } from '../../forms/form-skeleton';
import { BRAND_FORM_ROWS, BRAND_REGISTER_VARIANTS } from '../../forms/brand-form-layout';
import { Loading } from '../../components/states';
// The auth screens' own styles (title row, tabs, fields, links): the page is not in an AuthDialog.
import './auth.css';

/**
 * The registration form's space while its rules load (issue 13: nothing below moves): the
 * brand's rows known at build time, in the wrappers RegisterPanel renders (tabs when the brand
 * offers both variants).
 */
function RegisterSkeleton() {
  return (
    <div className="lotus-auth" data-testid="register-skeleton">
      <div>
        {BRAND_REGISTER_VARIANTS > 1 ? (
          <div className="lotus-tabs" aria-hidden="true">
            <span className="lotus-tab">&nbsp;</span>
          </div>
        ) : null}
        <FormSkeleton rows={BRAND_FORM_ROWS.register ?? []}>
          <Loading />
        </FormSkeleton>
      </div>
    </div>
  );
}

/**
 * /register and /register.html (§2 Registration page): title 'create account', back-to-home link,
 * the registration form in page mode (with a reset button) and the new-player promotions.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const data = useAuthData();
  // The rules' answer renders the skeleton once more; the form (its machine, tabs and fields) is
  // built in a time-sliced pass right after, not in the answer's own task (issue 13, TBT). The
  // other pages defer one query with `useDeferredData`; this page's data is several answers combined
  // into one status by `useAuthData`, so it defers that status itself.
  const loaded = useDeferredValue(data.status !== 'loading');
  return (
    <div className="page lotus-register-page">
      <div className="lotus-register-page__head">
        <h1>{t('createAccount')}</h1>
        <SiteLink to="/" className="lotus-link">
          {t('backToHome')}
        </SiteLink>
      </div>
      {loaded ? <RegisterPanel mode="page" /> : <RegisterSkeleton />}
      <NewPlayerPromotions />
    </div>
  );
}
