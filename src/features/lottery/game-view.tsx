import { memo, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrial, useSession } from '../../lib/session';
import { openModal } from '../../lib/ui-store';
import { LoadError } from '../../components/states';
import { useFirstViewHold } from '../../lib/first-screen';
import { Button } from '../../components/button';
import type { BetLine } from '../../../core/lottery/types';
import type { DrawDetail, LotteryMenuGame } from '../../lib/api/lottery';
import { BetPicker } from './bet-picker';
import { BetSlip } from './bet-slip';
import { formatCountdown } from '../../../core/lottery/schedule';
import { gameName, oddsTableOf } from './lottery-logic';
import { drawName, ResultsPanel } from './results-panel';
import { HotCold, MyBets } from './stats-and-bets';
import { useLotteryFavourites } from './use-lottery-favourites';
import { useLotteryGame, type CyclePhase } from './use-lottery-game';
import { newRequestId } from '../../lib/api/wallet';

/*
 * The clock ticks the game's machine every second and the game view renders again with it: the
 * parts that do not show the clock keep their last render while their props are the same (the
 * 00–99 grid alone is a hundred buttons; issue 13, TBT).
 */
const StillBetPicker = memo(BetPicker);
const StillResultsPanel = memo(ResultsPanel);
const StillHotCold = memo(HotCold);
const StillMyBets = memo(MyBets);

