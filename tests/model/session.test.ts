/**
 * Model-based test of the session: planned paths replayed against the real
 * gateway. Token markers become real logins of demo accounts (member, agent,
 * default password), free play makes a real trial account, a stale token is
 * one the gateway never issued, and an expiry is a real 401 after the token
 * is revoked on the server. Storage is in memory; the client's
 * onSessionExpired sends `session.expired` to the actor, as in the app. A
 * restored token may carry the `cpw` flag of a pending forced change, or come
 * with a link's token of another account (a real login of its own).
 */
import { changeRequiredKey } from '../../src/services/session-stores';
import { seedPointBalances } from '../../server/src/seed/points';
import { fromCallback, type EventObject } from 'xstate';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPassword } from '../../server/src/domain/passwords';
import { revokeSession } from '../../server/src/domain/sessions';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { accountKindOf, type GateOutcome, type RestoredSession } from '../../src/machines/session/session-rules';
import { sessionEvents, sessionModel, sessionTokens } from '../../src/machines/session/session.model';
import { createAccessLogic } from '../../src/services/access-logic';
import { calls } from '../../src/services/calls';
import type { LoginResult } from '../../src/services/schemas/account';
import { login } from '../../src/services/session.api';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, memoryStores, startWorld, type World } from './support/access-world';
import { gatewayCanAnswerSession } from './support/session-answers';

const day = 24 * 60 * 60 * 1000;
const accounts: Record<string, { username: string; password: string }> = {
  [sessionTokens.member]: { username: 'demo', password: 'Demo1234' },
  [sessionTokens.agent]: { username: 'agent1', password: 'Agent123' },
  [sessionTokens.mustChange]: { username: 'weakpass', password: defaultPassword },
};
const plans = planPaths(sessionMachine, sessionModel, [{ filterEvents: gatewayCanAnswerSession }]);

describe('session machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(sessionMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    // The channel's stream is the live-channel test's; here the planned `live.changed` is sent as the channel would.
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now, openChannel: fromCallback(() => undefined) });
    const actor = coverage.createActor(access.session);
    client.onSessionExpired = () => actor.send({ type: 'session.expired' });
    const emitted: GateOutcome[] = [];
    actor.on('gate.outcome', ({ gate, verdict }) => emitted.push({ gate, verdict }));
    const heard: string[][] = [];
    actor.on('live.changed', ({ topics }) => heard.push(topics));

    const realLogin = async (marker: string): Promise<LoginResult> => {
      const account = accounts[marker];
      return login({ http: client.http }, { type: 'username', username: account.username, password: account.password });
    };

    // What restoring finds is arranged before the actor starts: a real token, a stale one, none, or storage that throws.
    const first = plan.events[0];
    if (first?.type === sessionEvents.restoreDone) {
      const restored = (first as EventObject & { output: RestoredSession | null }).output;
      const marker = restored?.token;
      if (marker === sessionTokens.stale) stores.store.write('stale-token-the-gateway-never-issued');
      else if (marker) stores.store.write((await realLogin(marker)).token);
      if (restored?.mustChangePassword) stores.store.writeChangeRequired(true);
      if (restored?.handoverToken) {
        const linked = (await realLogin(restored.handoverToken)).token;
        stores.store.takeQueryToken = () => linked;
      }
    }
    const read = stores.store.read;
    if (first?.type === sessionEvents.restoreError) {
      stores.store.read = () => {
        throw new Error('storage.unavailable');
      };
    }

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: {
        loadMemberInfo: [calls.memberInfo.path],
        loadBalance: [calls.balance.path],
        loadAvatar: [calls.memberIcon.path],
        loadUnreadCount: [calls.unreadCount.path],
        loadPoints: [calls.pointBalance.path],
        startFreePlay: [calls.loginFreePlay.path],
        submitLogout: [calls.logout.path],
      },
      executors: {
        [sessionEvents.restoreError]: () => {
          stores.store.read = read;
        },
        'login.succeeded': async (event) => {
          const planned = event as EventObject & { result: LoginResult; mustChangePassword: boolean; password: string | null };
          const result = await realLogin(planned.result.token);
          expect(result.passwordDefault).toBe(planned.mustChangePassword);
          const password = planned.mustChangePassword ? accounts[planned.result.token].password : null;
          return { type: 'login.succeeded', result, mustChangePassword: planned.mustChangePassword, password };
        },
        'session.expired': async () => {
          const token = actor.getSnapshot().context.token;
          // A stale token expires by itself on its first call; a live one is revoked, then any call finds it gone.
          if (!token || token.startsWith('stale-')) return;
          await revokeSession(world.gateway.deps, token);
          await client.http.call('memberInfo', { schema: v.unknown() }).catch(() => undefined);
        },
      },
      assertState: (real, expected, event) => {
        const { context } = real;
        expect(context.gateOutcome).toEqual(expected.context.gateOutcome);
        if (event?.type.startsWith('gate.')) expect(emitted.at(-1)).toEqual(expected.context.gateOutcome);
        // The screens hear the notice; the balance it asks for loads without the spinner.
        if (event?.type === 'live.changed') expect(heard.at(-1)).toEqual((event as EventObject & { topics: string[] }).topics);
        expect(context.balanceQuiet).toBe(expected.context.balanceQuiet);
        expect(context.errorCode).toBe(expected.context.errorCode);
        expect(context.balanceErrorCode).toBe(expected.context.balanceErrorCode);
        expect(context.endedBy).toBe(expected.context.endedBy);
        expect(context.balanceVisible).toBe(expected.context.balanceVisible);
        if (real.matches('loggedIn')) {
          expect(context.token).toMatch(/\S{10,}/);
          expect(stores.store.read()).toBe(context.token);
        }
        // The link's token is held in memory only until the person chooses; it is never stored meanwhile.
        expect(context.handoverToken === null).toBe(expected.context.handoverToken === null);
        if (context.handoverToken) expect([...stores.session.values()]).not.toContain(context.handoverToken);
        if (real.matches('loggedOut')) {
          expect(context.token).toBeNull();
          if (event) expect(stores.store.read()).toBeNull();
          expect(stores.session.get('merchantCode')).toBe('XSP');
        }
        for (const kind of ['member', 'agent', 'trial'] as const) {
          if (real.matches({ loggedIn: { account: kind } })) expect(accountKindOf(context.memberInfo!)).toBe(kind);
        }
        if (real.matches({ loggedIn: { balance: 'ready' } })) expect(typeof context.balance?.sumBalance).toBe('number');
        // Only a login hands the password over; after a reload the change asks for the old one.
        expect(context.password).toBe(expected.context.password === null ? null : defaultPassword);
        if (!real.matches('restoring')) expect(stores.session.get(changeRequiredKey) ?? null).toBe(real.matches({ loggedIn: { password: 'changeRequired' } }) ? 'true' : null);
        // The account comes from the planned token marker: member info may have failed to load.
        const marker = expected.context.token as string | null;
        const trial = marker === sessionTokens.trial;
        if (expected.context.unreadCount === null) expect(context.unreadCount).toBeNull();
        else expect(context.unreadCount).toBe(trial ? 0 : 2);
        // The seeded point balance of the account (a trial account is refused the call).
        if (expected.context.points === null || trial) expect(context.points).toBeNull();
        else expect(context.points).toBe(seedPointBalances[accounts[marker ?? '']?.username ?? '']?.amount ?? 0);
        if (expected.context.avatarUrl === null) expect(context.avatarUrl).toBeNull();
        else expect(context.avatarUrl).toMatch(/^data:image\/png;base64,.{40,}/);
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(sessionMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});

