/**
 * Model-based test of the launch flow: planned paths replayed on the
 * provided launch actor against the real gateway. Each launch case is a
 * real card of the seeded catalogue; the session the launch asks is a real
 * one of the kind the path's gate answers call for (guest, a free-play trial
 * account, the demo member). A lost session is a token revoked on the
 * gateway before the launch, so the launch call meets a real 401; network
 * failures are calls failed like a dropped connection. Every state gets its
 * assertion, and the run must reach every state and transition.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../../server/src/domain/sessions';
import { createGameLaunchLogic } from '../../src/app/games/launch/launch-logic';
import { gameLaunchMachine } from '../../src/machines/game-launch/game-launch.machine';
import { launchKindOf, type GateAnswer, type LaunchRequestTarget, type StoredGame } from '../../src/machines/game-launch/game-launch-rules';
import { caseOf, gameLaunchEvents, gameLaunchModel, launchCases, type LaunchCase } from '../../src/machines/game-launch/game-launch.model';
import type { GameLaunchContext } from '../../src/machines/game-launch/game-launch.machine';
import { calls } from '../../src/services/calls';
import type { GameCard } from '../../src/services/schemas/games';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld, type World } from './support/access-world';
import { catalogueTargets, startSession, type Account } from './support/games-world';

type Payload = EventObject & { output?: unknown; error?: { code?: string; status?: number } };

const lostCases: readonly LaunchCase[] = ['sessionLost', 'sessionLostVassalage'];
/**
 * A sub-game list refused for a lost session: only a gateway of the original family, which asks a token for game
 * lists, answers that; this gateway lists games to visitors (spec §6), so no replay here can reach it.
 */
const unreachableHere = ['transition:gameLaunch.subGames.loading|xstate.error.actor.loadSubGames|0'];
/** Cards whose launch address the gateway gives (a picked game launches as a slot). */
const launchable: readonly (LaunchCase | null)[] = ['slot', 'seamless'];

/** What the gateway and the session answer in a path started from `variant`. */
function oracleFor(variant: LaunchCase) {
  const lost = lostCases.includes(variant);
  return (snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
    const context = snapshot.context as GameLaunchContext;
    const { output, error } = event as Payload;
    const card = caseOf(context.target);
    switch (event.type) {
      case gameLaunchEvents.gateDone:
        // One session per path: every answer is the first one; a revoked token still looks like a member to the session.
        return (context.verdict === null || context.verdict === output) && (!lost || output === 'allowed');
      case gameLaunchEvents.subGamesDone:
        // Game lists are public on this gateway (spec §6): a lost session still gets its sub-games.
        return true;
      case gameLaunchEvents.subGamesError:
        return error?.code === 'network.abnormal';
      case gameLaunchEvents.addressDone:
        return !lost && launchable.includes(card);
      case gameLaunchEvents.addressError:
        if (error?.code === 'network.abnormal') return true;
        if (error?.code === 'game.maintenance') return card === 'staleMaintenance';
        if (error?.code === 'game.not.found') return card === 'unknownGame';
        return lost && error?.status === 401;
      default:
        return true;
    }
  };
}

const plans = planPaths(
  gameLaunchMachine,
  gameLaunchModel,
  (gameLaunchModel.inputs ?? []).map((variant) => ({ input: variant.input, filterEvents: oracleFor(variant.name as LaunchCase) })),
);

/** The account a path needs: the one whose gate answer it plans. */
function accountOf(plan: PlannedPath): Account {
  const answer = plan.events.find((event) => event.type === gameLaunchEvents.gateDone) as Payload | undefined;
  return answer?.output === 'allowed' ? 'member' : answer?.output === 'trialWarning' ? 'trial' : 'guest';
}

const caseOfPlan = (plan: PlannedPath) => caseOf((plan.input as { target: LaunchRequestTarget }).target) as LaunchCase;

