import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../lib/api/queries';
import { useSession } from '../lib/session';
import { formatMoney } from '../../core/money';
import { Icon } from './icon';

/** Text shown instead of the amount while the balance is hidden (§2 Layout). */
export const HIDDEN_BALANCE = '***';

/**
 * Header balance (§2 Layout, §4 "balance visible/hidden toggle; refresh re-fetches"): the
 * `['wallet','balance']` query, an eye toggle (hidden shows ***) and a refresh button.
 */
export function Balance() {
  const { t, i18n } = useTranslation('layout');
  const { token } = useSession();
  const [hidden, setHidden] = useState(false);
  const balance = useQuery({ ...balanceQuery(), enabled: token !== null });
  let text = '…';
  // A failed (re)load says so, even over an older amount: a stale balance shown as current would
  // mislead; the refresh button next to it retries.
  if (balance.isError) text = t('header.balanceUnavailable');
  else if (balance.data)
    text = formatMoney(
      balance.data.sumBalance,
      {
        code: balance.data.currency,
        symbol: balance.data.currencySymbol,
        minorUnits: balance.data.minorUnits,
      },
      i18n.language,
    );
  return (
    <div className="header-balance" role="group" aria-label={t('header.balance')}>
      <output className="header-balance-amount" aria-live="polite">
        {hidden ? HIDDEN_BALANCE : text}
      </output>
      <button
        type="button"
        className="icon-button"
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={() => setHidden((value) => !value)}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.refreshBalance')}
        aria-busy={balance.isFetching}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}
