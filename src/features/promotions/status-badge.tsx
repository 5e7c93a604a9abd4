import { useTranslation } from 'react-i18next';
import type { PromotionStatus } from '../../lib/api/promotions';

/** The tone of a §4 status: something to do, waiting, done, or over. */
export function statusTone(status: PromotionStatus): 'act' | 'wait' | 'done' | 'over' {
  if (status === 'join' || status === 'claim') return 'act';
  if (status === 'applying' || status === 'process' || status === 'joined' || status === 'coming soon')
    return 'wait';
  if (status === 'close' || status === 'rejected') return 'over';
  return 'done';
}

/** A §4 activity status as a translated badge (`promotions:status.<status>`). */
export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <span className={`promo-badge is-${statusTone(status)}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