describe('game launch machine on the real gateway', () => {
  let world: World;
  let targets: Record<LaunchCase, LaunchRequestTarget>;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    targets = await catalogueTargets(world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition, from every kind of card', () => {
    expect(unplanned(gameLaunchMachine, plans).filter((key) => !unreachableHere.includes(key))).toEqual([]);
    expect(new Set(plans.map(caseOfPlan))).toEqual(new Set(launchCases));
  });

  it.each(plans.map((plan, index) => [index + 1, caseOfPlan(plan), accountOf(plan), plan.events.map(describeEvent).join(' → '), plan] as const))(
    'path %i (%s card, %s): %s',
    async (_index, variant, account, _label, plan) => {
      const { client, session, token, stores } = await startSession(world, account, coverage);
      if (lostCases.includes(variant) && token) await revokeSession(world.gateway.deps, token);
      const stored: StoredGame[] = [];
      const logic = createGameLaunchLogic({
        http: client.http,
        merchant: world.gateway.deps.config.merchant,
        language: () => 'EN',
        token: () => stores.store.read(),
        username: () => session.getSnapshot().context.memberInfo?.account ?? '',
        session,
        store: { write: (game) => void stored.push(game) },
      });
      const target = targets[variant];
      const actor = coverage.createActor(logic, { target, cdn: '' });

      const pickable = (games: GameCard[]) => games.find((game) => launchKindOf(game) === 'game' && game.launchMode === 'iframe');

      try {
        await replayPath(actor, plan, {
          network: world.network,
          callPaths: {
            loadSubGames: [calls.gameList.path],
            loadPopularGames: [calls.hotGames.path],
            requestGameAddress: [calls.launchGame.path],
          },
          executors: {
            'game.pick': () => {
              const { subGames, popular } = actor.getSnapshot().context;
              const game = pickable(subGames.length ? subGames : popular);
              expect(game, 'a playable game to pick').toBeDefined();
              return { type: 'game.pick', game };
            },
          },
          assertState: (real, expected) => {
            const context = real.context as GameLaunchContext;
            const planned = expected.context as GameLaunchContext;
            expect(context.verdict).toBe(planned.verdict as GateAnswer | null);
            expect(context.errorCode).toBe(planned.errorCode);
            const picked = caseOf(planned.target) !== caseOf((plan.input as { target: LaunchRequestTarget }).target);
            if (!picked) expect(context.target).toEqual(target);
            if (real.matches({ subGames: 'choosing' })) {
              expect(context.subGames.length).toBeGreaterThan(0);
              for (const game of context.subGames) {
                expect(game.vendor).toBe(context.target.vassalage);
                expect(game.isGame).not.toBe('VASSALAGE');
              }
            }
            if (real.matches({ maintenance: 'showing' })) {
              if (planned.popular.length) expect(context.popular.length).toBeGreaterThan(0);
              else expect(context.popular).toEqual([]);
              for (const game of context.popular) {
                expect(game.maintenance).toBe(false);
                expect(game.nodeId).not.toBe(context.target.nodeId);
              }
            }
            if (real.matches('opened')) {
              expect(context.destination?.to).toBe(planned.destination?.to);
              const kind = launchKindOf(context.target);
              if (kind === 'game') {
                expect(context.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/provider\/demo\/(slot|duel|lotto)\?token=\S+/);
                expect(stored.at(-1)).toMatchObject({ address: context.address, target: context.target });
              } else if (kind === 'lottery') {
                expect(context.destination?.search.gameCode).toBe(context.target.gameCode);
              } else {
                expect(context.destination?.search).toEqual({ vassalage: context.target.vassalage });
              }
            }
            if (real.matches('loginRequired')) expect(session.getSnapshot().matches('loggedOut')).toBe(true);
            if (real.matches('trialRefused')) expect(selectKind(session)).toBe('trial');
            if (real.matches('sessionEnded')) expect(session.getSnapshot().context.endedBy).toBe('expired');
          },
        });
      } finally {
        session.stop();
      }
    },
  );

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(gameLaunchMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions.filter((key: string) => !unreachableHere.includes(`transition:${key}`))).toEqual([]);
  });
});

function selectKind(session: { getSnapshot(): AnyMachineSnapshot }) {
  const snapshot = session.getSnapshot();
  return (['member', 'agent', 'trial'] as const).find((kind) => snapshot.matches({ loggedIn: { account: kind } })) ?? null;
}
