import { useMachine } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { smsCountdownMachine, type SendCodeOutput, type SmsCountdownMode } from '../../../machines/sms-countdown';
import type { FormValues } from '../forms/converter';
import type { MachineError } from './machine-error';

/**
 * Wires the SMS send button (§4 SMS send button, §9 throttle 1000 ms) to the countdown machine.
 * `send(values)` is given the form's current values; it rejects (ApiError) when the platform
 * refuses, which the machine turns into its `error`.
 */
export function useSmsCountdown(mode: SmsCountdownMode, send: (values: FormValues) => Promise<SendCodeOutput>) {
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  });
  const valuesRef = useRef<FormValues>({});
  const machine = useMemo(
    () => smsCountdownMachine.provide({ actors: { sendCode: fromPromise(() => sendRef.current(valuesRef.current)) } }),
    [],
  );
  const [state, dispatch] = useMachine(machine, { input: { mode } });
  return {
    disabled: state.hasTag('disabled'),
    remainingSeconds: state.context.remainingSeconds,
    error: state.context.error as MachineError,
    request(values: FormValues) {
      valuesRef.current = values;
      dispatch({ type: 'sms.send' });
    },
    reset: () => dispatch({ type: 'sms.reset' }),
  };
}
