import { useTranslation } from 'react-i18next';
import type { ContractFlowContext, ContractLike } from '../../../../machines/contract';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { useActionError } from '../../../components/states';
import type { Contract } from '../../../lib/api/contracts';
import { useFormat } from '../../../lib/format';
import { ContractDialog } from './contract-dialog';
import { OwnTeamPreview } from './preview-view';
import { RateText, TermsView } from './terms-view';
import { useContractFlow, type FlowOutcome } from './use-contract-flow';

/** The page's line after a finished flow: what happened, for a polite live region. */
export type DoneNotice = (text: string) => void;

/** The text of a finished flow (`accepted` names the contracts the acceptance ended). */
function useOutcomeText() {
  const { t } = useTranslation('contracts');
  return (outcome: FlowOutcome, context: ContractFlowContext): string => {
    switch (outcome) {
      case 'accepted':
        return context.ended.length > 0
          ? t('notice.acceptedEnding', {
              usernames: context.ended.map((c) => c.downline.username).join(', '),
            })
          : t('notice.accepted');
      case 'rejected':
        return t('notice.rejected');
      case 'terminated':
        return t('notice.terminated');
      case 'sent':
        return t('notice.sent', { username: context.result?.downline.username ?? '' });
      case 'closed':
        return t('notice.closed');
    }
  };
}

/**
 * The lower-rate confirmation (§4: "accepting a rate lower than one this agent already gives a
 * downline terminates that downline's contract, after a confirmation that lists exactly which
 * contracts end"): each contract that would end with its downline, kind and rate.
 */
