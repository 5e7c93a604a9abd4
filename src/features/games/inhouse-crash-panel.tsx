import { useTranslation } from 'react-i18next';
import { betCrash } from '../../lib/api/games';
import { BetPanel } from './inhouse-bet-panel';
import { CASHOUT_MAX, CASHOUT_MIN } from './inhouse-logic';

/** Crash: a bet with an automatic cash-out multiplier (1.01–1000). */
export function CrashPanel({ balance, minorUnits }: { balance: number | undefined; minorUnits: number }) {
  const { t } = useTranslation('games');
  return (
    <BetPanel
      game="crash"
      title={t('inhouse.crash')}
      submitLabel={t('inhouse.placeBet')}
      balance={balance}
      minorUnits={minorUnits}
      parameter={{
        label: t('inhouse.cashout'),
        hint: t('inhouse.cashoutHint', { min: CASHOUT_MIN.toFixed(2), max: CASHOUT_MAX.toFixed(2) }),
        testId: 'crash-cashout',
        min: CASHOUT_MIN,
        max: CASHOUT_MAX,
        initial: '2.00',
      }}
      place={({ parameter, ...rest }) => betCrash({ ...rest, cashout: parameter })}
    />
  );
}
