import { createMachine, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { runPure } from '../../model/support/access-paths';
import type { UiAdapter } from '../../model-ui/ui-adapter';
import { chainPaths } from '../../model-ui/ui-paths';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opened', lock: 'locked' } },
    opened: { on: { close: 'closed' } },
    locked: { on: { unlock: 'closed' } },
  },
});

const adapterOf = (allow: (event: EventObject) => boolean): UiAdapter => ({
  machine: door,
  model: { events: [] },
  variants: {},
  filterEvents: (_, event) => allow(event),
  actions: {},
  automatic: [],
  states: {},
  notFromUi: {},
});

const pathOf = (types: string[], variant = 'default') => {
  const events = types.map((type) => ({ type }));
  return { input: undefined, events, ...runPure(door, undefined, events), variant };
};

describe('chaining UI paths', () => {
  it('appends a path to one that ends where a prefix of it rests, and keeps what both reached', () => {
    const chained = chainPaths(adapterOf(() => true), [pathOf(['open', 'close']), pathOf(['lock', 'unlock'])]);
    expect(chained.map((path) => path.events.map((event) => event.type))).toEqual([['open', 'close', 'lock', 'unlock']]);
    expect(chained[0].keys.has('state:door.locked')).toBe(true);
    expect(chained[0].snapshots.at(-1)?.value).toBe('closed');
  });

  it('never leaves out steps that took something the chained path would then miss', () => {
    const chained = chainPaths(adapterOf(() => true), [pathOf(['open', 'close']), pathOf(['lock', 'unlock', 'open'])]);
    expect(chained.map((path) => path.events.map((event) => event.type))).toEqual([['open', 'close', 'lock', 'unlock', 'open']]);
  });

  it('keeps paths apart across input variants, after a path that ends elsewhere, or when the screen refuses a step', () => {
    expect(chainPaths(adapterOf(() => true), [pathOf(['open', 'close']), pathOf(['lock'], 'other')])).toHaveLength(2);
    expect(chainPaths(adapterOf(() => true), [pathOf(['open']), pathOf(['lock'])])).toHaveLength(2);
    expect(chainPaths(adapterOf((event) => event.type !== 'lock'), [pathOf(['open', 'close']), pathOf(['lock'])])).toHaveLength(2);
  });
});
