import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inhouseRoundsQuery } from '../../lib/api/games';
import type { InhouseRound } from '../../lib/api/games-types';
import { formatDateTime } from '../../lib/format';
import { isTrial, useSession } from '../../lib/session';
import { Button } from '../../components/button';
import { ErrorText, formatNumber } from './inhouse-fields';
import { PARAMETER_DECIMALS } from './inhouse-logic';

/**
 * The player's last in-house rounds (`inhouseRoundsQuery`: the first page of 20); a round whose
 * server seed is revealed gets a Verify button that hands it to `onVerify`.
 */
export function RoundHistory({
  onVerify,
  minorUnits,
}: {
  onVerify: (round: InhouseRound) => void;
  minorUnits: number;
}) {
  const { t, i18n } = useTranslation('games');
  const session = useSession();
  const member = session.token !== null && !isTrial(session.member);
  const rounds = useQuery({ ...inhouseRoundsQuery(session.member?.account ?? ''), enabled: member });
  if (!member) return <p className="games-status">{t('inhouse.loginForHistory')}</p>;
  const list = rounds.data?.list ?? [];
  const money = (n: number): string => formatNumber(n, i18n.language, minorUnits);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t('inhouse.history')}</h2>
      {rounds.isPending ? (
        <p className="games-status" role="status">
          {t('state.loading')}
        </p>
      ) : rounds.error ? (
        <>
          <ErrorText error={rounds.error} />
          <Button variant="secondary" onClick={() => void rounds.refetch()}>
            {t('action.retry')}
          </Button>
        </>
      ) : list.length === 0 ? (
        <p className="games-status">{t('inhouse.noRounds')}</p>
      ) : (
        <div className="table-scroll">
          <table className="games-table" data-testid="round-history">
            <thead>
              <tr>
                <th scope="col">{t('inhouse.round')}</th>
                <th scope="col">{t('inhouse.game')}</th>
                <th scope="col">{t('inhouse.stake')}</th>
                <th scope="col">{t('inhouse.result')}</th>
                <th scope="col">{t('inhouse.payout')}</th>
                <th scope="col">{t('inhouse.nonce')}</th>
                <th scope="col">{t('inhouse.time')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('inhouse.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((round) => (
                <tr key={round.roundId}>
                  <td>{round.roundId}</td>
                  <td>{t(`inhouse.${round.game}`)}</td>
                  <td>{money(round.stake)}</td>
                  <td>{formatNumber(round.outcome, i18n.language, PARAMETER_DECIMALS)}</td>
                  <td>{money(round.payout)}</td>
                  <td>{round.nonce}</td>
                  <td>{formatDateTime(round.createdAt, i18n.language)}</td>
                  <td>
                    {round.serverSeed ? (
                      <Button
                        variant="ghost"
                        aria-label={t('inhouse.verifyRound', { round: round.roundId })}
                        onClick={() => onVerify(round)}
                      >
                        {t('inhouse.verify')}
                      </Button>
                    ) : (
                      <span className="games-hint">{t('inhouse.seedHidden')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