/** The star that keeps a game among the member's local lottery favourites (§3/§4). */
export function FavouriteStar({ gameCode, label }: { gameCode: string; label: string }) {
  const { t } = useTranslation('lottery');
  const { isFavourite, toggle } = useLotteryFavourites();
  const on = isFavourite(gameCode);
  return (
    <button
      type="button"
      className="lot-star"
      aria-pressed={on}
      aria-label={t('favourite.toggle', { game: label })}
      onClick={() => toggle(gameCode)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}

function CycleText(props: { cycle: CyclePhase; msUntilLock: number | null; msUntilDraw: number | null }) {
  const { t } = useTranslation('lottery');
  switch (props.cycle) {
    case 'open':
      return (
        <p className="lot-countdown" data-phase="open">
          {t('cycle.closesIn')} <strong dir="ltr">{formatCountdown(props.msUntilLock ?? 0)}</strong>
        </p>
      );
    case 'locked':
      return (
        <p className="lot-countdown" data-phase="locked">
          <strong>{t('cycle.closed')}</strong> · {t('cycle.drawIn')}{' '}
          <span dir="ltr">{formatCountdown(props.msUntilDraw ?? 0)}</span>
        </p>
      );
    case 'drawing':
      return (
        <p className="lot-countdown" data-phase="drawing">
          <strong>{t('cycle.closed')}</strong> · {t('cycle.drawing')}
        </p>
      );
    case 'results':
      return (
        <p className="lot-countdown" data-phase="results">
          {t('cycle.results')}
        </p>
      );
    default:
      return (
        <p className="lot-countdown" data-phase="waiting">
          {t('cycle.waiting')}
        </p>
      );
  }
}

/**
 * One game's betting view, shared by /vnlottery and /lottery?playType=betting (docs/contract-lottery.md
 * "Site"): the stations of the open draws, the countdown to the lock ("Betting closed" at the lock,
 * "Drawing…" until the results), the bet builder, the slip, the results with previous draws and the
 * fairness check, hot/cold numbers and "my bets". Guests see everything and are asked to log in when
 * they place; a trial account gets the need-real-account warning.
 */
export function GameView(props: { game: LotteryMenuGame; prizeMode: string; pointValue: number }) {
  const { t, i18n } = useTranslation(['lottery', 'common']);
  const ids = useId();
  const session = useSession();
  const { game } = props;
  const lottery = useLotteryGame(props);
  const { state, send, opened } = lottery;
  const context = state.context;
  const odds = useMemo(() => oddsTableOf(game.betTypes), [game.betTypes]);
  const pointValueMinor = context.pointValueMinor;
  const stations = opened.data?.open ?? [];
  // The server's first view of /vnlottery stays up until the open draws' stations are in and the
  // game's machine has its draw (its countdown; it is told from an effect), in the view's language
  // (issue 13).
  useFirstViewHold(opened.isPending || (stations.length > 0 && !context.draw), i18n.language);
  const lastDrawn = context.lastDrawn;
  const openedLastDrawn = opened.data?.lastDrawn;
  const latest = useMemo<DrawDetail[]>(
    () => [...(lastDrawn && lastDrawn.results ? [lastDrawn] : []), ...(openedLastDrawn ?? [])],
    [lastDrawn, openedLastDrawn],
  );
  const addLine = useCallback((line: BetLine) => send({ type: 'LINE.ADD', line }), [send]);
  const draw = context.draw;
  const drawLabel = draw ? `${gameName(t, game)} · ${drawName(draw, i18n.language)}` : null;

  const submit = (): void => {
    if (!session.token) {
      openModal('loginPopup');
      return;
    }
    if (isTrial(session.member)) {
      openModal('needRealAccount');
      return;
    }
    send({ type: 'SUBMIT' });
  };

  return (
    <div className="lot-game" data-testid="lottery-game" data-game={game.gameCode}>
      <section className="lot-card lot-game-head" aria-labelledby={`${ids}-title`}>
        <div className="lot-row">
          <h2 id={`${ids}-title`}>{gameName(t, game)}</h2>
          <FavouriteStar gameCode={game.gameCode} label={gameName(t, game)} />
        </div>
        {opened.error ? (
          <LoadError error={opened.error} retry={() => void opened.refetch()} />
        ) : stations.length > 0 ? (
          <div className="lot-chips" role="group" aria-label={t('lottery:station.label')}>
            {stations.map((s) => (
              <button
                key={s.drawId}
                type="button"
                className="lot-chip"
                aria-pressed={s.stationCode === lottery.stationCode}
                data-testid={`station-${s.stationCode}`}
                onClick={() => lottery.chooseStation(s.stationCode)}
              >
                {s.stationName}
              </button>
            ))}
          </div>
        ) : opened.isPending ? (
          // The row of stations keeps its height while the draws load (issue 13, CLS on /vnlottery).
          <div className="lot-chips" aria-hidden="true">
            <span className="lot-chip lot-chip-placeholder" />
          </div>
        ) : (
          <p className="lot-muted">{t('lottery:station.none')}</p>
        )}
        <div aria-live="off" data-testid="draw-cycle">
          <CycleText
            cycle={lottery.cycle}
            msUntilLock={lottery.msUntilLock}
            msUntilDraw={lottery.msUntilDraw}
          />
        </div>
        {context.drawError ? (
          <p className="lot-error" role="status">
            {t('lottery:cycle.retrying')}
          </p>
        ) : null}
        {!session.token ? (
          <div className="lot-row">
            <p className="lot-muted">{t('lottery:guest.loginToBet')}</p>
            <Button variant="primary" onClick={() => openModal('loginPopup')}>
              {t('lottery:guest.login')}
            </Button>
          </div>
        ) : isTrial(session.member) ? (
          <p className="lot-muted">{t('lottery:guest.realAccount')}</p>
        ) : null}
      </section>
      {/* DOM order = phone reading order: picker, slip, then results and records; on a wide screen
          the slip sits in its own column beside both (grid areas). */}
      <div className="lot-layout">
        <div className="lot-picker">
          <StillBetPicker
            betTypes={game.betTypes}
            structureCode={game.structure}
            odds={odds}
            pointValueMinor={pointValueMinor}
            formatMinor={lottery.formatMinor}
            onAdd={addLine}
          />
        </div>
        <aside className="lot-aside" aria-label={t('lottery:slip.title')}>
          <BetSlip
            phase={lottery.slipPhase}
            lines={context.slip}
            totals={lottery.totals}
            balanceMinor={lottery.balanceMinor}
            error={context.error}
            failure={context.failure}
            lastOrder={context.lastOrder}
            drawLabel={drawLabel}
            formatMinor={lottery.formatMinor}
            onRemove={(index) => send({ type: 'LINE.REMOVE', index })}
            onClear={() => send({ type: 'SLIP.CLEAR' })}
            onSubmit={submit}
            onConfirm={() => send({ type: 'CONFIRM', requestId: newRequestId() })}
            onCancel={() => send({ type: 'CANCEL' })}
            onRetry={() => send({ type: 'RETRY' })}
          />
        </aside>
        <div className="lot-main">
          <StillResultsPanel gameCode={game.gameCode} structure={game.structure} latest={latest} />
          <StillHotCold gameCode={game.gameCode} />
          <StillMyBets gameCode={game.gameCode} />
        </div>
      </div>
    </div>
  );
}
