import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { stringProp } from '../../../../core/layout/props';
import { DataTable } from '../../../components/data-table';
import { Empty, QueryState } from '../../../components/states';
import type { LayoutComponentProps } from '../../../layout/registry';
import {
  contractsQuery,
  type Contract,
  type ContractKind,
  type ContractsView,
} from '../../../lib/api/contracts';
import { useFormat } from '../../../lib/format';
import { OfferDecision, TerminateControl } from './decision';
import { ContractHistoryToggle } from './history';
import { OfferSection } from './offer-form';
import { SettlementsSection, type TierLookup } from './settlements';
import { canOffer, contractKindOf } from './terms';
import { RateText, TermsView } from './terms-view';
import '../../../components/panel-page.css';
import './contracts.css';

/**
 * The contract page of one kind (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
 * agentDividendRecordCopy2; `props.kind`: dailyWage | hourlyWage | realtimeWage | dividend; §2
 * Agent centre, §4 contracts): my own contract of that kind with its tiers or rules, the offers
 * pending for me (accept with the lower-rate confirmation, reject), the contracts I gave my
 * downlines (terminate, withdraw, history), the offer form with its preview (opened for a
 * downline by `?offerTo=<userId>`, team management's "offer a contract"), and the settlements
 * with the bets behind each one.
 */
export function ContractPage({ node }: LayoutComponentProps) {
  const { t } = useTranslation('contracts');
  const kind = contractKindOf(stringProp(node, 'kind'));
  if (kind === null) return <Empty text={t('page.unknownKind')} />;
  return <ContractKindPage kind={kind} />;
}

/** The `offerTo` query parameter (a downline's userId, from team management), or undefined. */
function useOfferTo(): number | undefined {
  const [params] = useSearchParams();
  const value = Number(params.get('offerTo'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function ContractKindPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const view = useQuery(contractsQuery(kind));
  const offerTo = useOfferTo();
  const [notice, setNotice] = useState('');
  const onDone = useCallback((text: string) => setNotice(text), []);
  const tierOf = useMemo<TierLookup>(() => {
    const known = view.data ? [view.data.own, ...view.data.given, ...view.data.offered] : [];
    return (contractId, tierIndex) => {
      const contract = known.find((c) => c?.id === contractId);
      return contract?.terms.tiers?.[tierIndex];
    };
  }, [view.data]);

  return (
    <div className="acct-page ct-page" data-testid={`contracts-${kind}`}>
      <p role="status" aria-live="polite" className="ct-notice" data-testid="contracts-notice">
        {notice}
      </p>
      <QueryState
        isPending={view.isPending}
        error={view.error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void view.refetch()}
      >
        {view.data ? <Contracts kind={kind} view={view.data} offerTo={offerTo} onDone={onDone} /> : null}
      </QueryState>
      <SettlementsSection kind={kind} tierOf={tierOf} />
      <p className="acct-hint">{t('page.timeZoneNote')}</p>
    </div>
  );
}

function Contracts({
  kind,
  view,
  offerTo,
  onDone,
}: {
  kind: ContractKind;
  view: ContractsView;
  offerTo: number | undefined;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const kindName = t(`kind.${kind}`);
  return (
    <>
      <section className="acct-section" aria-labelledby={`contracts-${kind}-own`}>
        <h4 id={`contracts-${kind}-own`}>{t('own.title', { kind: kindName })}</h4>
        {view.own ? (
          <div className="ct-card" data-testid={`contracts-${kind}-own`}>
            <p>
              {t('own.from', { username: view.own.upline.username })}{' '}
              <span className="acct-muted">
                {t('own.since', { date: format.dateTime(view.own.decidedAt ?? view.own.offeredAt) })}
              </span>
            </p>
            <TermsView terms={view.own.terms} name={t('own.name')} testId={`contracts-${kind}-own-terms`} />
            <div className="ct-actions">
              <TerminateControl contract={view.own} onDone={onDone} label={t('own.terminate')} />
              <ContractHistoryToggle
                contractId={view.own.id}
                label={t('history.of', { username: view.own.upline.username })}
              />
            </div>
          </div>
        ) : (
          <Empty text={t('own.none', { kind: kindName })} testId={`contracts-${kind}-own-none`} />
        )}
      </section>

      <section className="acct-section" aria-labelledby={`contracts-${kind}-offers`}>
        <h4 id={`contracts-${kind}-offers`}>{t('offers.title')}</h4>
        {view.offered.length === 0 ? (
          <Empty text={t('offers.none')} testId={`contracts-${kind}-offers-none`} />
        ) : (
          view.offered.map((offer) => <OfferDecision key={offer.id} offer={offer} onDone={onDone} />)
        )}
      </section>

      <section className="acct-section" aria-labelledby={`contracts-${kind}-given`}>
        <h4 id={`contracts-${kind}-given`}>{t('given.title')}</h4>
        {view.given.length === 0 ? (
          <Empty text={t('given.none')} testId={`contracts-${kind}-given-none`} />
        ) : (
          <GivenTable contracts={view.given} onDone={onDone} kind={kind} />
        )}
      </section>

      <section className="acct-section" aria-labelledby={`contracts-${kind}-offer`}>
        <h4 id={`contracts-${kind}-offer`}>{t('offer.title')}</h4>
        {canOffer(kind, view.limits) ? (
          <OfferSection kind={kind} limits={view.limits} offerTo={offerTo} onDone={onDone} />
        ) : (
          <p className="acct-hint">{t('offer.noLimit', { kind: kindName })}</p>
        )}
      </section>
    </>
  );
}

/** The contracts I gave (any status, newest first): downline, status, rate, dates, end and history. */
function GivenTable({
  contracts,
  onDone,
  kind,
}: {
  contracts: Contract[];
  onDone: (text: string) => void;
  kind: ContractKind;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  return (
    <DataTable
      testId={`contracts-${kind}-given`}
      caption={t('given.caption')}
      headers={[
        t('given.downline'),
        t('given.status'),
        t('given.rate'),
        t('given.offeredAt'),
        t('given.actions'),
      ]}
    >
      {contracts.map((contract) => (
        <tr key={contract.id} data-testid={`contracts-given-${contract.id}`}>
          <th scope="row">{contract.downline.username}</th>
          <td>
            <span className={`ct-status ct-status--${contract.status}`}>
              {t(`status.${contract.status}`)}
            </span>
            {contract.endReason ? (
              <span className="acct-muted"> ({t(`endReason.${contract.endReason}`)})</span>
            ) : null}
          </td>
          <td>
            <RateText terms={contract.terms} />
          </td>
          <td>{format.dateTime(contract.offeredAt)}</td>
          <td>
            <div className="ct-actions">
              {contract.status === 'accepted' || contract.status === 'offered' ? (
                <TerminateControl
                  contract={contract}
                  onDone={onDone}
                  label={contract.status === 'offered' ? t('given.withdraw') : t('given.terminate')}
                />
              ) : null}
              <ContractHistoryToggle
                contractId={contract.id}
                label={t('history.of', { username: contract.downline.username })}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
