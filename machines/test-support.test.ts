import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { unreachedStateIds } from './test-support';

describe('unreachedStateIds', () => {
  const machine = createMachine({
    id: 'probe',
    initial: 'a',
    states: {
      a: { on: { go: 'b' } },
      b: { always: 'c' },
      c: { on: { back: 'a' } },
      orphan: {},
    },
  });

  it('names states no path enters, and counts transient states as entered', () => {
    expect(unreachedStateIds(machine, undefined, [])).toEqual(['probe.orphan']);
  });
});
