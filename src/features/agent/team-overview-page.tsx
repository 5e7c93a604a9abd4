import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamOverviewQuery, type TeamRange, type TeamScope } from '../../lib/api/agent';
import { CALENDAR_RANGES } from '../../lib/date-ranges';
import { Button } from '../../components/button';
import { LoadError, Loading } from '../../components/states';
import { useFormat } from '../../lib/format';
import '../../components/panel-page.css';
import './agent.css';

const SCOPES: readonly TeamScope[] = ['team', 'direct'];

/** A group of toggle buttons, one pressed (`aria-pressed`), named `label`. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <div className="agt-switch" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <Button
          key={option}
          variant="ghost"
          className={option === props.value ? 'is-active' : undefined}
          aria-pressed={option === props.value}
          onClick={() => props.onChange(option)}
        >
          {props.text(option)}
        </Button>
      ))}
    </div>
  );
}

/**
 * `agentTeamOverview` (§2 Agent centre, the default page): team size, new and active members,
 * deposits, withdrawals, bets, valid bets and profit/loss of a quick range (today … last month, in
 * the brand's time zone, computed by the server), for the whole team below the agent or its direct
 * downlines only. The period the server used is shown under the switches.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const [range, setRange] = useState<TeamRange>('today');
  const [scope, setScope] = useState<TeamScope>('team');
  const overview = useQuery({ ...teamOverviewQuery({ range, scope }), placeholderData: keepPreviousData });
  const value = overview.data;
  const figures = value
    ? [
        { key: 'teamSize', text: format.number(value.teamSize) },
        { key: 'newMembers', text: format.number(value.newMembers) },
        { key: 'activeMembers', text: format.number(value.activeMembers) },
        { key: 'deposits', text: format.money(value.deposits) },
        { key: 'withdrawals', text: format.money(value.withdrawals) },
        { key: 'bets', text: format.number(value.bets) },
        { key: 'validBet', text: format.money(value.validBet) },
        { key: 'profitLoss', text: format.money(value.profitLoss), negative: value.profitLoss < 0 },
      ]
    : [];
  return (
    <div className="acct-page" data-testid="agent-overview">
      <Choice
        label={t('range.quick')}
        value={range}
        options={CALENDAR_RANGES}
        text={(option) => t(`range.${option}`)}
        onChange={setRange}
      />
      <Choice
        label={t('overview.scope')}
        value={scope}
        options={SCOPES}
        text={(option) => t(`overview.${option}`)}
        onChange={setScope}
      />
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <LoadError error={overview.error} retry={() => void overview.refetch()} />
      ) : (
        <section
          className="acct-section"
          aria-labelledby="agt-overview-title"
          aria-busy={overview.isFetching}
        >
          <h4 id="agt-overview-title">{t(`overview.title.${overview.data.scope}`)}</h4>
          <p className="agt-period" data-testid="agent-overview-period">
            {overview.data.from === overview.data.to
              ? format.day(overview.data.from)
              : t('overview.period', {
                  from: format.day(overview.data.from),
                  to: format.day(overview.data.to),
                })}
          </p>
          <dl className="agt-figures">
            {figures.map((f) => (
              <div className="agt-figure" key={f.key} data-testid={`agent-overview-${f.key}`}>
                <dt>{t(`overview.${f.key}`)}</dt>
                <dd className={f.negative ? 'is-negative' : undefined}>{f.text}</dd>
              </div>
            ))}
          </dl>
          <p className="acct-hint">{t('overview.profitLossHint')}</p>
        </section>
      )}
    </div>
  );
}
