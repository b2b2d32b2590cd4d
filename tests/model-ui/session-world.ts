/**
 * The world of the session's UI paths: every call the session machine makes
 * (member info, balance, avatar, unread count, points, free play, logout) is
 * held on the network until the path names its answer, then let through to
 * the gateway (a done) or lost on the way (an error). The five parallel
 * regions of a signed-in session then answer in the path's order, never in
 * the order a busy machine happens to answer in, and the screens can be
 * checked in the states between two answers.
 */
import type { Page, Route } from '@playwright/test';
import { calls } from '../../src/services/calls';
import { expect } from '../e2e/support/record-coverage';

/** The session's invoked actors and the call each one makes. */
export const sessionCalls = {
  loadMemberInfo: calls.memberInfo.path,
  loadBalance: calls.balance.path,
  loadAvatar: calls.memberIcon.path,
  loadUnreadCount: calls.unreadCount.path,
  loadPoints: calls.pointBalance.path,
  startFreePlay: calls.loginFreePlay.path,
  submitLogout: calls.logout.path,
} as const;

export type SessionCall = keyof typeof sessionCalls;

interface Held {
  routes: Map<string, Route[]>;
}

const worlds = new WeakMap<Page, Held>();
const heldPaths: ReadonlySet<string> = new Set(Object.values(sessionCalls));

/** Starts holding the session's calls of this page (once per page). */
export async function holdSessionCalls(page: Page): Promise<void> {
  if (worlds.has(page)) return;
  const held: Held = { routes: new Map() };
  worlds.set(page, held);
  await page.route(
    (url) => heldPaths.has(url.pathname),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      held.routes.set(path, [...(held.routes.get(path) ?? []), route]);
    },
  );
}

const heldOf = (page: Page): Held => {
  const held = worlds.get(page);
  if (!held) throw new Error('the path holds no session calls');
  return held;
};

/** Waits until the actor's call is on the network, held. */
export async function heldCall(page: Page, call: SessionCall): Promise<void> {
  await expect.poll(() => heldOf(page).routes.get(sessionCalls[call])?.length ?? 0, { message: `the session's ${call} call` }).toBeGreaterThan(0);
}

/** Waits for the actor's call to be on the network, then lets it reach the gateway or loses it. */
export async function answer(page: Page, call: SessionCall, reaches: boolean): Promise<void> {
  const routes = () => heldOf(page).routes.get(sessionCalls[call]) ?? [];
  await expect.poll(() => routes().length, { message: `the session's ${call} call` }).toBeGreaterThan(0);
  const [route, ...rest] = routes();
  heldOf(page).routes.set(sessionCalls[call], rest);
  if (reaches) await route.continue();
  else await route.abort('connectionreset');
}

/** Lets every held call through, and the ones that come next, until `done` holds: a session the gateway ended finds out on any of them. */
export async function releaseUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      for (const [path, routes] of heldOf(page).routes) {
        heldOf(page).routes.set(path, []);
        // A call the machine gave up on meanwhile (a load started again) is gone from the network.
        await Promise.all(routes.map((route) => route.continue().catch(() => undefined)));
      }
      return done();
    })
    .toBe(true);
}

/** Calls held for the previous session are of no use once it is gone: they are let through and forgotten. */
export async function dropHeld(page: Page): Promise<void> {
  const held = heldOf(page);
  const routes = [...held.routes.values()].flat();
  held.routes.clear();
  await Promise.all(routes.map((route) => route.continue().catch(() => undefined)));
}
