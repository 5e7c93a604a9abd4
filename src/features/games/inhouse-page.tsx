import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LayoutComponentProps } from '../../layout/registry';
import type { InhouseRound } from '../../lib/api/games-types';
import { balanceQuery } from '../../lib/api/queries';
import { walletListQuery } from '../../lib/api/wallet';
import { isTrial, useSession } from '../../lib/session';
import { openModal } from '../../lib/ui-store';
import { Button } from '../../components/button';
import { DEFAULT_MINOR_UNITS } from '../../../core/money';
import { CrashPanel } from './inhouse-crash-panel';
import { DicePanel } from './inhouse-dice-panel';
import { FairnessPanel } from './inhouse-fairness-panel';
import { RoundHistory } from './inhouse-round-history';
import { EMPTY_DRAFT, VerifyView, type VerifyDraft } from './inhouse-verify-view';
import './games.css';

type Tab = 'dice' | 'crash' | 'history' | 'verify';
const TABS: readonly Tab[] = ['dice', 'crash', 'history', 'verify'];

/**
 * The in-house games /inhouse (registry id `games.inhousePage`): dice and crash with stake
 * validation (> 0, ≤ balance, at most the brand currency's `minorUnits` decimals, from the balance
 * answer; stakes and payouts are shown with that many), the provably fair panel (server seed hash
 * before play, editable client seed, nonce, rotation revealing the previous seed and checking its
 * hash), round history and a verify view that recomputes any round in the browser with `core/provably-fair.ts`.
 * The tab is the `game` query parameter (dice, crash, history, verify). Guests get the login popup
 * and trial accounts the need-real-account warning when they bet.
 */
export function InhousePage(_props: LayoutComponentProps) {
  const { t } = useTranslation('games');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('game');
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? 'dice';
  // In-house bets play from MAIN (contract clarifications): validate against MAIN, or the total
  // balance while the wallet list is unavailable.
  const wallets = useQuery({ ...walletListQuery(), enabled: session.token !== null });
  const total = useQuery({ ...balanceQuery(), enabled: session.token !== null });
  const main = wallets.data?.find((w) => w.wallet === 'MAIN')?.balance ?? total.data?.sumBalance;
  const minorUnits = total.data?.minorUnits ?? DEFAULT_MINOR_UNITS;
  const [draft, setDraft] = useState<VerifyDraft>(EMPTY_DRAFT);
  const selectTab = (value: string): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('game', value);
        return next;
      },
      { replace: true },
    );
  };
  const verify = (round: InhouseRound): void => {
    setDraft({
      game: round.game,
      serverSeed: round.serverSeed ?? '',
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: String(round.nonce),
      outcome: String(round.outcome),
    });
    selectTab('verify');
  };
  return (
    <div className="page games-page inhouse-page">
      <h1>{t('inhouse.title')}</h1>
      {!session.token ? (
        <div className="games-status">
          <p>{t('inhouse.loginToPlay')}</p>
          <Button variant="primary" onClick={() => openModal('loginPopup')}>
            {t('action.login')}
          </Button>
        </div>
      ) : isTrial(session.member) ? (
        <p className="games-status">{t('inhouse.realAccountToPlay')}</p>
      ) : null}
      <div className="inhouse-layout">
        <Tabs.Root value={tab} onValueChange={selectTab} className="inhouse-tabs">
          <Tabs.List className="games-tablist" aria-label={t('inhouse.tabsLabel')}>
            {TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="games-tab"
                data-testid={`inhouse-tab-${value}`}
              >
                {t(`inhouse.tab.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="dice">
            <DicePanel balance={main} minorUnits={minorUnits} />
          </Tabs.Content>
          <Tabs.Content value="crash">
            <CrashPanel balance={main} minorUnits={minorUnits} />
          </Tabs.Content>
          <Tabs.Content value="history">
            <RoundHistory onVerify={verify} minorUnits={minorUnits} />
          </Tabs.Content>
          <Tabs.Content value="verify">
            <VerifyView draft={draft} setDraft={setDraft} />
          </Tabs.Content>
        </Tabs.Root>
        <FairnessPanel />
      </div>
    </div>
  );
}
