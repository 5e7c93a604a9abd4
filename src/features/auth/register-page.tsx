import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPlayerPromotions } from './new-player-promotions';
import { RegisterPanel } from './register-panel';

/**
 * /register and /register.html (§2 Registration page): title 'create account', back-to-home link,
 * the registration form in page mode (with a reset button) and the new-player promotions.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="page lotus-register-page">
      <div className="lotus-register-page__head">
        <h1>{t('createAccount')}</h1>
        <Link to="/" className="lotus-link">
          {t('backToHome')}
        </Link>
      </div>
      <RegisterPanel mode="page" />
      <NewPlayerPromotions />
    </div>
  );
}
