import { createActor, raise, setup, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { coverageOf, initialStateIds, transitionKey } from '../../../src/inspection/coverage';
import { createReplayer, replayPlan } from '../../../src/inspector/paths/plan';
import { registrationMachine } from '../../../src/machines/registration/registration.machine';
import { registrationModelInput } from '../../../src/machines/registration/registration.model';

const router = setup({ guards: { isA: ({ context }: { context: { to: string } }) => context.to === 'a' } }).createMachine({
  id: 'router',
  context: { to: 'b' },
  initial: 'deciding',
  states: {
    deciding: { initial: 'weighing', states: { weighing: {} }, always: [{ guard: 'isA', target: 'a' }, { target: 'b' }] },
    a: {},
    b: { on: { back: 'deciding' } },
  },
});

/** Like registration's captcha region: entering raises an event that leaves the initial state at once. */
const panel = setup({}).createMachine({
  id: 'panel',
  type: 'parallel',
  entry: raise({ type: 'panel.show' }),
  states: {
    form: { initial: 'editing', states: { editing: {} } },
    picture: { initial: 'hidden', states: { hidden: { on: { 'panel.show': 'shown' } }, shown: {} } },
  },
});

function record(machine: Parameters<typeof createActor>[0], options: Record<string, unknown> = {}) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    const hit = coverageOf(event);
    if (!hit) return;
    hit.states.forEach((state) => states.add(state));
    hit.transitions.forEach((key) => transitions.add(key));
  };
  const actor = createActor(machine, { ...options, inspect } as never);
  return { actor, states, transitions };
}

describe('transition keys', () => {
  it('tell guarded eventless alternatives apart', () => {
    const keys: string[] = [];
    createActor(router, { inspect: (event) => keys.push(...(coverageOf(event)?.transitions ?? [])) }).start();
    expect(keys).toEqual(['router.deciding||1']);
    const [first, second] = router.root.states.deciding.always!;
    expect([transitionKey(first), transitionKey(second)]).toEqual(['router.deciding||0', 'router.deciding||1']);
  });
});

describe('states passed through', () => {
  it('lists the configuration starting a machine enters', () => {
    expect(initialStateIds(router)).toEqual(['router', 'router.deciding', 'router.deciding.weighing']);
    expect(initialStateIds(panel)).toEqual(['panel', 'panel.form', 'panel.form.editing', 'panel.picture', 'panel.picture.hidden']);
  });

  it('counts initial states an eventless step leaves at once, and the source of every transition', () => {
    const { actor, states } = record(router);
    actor.start();
    expect([...states].sort()).toEqual(['router', 'router.b', 'router.deciding', 'router.deciding.weighing']);
    states.clear();
    actor.send({ type: 'back' });
    // `deciding` is entered and left within one macrostep; the microstep into it is inspected, so it counts.
    expect([...states].sort()).toEqual(['router', 'router.b', 'router.deciding', 'router.deciding.weighing']);
  });

  it('counts an initial state a raised event leaves, with the transition out of it', () => {
    const { actor, states, transitions } = record(panel);
    actor.start();
    expect(actor.getSnapshot().value).toEqual({ form: 'editing', picture: 'shown' });
    expect(states).toContain('panel.picture.hidden');
    expect([...transitions]).toEqual(['panel.picture.hidden|panel.show|0']);
  });

  it('does not count the initial configuration of an actor restored from a snapshot', () => {
    const started = createActor(router).start();
    started.send({ type: 'back' });
    const persisted = started.getPersistedSnapshot();
    const { actor, states } = record(router, { snapshot: persisted });
    actor.start();
    expect(states).not.toContain('router.deciding.weighing');
  });

  it('counts them in plans replayed on the definition too', () => {
    const replayer = createReplayer(panel, undefined);
    expect(replayer.initial().start.states).toContain('panel.picture.hidden');
    const { plan } = replayPlan(createReplayer(router, undefined), [{ type: 'back' }]);
    expect(plan.start.states).toContain('router.deciding.weighing');
    expect(plan.steps[0].states).toContain('router.deciding');
    expect(plan.steps[0].transitions).toEqual(['router.b|back|0', 'router.deciding||1']);
  });

  it('reaches the registration captcha region hidden on start, though the setting shows it at once', () => {
    const { start } = createReplayer(registrationMachine, registrationModelInput).initial();
    expect(start.state).toBe('active.{form.editing.idle, captcha.shown}');
    expect(start.states).toContain('registration.active.captcha.hidden');
    expect(start.transitions).toContain('registration.active.captcha.hidden|captcha.show|0');
  });
});
