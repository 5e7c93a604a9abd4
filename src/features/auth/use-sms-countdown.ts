import { useMachine } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  smsCountdownMachine,
  type SendCodeOutput,
  type SmsCountdownMode,
} from '../../../machines/sms-countdown';
import type { FormValues } from '../../forms/converter';
import type { MachineError } from './machine-error';

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

/**
 * Wires the SMS send button (§4 SMS send button, §9 throttle 1000 ms) to the countdown machine.
 * `send(values)` is given the form's current values; it rejects (ApiError) when the platform
 * refuses, which the machine turns into its `error`.
 */
export function useSmsCountdown(mode: SmsCountdownMode, send: Send) {
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
    error: state.context.error as MachineError,
    request: (values: FormValues) => {
      sender.setValues(values);
      dispatch({ type: 'sms.send' });
    },
    reset: () => dispatch({ type: 'sms.reset' }),
  };
}
