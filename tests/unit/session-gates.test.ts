/**
 * Gated actions go through the session machine (src/app/member-pages.ts):
 * the verdict the machine emits decides between the login popup, the trial
 * warning and the page, and a 'pending' verdict (member info still loading)
 * waits for the account kind instead of treating the visitor as a member.
 * The session is the real machine with its effects stubbed by deferred
 * promises the test settles.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../src/app/app-context';
import { openGated } from '../../src/app/member-pages';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { silentLiveChannel } from './support/silent-live-channel';
import type { RestoredSession } from '../../src/machines/session/session-rules';
import { memberInfoOfType } from '../../src/machines/session/session.model';
import { shellMachine } from '../../src/machines/shell/shell.machine';
import type { Balance, MemberInfo } from '../../src/services/schemas/account';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const balance: Balance = { sumBalance: 10, currency: 'VND', currencySymbol: '₫', balance: [] };

function world(restored: RestoredSession | null) {
  const restore = deferred<RestoredSession | null>();
  const info = deferred<MemberInfo>();
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreToken: fromPromise(() => restore.promise),
        loadMemberInfo: fromPromise(() => info.promise),
        loadBalance: fromPromise(async () => balance),
        loadAvatar: fromPromise<string | null>(async () => null),
        loadUnreadCount: fromPromise(async () => 0),
        loadPoints: fromPromise(async () => 0),
        liveChannel: silentLiveChannel,
      },
      actions: { storeToken: () => {}, storeChangeRequired: () => {}, clearStoredSession: () => {} },
    }),
  ).start();
  const shell = createActor(shellMachine, { input: { pathname: '/' } }).start();
  const app = { actors: { session, shell, systemStatus: undefined } } as unknown as AppContext;
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    session,
    shell,
    app,
    restore: async () => {
      restore.resolve(restored);
      await settle();
    },
    loadInfo: async (type: number) => {
      info.resolve(memberInfoOfType(type));
      await settle();
    },
  };
}

describe('gated actions through the session machine', () => {
  it('a guest gets the login popup', async () => {
    const { app, shell, restore } = world(null);
    await restore();
    const open = vi.fn();
    openGated(app, 'memberCentre', open);
    expect(open).not.toHaveBeenCalled();
    expect(shell.getSnapshot().context.modal).toBe('login');
  });

  it('waits while member info loads, then gives a trial account the warning', async () => {
    const { app, shell, session, restore, loadInfo } = world({ token: 't', mustChangePassword: false });
    await restore();
    const open = vi.fn();
    openGated(app, 'memberCentre', open);
    expect(session.getSnapshot().context.gateOutcome).toEqual({ gate: 'memberCentre', verdict: 'pending' });
    expect(shell.getSnapshot().context.modal).toBeNull();
    await loadInfo(4);
    expect(shell.getSnapshot().context.modal).toBe('trialWarning');
    expect(open).not.toHaveBeenCalled();
  });

  it('gives a trial account the warning when it launches a game, and lets a member launch', async () => {
    const trial = world({ token: 't', mustChangePassword: false });
    await trial.restore();
    await trial.loadInfo(4);
    const play = vi.fn();
    openGated(trial.app, 'launchGame', play);
    expect(trial.shell.getSnapshot().context.modal).toBe('trialWarning');
    expect(play).not.toHaveBeenCalled();
    const member = world({ token: 't', mustChangePassword: false });
    await member.restore();
    await member.loadInfo(0);
    openGated(member.app, 'launchGame', play);
    expect(play).toHaveBeenCalledOnce();
  });

  it('opens the page for a member once the kind is known, and refuses the agent centre', async () => {
    const { app, shell, restore, loadInfo } = world({ token: 't', mustChangePassword: false });
    await restore();
    const open = vi.fn();
    openGated(app, 'memberCentre', open);
    await loadInfo(0);
    expect(open).toHaveBeenCalledOnce();
    const agent = vi.fn();
    openGated(app, 'agentCentre', agent);
    expect(agent).not.toHaveBeenCalled();
    // A member at the agent centre is told so (spec §6: "Non-agents cannot log in").
    expect(shell.getSnapshot().context).toMatchObject({ modal: 'notice', modalProps: { messageKey: 'errors.login.only.agent' } });
  });

  it('asks again after restoring when the question came before the session knew anything', async () => {
    const { app, restore, loadInfo } = world({ token: 't', mustChangePassword: false });
    const open = vi.fn();
    openGated(app, 'agentCentre', open);
    await restore();
    expect(open).not.toHaveBeenCalled();
    await loadInfo(41);
    expect(open).toHaveBeenCalledOnce();
  });
});
