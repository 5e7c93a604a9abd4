import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FormResult, LoadError, Loading } from '../../components/states';
import { claimRaffle, promotionKeys, raffleQuery, type RaffleView } from '../../lib/api/promotions';
import { queryKeys } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useRequestId } from '../../lib/use-request-id';
import { usePromotionError } from './use-action-error';
import { usePromotionFormat } from './use-promotion-format';

const SECOND = 1000;

/** `d`, `hh:mm:ss` of a duration in ms (never negative). */
export function splitCountdown(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor(ms / SECOND));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  return { days, time: `${pad(h)}:${pad(m)}:${pad(total % 60)}` };
}

/** A countdown to `at` (server epoch ms), ticking every second; `skew` = server − device clock. */
function Countdown({ at, skew, onDue }: { at: number; skew: number; onDue: () => void }) {
  const { t } = useTranslation('promotions');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, []);
  const left = at - (now + skew);
  // Told once when the countdown reaches zero, not on every tick after.
  const due = left <= 0;
  useEffect(() => {
    if (due) onDue();
  }, [due, onDue]);
  const { days, time } = splitCountdown(left);
  return (
    <p className="promo-countdown">
      <span>{t('raffle.drawIn')}</span>{' '}
      <time dateTime={new Date(at).toISOString()} data-testid="raffle-countdown">
        {t('raffle.countdown', { days, time })}
      </time>
    </p>
  );
}

/**
 * The raffle of a raffle promotion (§7 "Promotions and salary" raffle claim): the open round with
 * its countdown to the draw, the prize pool and prizes, the member's tickets (earned per the
 * promotion's rule from valid bets) and chance, the member's won prizes with a claim button
 * (`MCS2_claimRafflePromotion`, idempotent by requestId), and the winners of past rounds.
 */
export function RafflePanel({ id }: { id: number }) {
  const { t } = useTranslation('promotions');
  const member = useSession().token !== null;
  const queryClient = useQueryClient();
  const raffle = useQuery(raffleQuery(id, member));
  const format = usePromotionFormat(raffle.data);
  const errorOf = usePromotionError();
  const requestId = useRequestId();
  const [won, setWon] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: (roundNo: number) => claimRaffle({ requestId: requestId.current(), id, roundNo }),
    onSettled: (_data, error) => requestId.settle(error ?? undefined),
    onSuccess: async (value) => {
      setWon(t('raffle.claimed', { amount: format.money(value.amount), round: value.roundNo }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]);
    },
  });
  if (raffle.isPending) return <Loading />;
  if (raffle.isError) return <LoadError error={raffle.error} retry={() => void raffle.refetch()} />;
  const v: RaffleView = raffle.data;
  // The countdown runs on the server's clock: server time minus the device's when it answered.
  const skew = v.serverTime - raffle.dataUpdatedAt;
  return (
    <section className="promo-panel" aria-labelledby={`raffle-${id}`} data-testid="raffle-panel">
      <h2 id={`raffle-${id}`}>{t('raffle.title')}</h2>
      {v.round ? (
        <>
          <p>{t('raffle.round', { round: v.round.roundNo })}</p>
          <Countdown at={v.round.drawAt} skew={skew} onDue={() => void raffle.refetch()} />
        </>
      ) : (
        <p>{t('raffle.noRound')}</p>
      )}
      <dl className="promo-facts">
        <div>
          <dt>{t('raffle.pool')}</dt>
          <dd data-testid="raffle-pool">{format.money(v.pool)}</dd>
        </div>
        <div>
          <dt>{t('raffle.ticketRule')}</dt>
          <dd>{t('raffle.ticketEvery', { amount: format.money(v.ticketEvery) })}</dd>
        </div>
        <div>
          <dt>{t('raffle.totalTickets')}</dt>
          <dd>{format.number(v.totalTickets)}</dd>
        </div>
        {v.myTickets !== null ? (
          <>
            <div>
              <dt>{t('raffle.myTickets')}</dt>
              <dd data-testid="raffle-my-tickets">{format.number(v.myTickets)}</dd>
            </div>
            <div>
              <dt>{t('raffle.myValidBet')}</dt>
              <dd>{format.money(v.myValidBet ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('raffle.chance')}</dt>
              <dd data-testid="raffle-chance">{format.percent(v.chance ?? 0)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <h3>{t('raffle.prizes')}</h3>
      <ol className="promo-prizes">
        {v.prizes.map((p) => (
          <li key={p.rank}>{t('raffle.prize', { rank: p.rank, amount: format.money(p.amount) })}</li>
        ))}
      </ol>
      {v.unclaimed.length > 0 ? (
        <div className="promo-won" role="group" aria-label={t('raffle.yourPrizes')}>
          <h3>{t('raffle.yourPrizes')}</h3>
          {v.unclaimed.map((u) => (
            <p key={u.roundNo} className="promo-actions">
              <span>
                {t('raffle.youWon', { round: u.roundNo, rank: u.rank, amount: format.money(u.prize) })}
              </span>
              <Button variant="primary" disabled={claim.isPending} onClick={() => claim.mutate(u.roundNo)}>
                {t('raffle.claim', { amount: format.money(u.prize) })}
              </Button>
            </p>
          ))}
        </div>
      ) : null}
      <FormResult error={claim.isError ? errorOf(claim.error) : null} success={won} />
      <h3>{t('raffle.winners')}</h3>
      {v.rounds.length === 0 ? (
        <p className="promo-muted">{t('raffle.noWinners')}</p>
      ) : (
        v.rounds.map((r) => (
          <table key={r.roundNo} className="promo-table">
            <caption>
              {t('raffle.roundWinners', { round: r.roundNo, date: format.dateTime(r.drawAt) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('raffle.rank')}</th>
                <th scope="col">{t('raffle.player')}</th>
                <th scope="col">{t('raffle.prizeColumn')}</th>
                <th scope="col">{t('raffle.claimState')}</th>
              </tr>
            </thead>
            <tbody>
              {r.winners.map((w) => (
                <tr key={w.rank} className={w.mine ? 'is-mine' : undefined}>
                  <td>{w.rank}</td>
                  <td>
                    {w.player}
                    {w.mine ? ` ${t('raffle.you')}` : ''}
                  </td>
                  <td>{format.money(w.prize)}</td>
                  <td>{w.claimed ? t('raffle.prizeClaimed') : t('raffle.prizeWaiting')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      )}
    </section>
  );
}
