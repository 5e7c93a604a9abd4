import {
  __unsafe_getAllOwnEventDescriptors as eventTypesOf,
  getInitialMicrosteps,
  getMicrosteps,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';

/** An event with its payload, e.g. `{ type: 'xstate.done.actor.login', output }`. */
export type GraphEvent = { type: string } & Record<string, unknown>;

/**
 * Test support (imported only by `*.test.ts`): which state nodes of `machine` are never entered
 * when `xstate/graph` walks every shortest path from the initial state.
 *
 * In each state every event type the state accepts is offered: the matching `events` given here
 * (representative payloads, including the `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events that stand for invoked actors finishing), or `{ type }` alone (e.g. delayed events).
 * Paths are replayed microstep by microstep, so transient states (left at once by an `always`
 * transition) count as entered too. Snapshots are told apart by value and context (the graph's
 * default), so a branch that depends on context (a guard on the submitted data) is walked too;
 * tests keep the context finite (a fixed clock, a few representative payloads).
 *
 * @returns ids of state nodes never entered; empty when every state is reachable.
 */
export function unreachedStateIds(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly GraphEvent[],
): string[] {
  const paths = getShortestPaths(machine, {
    input,
    events: (snapshot) =>
      eventTypesOf(snapshot)
        .map((type: unknown) => String(type))
        .flatMap((type): GraphEvent[] => {
          const given = events.filter((event) => event.type === type);
          return given.length > 0 ? given : [{ type }];
        }),
  });

  const entered = new Set<string>();
  const enter = (microsteps: ReadonlyArray<readonly [AnyMachineSnapshot, unknown]>): AnyMachineSnapshot => {
    for (const [snapshot] of microsteps) for (const node of snapshot._nodes) entered.add(node.id);
    const last = microsteps[microsteps.length - 1];
    if (last === undefined) throw new Error(`${machine.id}: a step produced no microstep`);
    return last[0];
  };

  for (const path of paths) {
    let snapshot = enter(getInitialMicrosteps(machine, input));
    for (const step of path.steps) {
      const event = step.event as GraphEvent;
      if (event.type !== 'xstate.init') snapshot = enter(getMicrosteps(machine, snapshot, event));
    }
  }

  return getStateNodes(machine)
    .map((node) => node.id)
    .filter((id) => !entered.has(id));
}

/** Test support: an error shaped like the site's `ApiError` (contract "Front-end modules"). */
export function apiError(
  kind: 'network' | 'timeout' | 'http' | 'platform' | 'invalid',
  message = '',
  value?: unknown,
): Error & { kind: string; value?: unknown } {
  return Object.assign(new Error(message), { kind, value });
}
