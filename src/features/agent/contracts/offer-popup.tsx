import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SiteLink } from '../../../layout/links';
import type { Contract } from '../../../lib/api/contracts';
import { ContractDialog } from './contract-dialog';
import { OfferDecision } from './decision';
import { CONTRACT_PAGES } from './terms';
import '../../../components/panel-page.css';
import './contracts.css';

/**
 * The pending-offers popup itself (loaded only when there is something to show): each offer with
 * accept (and the lower-rate confirmation) and reject through machines/contract.ts, a link to the
 * contract page of its kind, and the line saying what the last decision did.
 */
export default function OfferPopup({
  offers,
  notice,
  onNotice,
  onClose,
}: {
  offers: readonly Contract[];
  notice: string;
  onNotice: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  return (
    <ContractDialog
      title={t('popup.title')}
      description={offers.length > 0 ? t('popup.description', { count: offers.length }) : undefined}
      onClose={onClose}
      testId="contract-offers-popup"
      wide
    >
      <p role="status" aria-live="polite" className="ct-notice">
        {notice}
      </p>
      <div className="ct-popup-list">
        {offers.map((offer) => (
          <div key={offer.id} className="ct-popup-item">
            <OfferDecision offer={offer} onDone={onNotice} compact />
            <SiteLink to={`?ac=${CONTRACT_PAGES[offer.kind]}`} className="ct-link" onClick={onClose}>
              {t('popup.openPage', { kind: t(`kind.${offer.kind}`) })}
            </SiteLink>
          </div>
        ))}
      </div>
      <div className="ct-actions">
        <Button variant="ghost" onClick={onClose}>
          {t('popup.later')}
        </Button>
      </div>
    </ContractDialog>
  );
}
