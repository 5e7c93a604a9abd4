import { useMachine } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  smsCountdownMachine,
  type SendCodeOutput,
  type SmsCountdownError,
  type SmsCountdownMode,
} from '../../machines/sms-countdown';
import type { FormValues } from './converter';

type Send = (values: FormValues) => Promise<SendCodeOutput>;

/** Holds the latest send function and form values for the machine's `sendCode` actor. */
function createSender() {
  let send: Send = () => Promise.reject(new Error('sendCode not ready'));
  let values: FormValues = {};
  return {
    setSend: (next: Send) => {
      send = next;
    },
    setValues: (next: FormValues) => {
      values = next;
    },
    call: () => send(values),
  };
}

/** What {@link useSmsCountdown} gives the page: the SMS widget's state and the send handler. */
export interface SmsCountdown {
  /** The button is inactive (sending or counting). */
  disabled: boolean;
  /** Whole seconds left on the countdown; 0 when not counting. */
  remainingSeconds: number;
  /** Why the last send failed (an `auth` i18n key or the server's message), or null. */
  error: SmsCountdownError | null;
  /** Sends the code for these form values (throttled by the machine to once per 1000 ms). */
  request: (values: FormValues) => void;
  /** Stops the countdown and clears the error (e.g. the form changed). */
  reset: () => void;
}

/**
 * Wires the SMS send button (§4 SMS send button, §9 throttle 1000 ms) to `machines/sms-countdown.ts`
 * for every form with an SMS code (registration, SMS log-in, forgot by phone, bind mobile).
 * `send(values)` is given the form's current values; it rejects (ApiError) when the platform
 * refuses, which the machine turns into its `error`. Spread `disabled`, `remainingSeconds` and
 * `request` (as `onSend`) into the SchemaForm's `formContext.sms`.
 *
 * @param mode - `minutes`: the answer carries `expiredMinutes` (countdown expiredMinutes × 60 s);
 *   `until`: it carries `expirationTime` (epoch ms)
 * @param send - the SMS call for the given form values
 */
export function useSmsCountdown(mode: SmsCountdownMode, send: Send): SmsCountdown {
  const [sender] = useState(createSender);
  useLayoutEffect(() => {
    sender.setSend(send);
  });
  const [machine] = useState(() =>
    smsCountdownMachine.provide({ actors: { sendCode: fromPromise(sender.call) } }),
  );
  const [state, dispatch] = useMachine(machine, { input: { mode } });
  return {
    disabled: state.hasTag('disabled'),
    remainingSeconds: state.context.remainingSeconds,
    error: state.context.error,
    request: (values: FormValues) => {
      sender.setValues(values);
      dispatch({ type: 'sms.send' });
    },
    reset: () => dispatch({ type: 'sms.reset' }),
  };
}
