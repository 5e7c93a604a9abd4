import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  contractMachine,
  type AcceptInput,
  type AcceptedLike,
  type ContractFlowContext,
  type ContractIdInput,
  type ContractLike,
  type DecisionInput,
  type OfferInput,
  type PreviewInput,
  type PreviewLike,
  type ReloadInput,
} from '../../../../machines/contract';
import {
  acceptContract,
  contractKeys,
  getPendingOffer,
  offerContract,
  previewContract,
  rejectContract,
  terminateContract,
  type ContractKind,
} from '../../../lib/api/contracts';

/** How a contract flow ended (the machine's final states). */
export type FlowOutcome = 'sent' | 'accepted' | 'rejected' | 'terminated' | 'closed';

/**
 * The contract machine (machines/contract.ts) wired to the contract calls of src/lib/api/contracts.ts
 * for one contract of `kind` (or a new offer when `contract` is null). When the flow ends (offer
 * sent, accepted, rejected, terminated, or found closed) `onDone` gets the outcome and the final
 * context (the page says so: the row itself leaves the list), then every `['contracts']` query is
 * invalidated, so the lists, settlements and pending offers (consolidated info) follow.
 *
 * @returns `[state, send]` of `useMachine`.
 */
export function useContractFlow(
  kind: ContractKind,
  contract: ContractLike | null,
  onDone?: (outcome: FlowOutcome, context: ContractFlowContext) => void,
) {
  const client = useQueryClient();
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  const machine = useMemo(
    () =>
      contractMachine.provide({
        actors: {
          preview: fromPromise<PreviewLike, PreviewInput>(({ input }) =>
            previewContract({ downlineId: input.downlineId, terms: input.terms }),
          ),
          offer: fromPromise<ContractLike, OfferInput>(({ input }) =>
            offerContract(input.kind, {
              requestId: input.requestId,
              downlineId: input.downlineId,
              terms: input.terms,
            }),
          ),
          accept: fromPromise<AcceptedLike, AcceptInput>(({ input }) =>
            acceptContract(input.kind, {
              contractId: input.contractId,
              version: input.version,
              confirmLowerRate: input.confirmLowerRate,
            }),
          ),
          reject: fromPromise<ContractLike, DecisionInput>(({ input }) =>
            rejectContract(input.kind, { contractId: input.contractId, version: input.version }),
          ),
          terminate: fromPromise<ContractLike, ContractIdInput>(({ input }) =>
            terminateContract(input.kind, input.contractId),
          ),
          reload: fromPromise<ContractLike | null, ReloadInput>(({ input }) =>
            getPendingOffer(input.kind, input.contractId, input.uplineId),
          ),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: { kind, contract } });
  const outcome = state.status === 'done' ? (state.value as FlowOutcome) : null;
  const context = state.context;
  useEffect(() => {
    if (outcome === null) return;
    latest.current?.(outcome, context);
    void client.invalidateQueries({ queryKey: contractKeys.all });
  }, [outcome, context, client]);
  return [state, send] as const;
}
