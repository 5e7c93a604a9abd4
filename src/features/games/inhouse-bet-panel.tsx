import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesKeys } from '../../lib/api/games';
import type { InhouseBetResult, InhouseGame } from '../../lib/api/games-types';
import { walletKeys } from '../../lib/api/wallet';
import { isTrial, useSession, type Session } from '../../lib/session';
import { openModal } from '../../lib/ui-store';
import { Button } from '../../components/button';
import { newRequestId } from './game-frame-store';
import { AmountField, ErrorText, useAmountError } from './inhouse-fields';
import { DiceResult } from './inhouse-dice-result';
import { PARAMETER_DECIMALS, validateRange, validateStake } from './inhouse-logic';

/** Opens the login popup or the need-real-account warning when the player may not bet (§5, §6). */
export function guard(session: Session): boolean {
  if (!session.token) {
    openModal('loginPopup');
    return false;
  }
  if (isTrial(session.member)) {
    openModal('needRealAccount');
    return false;
  }
  return true;
}

/** After a bet, won or refused: the balances, the seed's nonce and the round history are stale. */
export function useBetSettled() {
  const queryClient = useQueryClient();
  const account = useSession().member?.account ?? '';
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouseSeed(account) });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouseRounds(account) });
  }, [queryClient, account]);
}

/** The second number of a bet (dice target, crash cash-out): its label, bounds and start value. */
export interface BetParameter {
  label: string;
  hint: string;
  testId: string;
  min: number;
  max: number;
  initial: string;
}

/**
 * One in-house bet form (dice; crash runs live in its own panel): the stake (≤ balance), the game's parameter within its
 * bounds, game-specific `extra` fields given the parameter once valid, the bet button, the
 * server's refusal and, beside the form (in view at 1366×900), the round's result. Input is kept on a refusal; `place` gets the stake
 * and parameter in major units / game units and a fresh request id. The stake has at most
 * `minorUnits` decimals (the brand currency's).
 */
export function BetPanel(props: {
  game: InhouseGame;
  title: string;
  submitLabel: string;
  balance: number | undefined;
  minorUnits: number;
  parameter: BetParameter;
  place: (input: { requestId: string; stake: number; parameter: number }) => Promise<InhouseBetResult>;
  extra?: (parameter: number | null) => ReactNode;
}) {
  const { t } = useTranslation('games');
  const session = useSession();
  const amountError = useAmountError();
  const settled = useBetSettled();
  const { parameter } = props;
  // A whole unit: valid whatever the currency's minorUnits.
  const [stake, setStake] = useState('1');
  const [value, setValue] = useState(parameter.initial);
  const [touched, setTouched] = useState(false);
  const stakeParsed = validateStake(stake, props.balance, props.minorUnits);
  const valueParsed = validateRange(value, parameter.min, parameter.max);
  const bet = useMutation({ mutationFn: props.place, onSettled: settled });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched(true);
    if (!guard(session) || !stakeParsed.ok || !valueParsed.ok) return;
    bet.mutate({ requestId: newRequestId(), stake: stakeParsed.value, parameter: valueParsed.value });
  };
  const titleId = `${props.game}-title`;
  return (
    <div className="inhouse-play">
      <form className="inhouse-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <h2 id={titleId}>{props.title}</h2>
        <AmountField
          label={t('inhouse.stake')}
          value={stake}
          onChange={setStake}
          testId="inhouse-stake"
          error={touched ? amountError(stakeParsed, props.minorUnits) : ''}
        />
        <AmountField
          label={parameter.label}
          value={value}
          onChange={setValue}
          testId={parameter.testId}
          hint={parameter.hint}
          error={
            touched
              ? amountError(valueParsed, PARAMETER_DECIMALS, { min: parameter.min, max: parameter.max })
              : ''
          }
        />
        {props.extra?.(valueParsed.ok ? valueParsed.value : null)}
        <Button type="submit" variant="primary" data-testid="inhouse-bet" disabled={bet.isPending}>
          {props.submitLabel}
        </Button>
        <ErrorText error={bet.error} />
      </form>
      <DiceResult result={bet.data} stake={bet.data ? bet.variables?.stake : undefined} />
    </div>
  );
}
