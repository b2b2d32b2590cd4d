import { createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { coverageOf, transitionKey } from '../../../src/inspection/coverage';

const router = setup({ guards: { isA: ({ context }: { context: { to: string } }) => context.to === 'a' } }).createMachine({
  id: 'router',
  context: { to: 'b' },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isA', target: 'a' }, { target: 'b' }] },
    a: {},
    b: {},
  },
});

describe('transition keys', () => {
  it('tell guarded eventless alternatives apart', () => {
    const keys: string[] = [];
    createActor(router, { inspect: (event) => keys.push(...(coverageOf(event)?.transitions ?? [])) }).start();
    expect(keys).toEqual(['router.deciding||1']);
    const [first, second] = router.root.states.deciding.always!;
    expect([transitionKey(first), transitionKey(second)]).toEqual(['router.deciding||0', 'router.deciding||1']);
  });
});
