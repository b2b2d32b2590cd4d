/**
 * Model-based test of the shell machine: the shortest path to every state
 * of the model, extended by every event that state accepts, so each edge of
 * the graph is taken once. Each path is replayed on a fresh actor and every
 * state is checked for what it means (which modal, where the menu is).
 */
import { describe, expect, it } from 'vitest';
import { type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { shellMachine, type ShellEvent } from '../../src/machines/shell/shell.machine';
import { shellEvents, shellModel } from '../../src/machines/shell/shell.model';
import { isMenuClosedPath } from '../../src/machines/shell/side-menu-routes';
import { createRecordedActor } from '../support/recorded-actor';
import { allOf, createReachedLog } from '../support/machine-coverage';

type Snapshot = SnapshotFrom<typeof shellMachine>;

const input = shellModel.input as { pathname: string };
const serializeState = shellModel.serializeState!;
const shortest = getShortestPaths(shellMachine, { events: shellEvents, serializeState, input });

/** Every edge: the way to a state, then one more event it accepts. */
const edgePaths = shortest.flatMap((path) =>
  shellEvents
    .filter((event) => (path.state as Snapshot).can(event))
    .map((event) => [...path.steps.slice(1).map((step) => step.event as ShellEvent), event]),
);

const label = (event: ShellEvent) =>
  event.type === 'modal.open' ? `open(${event.modal})` : event.type === 'sideMenu.set' ? `set(${event.open})` : event.type === 'route.enter' ? `enter(${event.pathname})` : event.type;

/** The model's own account of what the events did, to compare the machine with. */
function expectedAfter(events: ShellEvent[]) {
  let modal: string | null = null;
  let pathname = input.pathname;
  let menuOpen = !isMenuClosedPath(pathname);
  for (const event of events) {
    if (event.type === 'modal.open') modal = event.modal;
    else if (event.type === 'modal.close') modal = null;
    else if (event.type === 'sideMenu.toggle') menuOpen = !menuOpen;
    else if (event.type === 'sideMenu.set') menuOpen = event.open;
    else if (event.type === 'route.enter') {
      pathname = event.pathname;
      menuOpen = !isMenuClosedPath(pathname);
    }
  }
  return { modal, menuOpen };
}

function expectMeaning(snapshot: Snapshot, expected: { modal: string | null; menuOpen: boolean }) {
  expect(snapshot.context.modal).toBe(expected.modal);
  expect(snapshot.matches({ modal: expected.modal ? 'open' : 'closed' })).toBe(true);
  if (!expected.modal) expect(snapshot.context.modalProps).toBeNull();
  expect(snapshot.context.sideMenuOpen).toBe(expected.menuOpen);
  expect(snapshot.matches({ sideMenu: expected.menuOpen ? 'open' : 'closed' })).toBe(true);
}

const reached = createReachedLog('shell');

describe('shell paths', () => {
  it('starts with the menu per route', () => {
    for (const [pathname, open] of [['/', true], ['/seamless', false], ['/vnLottery', false], ['/seaLottery', false], ['/down', false], ['/lottery', false], ['/promotions', true]] as const) {
      const actor = createRecordedActor(shellMachine, { input: { pathname }, inspect: reached.inspect }).start();
      expect(actor.getSnapshot().context.sideMenuOpen).toBe(open);
      actor.stop();
    }
  });

  for (const events of edgePaths) {
    it(`replays ${events.map(label).join(' → ')}`, () => {
      const actor = createRecordedActor(shellMachine, { input, inspect: reached.inspect }).start();
      expectMeaning(actor.getSnapshot(), expectedAfter([]));
      events.forEach((event, index) => {
        actor.send(event);
        expectMeaning(actor.getSnapshot(), expectedAfter(events.slice(0, index + 1)));
      });
      actor.stop();
    });
  }

  it('keeps the props of the open modal and replaces them with the next one', () => {
    const actor = createRecordedActor(shellMachine, { input, inspect: reached.inspect }).start();
    actor.send({ type: 'modal.open', modal: 'login', props: { mode: 'register' } });
    expect(actor.getSnapshot().context.modalProps).toEqual({ mode: 'register' });
    actor.send({ type: 'modal.open', modal: 'language' });
    expect(actor.getSnapshot().context).toMatchObject({ modal: 'language', modalProps: null });
    actor.stop();
  });

  it('reached every state and transition of the machine', () => {
    const all = allOf(shellMachine);
    expect([...all.states].filter((id) => !reached.states.has(id))).toEqual([]);
    expect([...all.transitions].filter((key) => !reached.transitions.has(key))).toEqual([]);
  });
});