export function LowerRateDialog(props: {
  ends: readonly ContractLike[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('contracts');
  return (
    <ContractDialog
      title={t('lowerRate.title')}
      description={t('lowerRate.description', { count: props.ends.length })}
      onClose={props.onCancel}
      testId="contract-lower-rate"
      wide
    >
      <DataTable
        testId="contract-lower-rate-list"
        caption={t('lowerRate.caption')}
        headers={[t('lowerRate.downline'), t('lowerRate.kind'), t('lowerRate.rate')]}
      >
        {props.ends.map((contract) => (
          <tr key={contract.id}>
            <th scope="row">{contract.downline.username}</th>
            <td>{t(`kind.${contract.kind}`)}</td>
            <td>
              <RateText terms={contract.terms} />
            </td>
          </tr>
        ))}
      </DataTable>
      <div className="ct-actions">
        <Button variant="ghost" onClick={props.onCancel} disabled={props.busy}>
          {t('lowerRate.cancel')}
        </Button>
        <Button variant="danger" onClick={props.onConfirm} disabled={props.busy} aria-busy={props.busy}>
          {t('lowerRate.confirm', { count: props.ends.length })}
        </Button>
      </div>
    </ContractDialog>
  );
}

/** The stale-offer refusal itself (the notice says it; only a failed reload adds its own text). */
function isStaleRefusal(error: ContractFlowContext['error']): boolean {
  return typeof error === 'object' && error !== null && error.code === 'STALE_OFFER';
}

/** A failure of a step with a retry and a way back (the machine's `failed` states). */
function FlowFailure(props: {
  error: unknown;
  onRetry: () => void;
  onCancel: () => void;
  cancelLabel: string;
}) {
  const { t } = useTranslation('contracts');
  const actionError = useActionError();
  return (
    <div role="alert" className="acct-alert">
      <p>{actionError(props.error)}</p>
      <div className="ct-actions">
        <Button variant="secondary" onClick={props.onRetry}>
          {t('actions.retry')}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
      </div>
    </div>
  );
}

/**
 * One offer to me (§4: the downline accepts or rejects), driven by machines/contract.ts: its
 * upline, date and terms, a what-if preview for my team, accept (with the lower-rate confirmation)
 * and reject, a retry after a failure, and the stale-offer notice with a reload that shows the new
 * terms. `onDone` receives the text of the outcome (the card leaves the list when it is decided).
 */
export function OfferDecision({
  offer,
  onDone,
  compact = false,
}: {
  offer: Contract;
  onDone: DoneNotice;
  /** In the popup: no preview, terms only, a heading right under the dialog title. */
  compact?: boolean;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const outcomeText = useOutcomeText();
  const [state, send] = useContractFlow(offer.kind, offer, (outcome, context) =>
    onDone(outcomeText(outcome, context)),
  );
  const busy = state.hasTag('busy');
  const { context } = state;
  const shown = context.contract ?? offer;
  // Under the page's h4 sections, or right under the popup's title (h2).
  const Heading = compact ? 'h3' : 'h5';
  const actionError = useActionError();
  return (
    <article
      className="ct-card"
      aria-labelledby={`contract-offer-${offer.id}`}
      data-testid={`contract-offer-${offer.id}`}
      aria-busy={busy}
    >
      <Heading id={`contract-offer-${offer.id}`} className="ct-card-title">
        {t('offers.from', { username: shown.upline.username, kind: t(`kind.${shown.kind}`) })}
      </Heading>
      <p className="acct-muted">{t('offers.offeredAt', { date: format.dateTime(offer.offeredAt) })}</p>
      <TermsView
        terms={shown.terms}
        name={t('offers.name', { username: shown.upline.username })}
        testId={`contract-offer-${offer.id}-terms`}
      />
      {compact ? null : <OwnTeamPreview terms={shown.terms} />}

      {state.matches('idle') ||
      state.matches({ accept: 'sending' }) ||
      state.matches({ reject: 'sending' }) ? (
        <div className="ct-actions">
          <Button variant="primary" disabled={busy} onClick={() => send({ type: 'offer.accept' })}>
            {t('actions.accept')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'offer.reject' })}>
            {t('actions.reject')}
          </Button>
        </div>
      ) : null}

      {state.matches({ accept: 'confirmingLowerRate' }) ? (
        <LowerRateDialog
          ends={context.ends}
          busy={busy}
          onConfirm={() => send({ type: 'lowerRate.confirm' })}
          onCancel={() => send({ type: 'lowerRate.cancel' })}
        />
      ) : null}

      {state.matches({ accept: 'failed' }) || state.matches({ reject: 'failed' }) ? (
        <FlowFailure
          error={context.error}
          onRetry={() => send({ type: 'flow.retry' })}
          onCancel={() => send({ type: 'flow.cancel' })}
          cancelLabel={t('actions.back')}
        />
      ) : null}

      {state.matches('stale') || state.matches('reloading') ? (
        <div role="alert" className="acct-alert" data-testid="contract-stale">
          <p>{t('stale.message')}</p>
          {context.error !== null && !isStaleRefusal(context.error) ? (
            <p>{actionError(context.error)}</p>
          ) : null}
          <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'offer.reload' })}>
            {t('stale.reload')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/**
 * Ending a contract (§4 "either side terminates"; the upline withdrawing a pending offer too), with
 * a confirmation dialog; a failure stays in the dialog with a retry. `onDone` receives the text of
 * the outcome.
 */
export function TerminateControl({
  contract,
  onDone,
  label,
}: {
  contract: Contract;
  onDone: DoneNotice;
  /** The button's text (end a contract, withdraw an offer). */
  label: string;
}) {
  const { t } = useTranslation('contracts');
  const outcomeText = useOutcomeText();
  const [state, send] = useContractFlow(contract.kind, contract, (outcome, context) =>
    onDone(outcomeText(outcome, context)),
  );
  const busy = state.hasTag('busy');
  const open = state.matches('terminate');
  const cancel = () =>
    send({ type: state.matches({ terminate: 'failed' }) ? 'flow.cancel' : 'terminate.cancel' });
  return (
    <>
      <Button
        variant="ghost"
        disabled={busy}
        aria-label={t('terminate.buttonFor', { label, username: contract.downline.username })}
        onClick={() => send({ type: 'contract.terminate' })}
      >
        {label}
      </Button>
      {open ? (
        <ContractDialog
          title={t('terminate.title')}
          description={t(
            contract.status === 'offered' ? 'terminate.withdrawQuestion' : 'terminate.question',
            {
              upline: contract.upline.username,
              downline: contract.downline.username,
              kind: t(`kind.${contract.kind}`),
            },
          )}
          onClose={() => {
            if (!busy) cancel();
          }}
          testId="contract-terminate"
        >
          {state.matches({ terminate: 'failed' }) ? (
            <FlowFailure
              error={state.context.error}
              onRetry={() => send({ type: 'flow.retry' })}
              onCancel={cancel}
              cancelLabel={t('actions.back')}
            />
          ) : (
            <div className="ct-actions">
              <Button variant="ghost" disabled={busy} onClick={cancel}>
                {t('terminate.keep')}
              </Button>
              <Button
                variant="danger"
                disabled={busy}
                aria-busy={busy}
                onClick={() => send({ type: 'terminate.confirm' })}
              >
                {t('terminate.confirm')}
              </Button>
            </div>
          )}
        </ContractDialog>
      ) : null}
    </>
  );
}
