import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { playerRankQuery } from '../../lib/api/account';
import { Empty, LoadError, Loading } from '../../components/states';
import '../../components/panel-page.css';

/** The label's brand gradient (color → color2); text stays the theme's for contrast. */
function swatch(color: string, color2: string): CSSProperties {
  return { background: `linear-gradient(135deg, ${color}, ${color2})` };
}

/**
 * `playerRank` (§2 Member centre; §3 clubLabel labelName, color, color2, rankLevel): the member's
 * current label and the brand's ladder of ranks with their colours, the current one marked.
 */
export function PlayerRankPage() {
  const { t } = useTranslation('account');
  const rank = useQuery(playerRankQuery());
  if (rank.isPending) return <Loading />;
  if (rank.isError) return <LoadError error={rank.error} retry={() => void rank.refetch()} />;
  const { clubLabel, ranks } = rank.data;
  return (
    <div className="acct-page" data-testid="account-rank">
      <div className="acct-rank-current" data-testid="account-rank-current">
        {clubLabel ? (
          <>
            <span
              className="acct-rank-swatch"
              style={swatch(clubLabel.color, clubLabel.color2)}
              aria-hidden="true"
            />
            <p>{t('rank.current', { label: clubLabel.labelName, level: clubLabel.rankLevel })}</p>
          </>
        ) : (
          <p>{t('rank.none')}</p>
        )}
      </div>
      {ranks.length === 0 ? (
        <Empty testId="account-empty" text={t('rank.empty')} />
      ) : (
        <ol className="acct-rank-ladder" aria-label={t('rank.ladder')}>
          {ranks.map((r) => {
            const current = clubLabel?.rankLevel === r.rankLevel;
            return (
              <li
                key={r.rankLevel}
                className={current ? 'acct-rank is-current' : 'acct-rank'}
                aria-current={current ? 'true' : undefined}
              >
                <span className="acct-rank-swatch" style={swatch(r.color, r.color2)} aria-hidden="true" />
                <span className="acct-rank-name">{r.labelName}</span>
                <span className="acct-muted">{t('rank.level', { level: r.rankLevel })}</span>
                {current ? <span className="acct-badge">{t('rank.you')}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
