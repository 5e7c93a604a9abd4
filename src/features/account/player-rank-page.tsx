import { useQuery } from '@tanstack/react-query';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { playerRankQuery, type PlayerRank } from '../../lib/api/account';
import { Empty, LoadError, Loading } from '../../components/states';
import { useFormat } from '../../lib/format';
import '../../components/panel-page.css';
import './player-rank-page.css';

/** The requirements, in the order the page shows them (docs/contract-vip.md). */
const REQUIREMENTS = ['deposit', 'validBet'] as const;
/** The money benefits, in the order the page shows them; `rebateRateBoost` follows as a rate. */
const MONEY_BENEFITS = ['levelUpBonus', 'monthlyBonus', 'birthdayGift'] as const;

type Rung = PlayerRank['ranks'][number];
type Format = ReturnType<typeof useFormat>;

/** The label's brand gradient (color → color2); text stays the theme's for contrast. */
function swatch(color: string, color2: string): CSSProperties {
  return { background: `linear-gradient(135deg, ${color}, ${color2})` };
}

/**
 * One requirement toward the next rank: name, amounts as money and a progress bar
 * (`role="progressbar"`, value capped at the requirement, named "Deposit toward Gold").
 */
function RequirementBar({
  name,
  label,
  value,
  target,
  format,
}: {
  name: string;
  label: string;
  value: number;
  target: number;
  format: Format;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const now = Math.min(value, target);
  const left = target - now;
  const amounts = t('rank.amountOf', { value: format.money(value), target: format.money(target) });
  return (
    <div className="vip-bar">
      <div className="vip-bar-head">
        <span id={id} className="vip-bar-name">
          {name}
        </span>
        <span className="vip-bar-amounts">{amounts}</span>
      </div>
      <div
        className="vip-bar-track"
        role="progressbar"
        aria-label={t('rank.barName', { requirement: name, label })}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={now}
        aria-valuetext={amounts}
      >
        <span className="vip-bar-fill" style={{ inlineSize: `${(now / target) * 100}%` }} />
      </div>
      <span className="acct-muted">
        {left > 0 ? t('rank.left', { amount: format.money(left) }) : t('rank.reached')}
      </span>
    </div>
  );
}

/** Where the member stands toward the next rank (or that they hold the top one). */
function Progress({ data, format }: { data: PlayerRank; format: Format }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const { next, progress, periodDays } = data;
  if (!next) {
    if (data.ranks.length === 0 || !data.clubLabel) return null;
    return (
      <p className="vip-top" data-testid="account-rank-top">
        {t('rank.top')}
      </p>
    );
  }
  const target = data.ranks.find((r) => r.rankLevel === next.rankLevel);
  const bars = REQUIREMENTS.filter((key) => (target?.requirements[key] ?? 0) > 0);
  return (
    <section className="acct-section" aria-labelledby={headingId} data-testid="account-rank-progress">
      <h4 id={headingId}>{t('rank.progressTitle', { label: next.labelName })}</h4>
      <p className="acct-muted">
        {periodDays === null ? t('rank.periodLifetime') : t('rank.period', { count: periodDays })}
      </p>
      {bars.map((key) => (
        <RequirementBar
          key={key}
          name={t(`rank.requirement.${key}`)}
          label={next.labelName}
          value={progress[key]}
          target={target?.requirements[key] ?? 0}
          format={format}
        />
      ))}
      {next.qualified ? (
        <p className="vip-qualified" role="status">
          {t('rank.qualified', { label: next.labelName })}
        </p>
      ) : null}
    </section>
  );
}

/** One rank of the ladder: label, requirements and benefits; the member's own is marked. */
function RankCard({ rung, current, format }: { rung: Rung; current: boolean; format: Format }) {
  const { t } = useTranslation('account');
  const nameId = useId();
  const needs = REQUIREMENTS.filter((key) => rung.requirements[key] > 0);
  const gives = MONEY_BENEFITS.filter((key) => rung.benefits[key] !== undefined);
  const boost = rung.benefits.rebateRateBoost;
  return (
    <li
      className={current ? 'vip-card is-current' : 'vip-card'}
      aria-current={current ? 'true' : undefined}
      aria-labelledby={nameId}
      data-testid={`account-rank-${rung.rankLevel}`}
    >
      <div className="vip-card-head">
        <span className="acct-rank-swatch" style={swatch(rung.color, rung.color2)} aria-hidden="true" />
        <h5 id={nameId} className="vip-card-name">
          {rung.labelName}
        </h5>
        <span className="acct-muted">{t('rank.level', { level: rung.rankLevel })}</span>
        {current ? <span className="acct-badge">{t('rank.you')}</span> : null}
      </div>
      <h6 className="vip-card-sub">{t('rank.requirements')}</h6>
      {needs.length === 0 ? (
        <p className="acct-muted vip-card-none">{t('rank.noRequirements')}</p>
      ) : (
        <dl className="vip-card-list">
          {needs.map((key) => (
            <div key={key}>
              <dt>{t(`rank.requirement.${key}`)}</dt>
              <dd>{format.money(rung.requirements[key])}</dd>
            </div>
          ))}
        </dl>
      )}
      <h6 className="vip-card-sub">{t('rank.benefits')}</h6>
      {gives.length === 0 && boost === undefined ? (
        <p className="acct-muted vip-card-none">{t('rank.noBenefits')}</p>
      ) : (
        <dl className="vip-card-list">
          {gives.map((key) => (
            <div key={key}>
              <dt>{t(`rank.benefit.${key}`)}</dt>
              <dd>{format.money(rung.benefits[key] ?? 0)}</dd>
            </div>
          ))}
          {boost === undefined ? null : (
            <div>
              <dt>{t('rank.benefit.rebateRateBoost')}</dt>
              <dd>{t('rank.rateBoost', { rate: format.percent(boost) })}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}

/**
 * `playerRank` (§2 Member centre, the side menu's VIP page; §3 clubLabel; docs/contract-vip.md):
 * the member's current rank, progress bars toward the next rank for each of its requirements
 * (deposit, valid turnover over the brand's period, money through `useFormat`), and the ladder as
 * cards with each rank's requirements and benefits, the current one marked.
 */
export function PlayerRankPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const ladderId = useId();
  const rank = useQuery(playerRankQuery());
  if (rank.isPending) return <Loading />;
  if (rank.isError) return <LoadError error={rank.error} retry={() => void rank.refetch()} />;
  const data = rank.data;
  const { clubLabel, ranks } = data;
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
      <Progress data={data} format={format} />
      {ranks.length === 0 ? (
        <Empty testId="account-empty" text={t('rank.empty')} />
      ) : (
        <section className="vip-ladder-section" aria-labelledby={ladderId}>
          <h4 id={ladderId}>{t('rank.ladder')}</h4>
          <ol className="vip-ladder" aria-labelledby={ladderId}>
            {ranks.map((r) => (
              <RankCard
                key={r.rankLevel}
                rung={r}
                current={clubLabel?.rankLevel === r.rankLevel}
                format={format}
              />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
