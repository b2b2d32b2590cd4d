/**
 * The session through the RNG lobby (header, game cards, their hearts) with
 * every session call held until the path names its answer
 * (session-world.ts). Token markers become accounts of the path's own: a
 * member, an agent (type 1), a member whose password is the default (the
 * forced change), free play's trial account, and a token the gateway never
 * issued. Restoring is the page load with the token planted in the tab; a
 * link's other token is a `?token=` of another account. Gates are what a
 * person clicks: the mail icon (member centre), a `?ac=` link (agent
 * centre), a game's heart (favourites) and a game card (launch); whatever a
 * verdict opens is closed again, and a verdict asked while the account kind
 * is unknown is answered when it is known. An expiry is a sign-out behind
 * the tab: the gateway ends the stream, and the next call finds the session
 * gone.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createMember } from '../../server/src/domain/members';
import { defaultPassword } from '../../server/src/domain/passwords';
import { publishChange } from '../../server/src/domain/live/publish';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { gateTable, type Gate, type GateVerdict, type RestoredSession } from '../../src/machines/session/session-rules';
import { sessionEvents as se, sessionModel, sessionTokens } from '../../src/machines/session/session.model';
import { calls } from '../../src/services/calls';
import type { LiveTopic } from '../../src/services/schemas/live';
import { acceptHumanChecks, solveHumanCheck } from '../e2e/access-support';
import type { TestGateway } from '../e2e/support/gateway';
import { withPortalRouter } from '../e2e/support/portal-router';
import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/support/record-coverage';
import { sessionToken } from '../e2e/support/sign-in';
import { signOutBehindTheTab } from '../e2e/support/sign-out-behind';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { answer, dropHeld, heldCall, holdSessionCalls, releaseUntil } from './session-world';
import { gatewayCanAnswerSession, kindOfToken } from '../model/support/session-answers';

const lobby = '/rng';
const agentCentreLabel = en.shell.header.agentCentre;
let serial = 0;

interface PathMember {
  id: number;
  login: { username: string; password: string };
}

/** The accounts a path signed in with, by token marker, and the gates asked while the account kind was unknown. */
interface PathState {
  members: Map<string, PathMember>;
  waitingGates: Gate[];
}
const states = new WeakMap<Page, PathState>();
const stateOf = (page: Page): PathState => {
  const state = states.get(page);
  if (!state) throw new Error('the path opened no session');
  return state;
};

async function accountFor(gateway: TestGateway, page: Page, marker: string): Promise<PathMember> {
  const known = stateOf(page).members.get(marker);
  if (known) return known;
  const mustChange = marker === sessionTokens.mustChange;
  const account = `ses${marker.replace('token:', '').slice(0, 3)}${process.pid % 10_000}x${++serial}`;
  const password = mustChange ? defaultPassword : 'Session123';
  const member = await createMember(gateway.db, { account, password, openingBalance: '50.00', type: kindOfToken[marker], passwordDefault: mustChange, now: Date.now() });
  const made = { id: member.id, login: { username: account, password } };
  stateOf(page).members.set(marker, made);
  return made;
}

const outputOf = <T>(event: EventObject) => (event as EventObject & { output: T }).output;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as { token: string | null; handoverToken: string | null; mustChangePassword: boolean; password: string | null };

/** Restoring is the page load: what the tab holds is planted first. */
async function restore({ page, gateway }: UiWorld, restored: RestoredSession | null): Promise<void> {
  let query = '';
  if (restored) {
    const token =
      restored.token === sessionTokens.stale ? `stale-${process.pid}-${++serial}` : await sessionToken(gateway.url, (await accountFor(gateway, page, restored.token)).login);
    await page.addInitScript(
      ([planted, change]) => {
        if (sessionStorage.getItem('e2ePlanted')) return;
        sessionStorage.setItem('e2ePlanted', '1');
        sessionStorage.setItem('token', planted);
        if (change) sessionStorage.setItem('forcedChangePending', 'true');
      },
      [token, restored.mustChangePassword] as const,
    );
    if (restored.handoverToken) query = `?token=${encodeURIComponent(await sessionToken(gateway.url, (await accountFor(gateway, page, restored.handoverToken)).login))}`;
  }
  await page.goto(`${gateway.url}${lobby}${query}`);
  await expect(page.getByTestId('logo')).toBeVisible();
}

const dialogs = (page: Page) => page.locator('[role="dialog"], [data-testid="member-centre"], [data-testid="agent-centre"]');

/** Closes the top thing a verdict opened (a popup, a warning, a centre). */
async function closeTop(page: Page): Promise<void> {
  await expect(dialogs(page).first()).toBeVisible();
  const before = await dialogs(page).count();
  await page.keyboard.press('Escape');
  // A centre is a dialog holding its own panel: it may count twice.
  await expect.poll(() => dialogs(page).count()).toBeLessThan(before);
}

/** Whether a verdict opens something on top of the lobby: all but a wait and a heart that simply turns. */
const opens = (gate: Gate, verdict: GateVerdict): boolean => verdict !== 'pending' && !(verdict === 'allowed' && gate === 'favourites');

/** What a person sees after a verdict, closed again. */
async function followVerdict(page: Page, gate: Gate, verdict: GateVerdict): Promise<void> {
  if (opens(gate, verdict)) await closeTop(page);
  await expect(dialogs(page)).toHaveCount(0);
}

const card = (page: Page) => page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first();

/** The click that asks the session for each gate. */
const askGate: Record<Gate, (page: Page, verdict: GateVerdict) => Promise<void>> = {
  memberCentre: async (page) => {
    await page.getByTestId('mail').click();
  },
  agentCentre: async (page, verdict) => {
    // An agent's own centre is in the avatar menu; a `?ac=` link asks only for accounts not yet known to be agents.
    if (verdict === 'allowed') {
      await page.getByTestId('avatar').click();
      return page.getByRole('menuitem', { name: agentCentreLabel }).click();
    }
    await withPortalRouter(page, async (router, to) => void (await router?.navigate({ href: to })), `${lobby}?ac=agentTeamOverview`);
  },
  favourites: async (page) => {
    await card(page).getByTestId('favourite-heart').click();
  },
  launchGame: async (page) => {
    // An allowed launch stops at its failure notice: the lobby stays, which is all the session's gate is about.
    await page.route((url) => url.pathname === calls.launchGame.path, (route) => route.abort('connectionreset'), { times: 1 });
    await card(page).getByRole('button').first().click();
  },
};

const rowOf = (snapshot: AnyMachineSnapshot): keyof typeof gateTable | null => {
  if (snapshot.matches('loggedOut')) return 'guest';
  for (const kind of ['member', 'agent', 'trial'] as const) if (snapshot.matches({ loggedIn: { account: kind } })) return kind;
  return null;
};

/**
 * Gates asked while the kind was unknown are asked again once it is known (src/app/member-pages.ts): whatever
 * their verdicts opened is closed, the top one first, until the lobby shows alone.
 */
async function settleWaitingGates(world: UiWorld): Promise<void> {
  const waiting = stateOf(world.page).waitingGates.splice(0);
  const row = world.next ? rowOf(world.next) : null;
  if (!waiting.length || !row) return;
  // The launch's own answer comes last: its failure notice is the sign that every verdict has shown.
  if (waiting.includes('launchGame') && gateTable[row].launchGame === 'allowed') await expect(world.page.getByTestId('game-launch-failed')).toBeVisible();
  await expect
    .poll(async () => {
      const open = await dialogs(world.page).count();
      if (open) await world.page.keyboard.press('Escape');
      return open;
    })
    .toBe(0);
}

async function loginThroughPopup({ page, gateway }: UiWorld, marker: string): Promise<void> {
  const { login } = await accountFor(gateway, page, marker);
  await page.getByTestId('login').click();
  await page.getByTestId('login-username').fill(login.username);
  await page.getByTestId('login-password').fill(login.password);
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('login-view')).toBeHidden();
}

/** What the gateway answers for the session's token, and what the screens let a person do. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (!gatewayCanAnswerSession(snapshot, event)) return false;
  // The handover dialog covers the page and closes only on its two answers; the forced change covers it until changed.
  const covered = snapshot.matches({ loggedIn: { account: 'confirmingHandover' } }) || snapshot.matches({ loggedIn: { password: 'changeRequired' } });
  // See notFromUi: a launch with member info failed opens the login popup as for a guest, then again on its re-ask.
  if (event.type === 'gate.launchGame' && snapshot.matches({ loggedIn: { account: 'infoFailed' } })) return false;
  if (event.type.startsWith('gate.') || ['balance.toggleVisibility', 'signOut.request'].includes(event.type)) return !covered;
  // The change-password form sends it only while a change is forced; a voluntary change is the changePassword machine's.
  if (event.type === 'password.changed') return snapshot.matches({ loggedIn: { password: 'changeRequired' } });
  if (event.type === 'session.expired') return !snapshot.matches({ loggedIn: { signOut: 'signingOut' } });
  if (event.type === 'info.retry' || event.type === se.restoreError) return false;
  return true;
}

const answerAction =
  (call: Parameters<typeof answer>[1], reaches: boolean) =>
  async (world: UiWorld): Promise<void> => {
    await answer(world.page, call, reaches);
    await settleWaitingGates(world);
  };

const gateActions = Object.fromEntries(
  (Object.keys(askGate) as Gate[]).map((gate) => [
    `gate.${gate}`,
    async (world: UiWorld) => {
      const verdict = (world.next?.context as { gateOutcome: { verdict: GateVerdict } }).gateOutcome.verdict;
      await askGate[gate](world.page, verdict);
      const failedInfo = world.next?.matches({ loggedIn: { account: 'infoFailed' } });
      // A launch never waits: with member info failed the kind stays unknown, and the launch treats that as a guest's.
      if (gate === 'launchGame' && failedInfo) {
        await expect(world.page.getByTestId('login-view')).toBeVisible();
        await followVerdict(world.page, gate, 'login');
      }
      else if (verdict === 'pending') stateOf(world.page).waitingGates.push(gate);
      else await followVerdict(world.page, gate, verdict);
    },
  ]),
);

export const sessionAdapter: UiAdapter = {
  machine: sessionMachine,
  model: sessionModel,
  variants: {
    default: {
      open: async ({ page }) => {
        states.set(page, { members: new Map(), waitingGates: [] });
        await acceptHumanChecks(page);
        await holdSessionCalls(page);
      },
    },
  },
  filterEvents,
  actions: {
    [se.restoreDone]: (world, event) => restore(world, outputOf<RestoredSession | null>(event)),
    'login.succeeded': (world, event) => loginThroughPopup(world, (event as EventObject & { result: { token: string } }).result.token),
    'freePlay.start': async ({ page }) => {
      await page.getByTestId('free-play').click();
    },
    [se.freePlayDone]: answerAction('startFreePlay', true),
    [se.freePlayError]: answerAction('startFreePlay', false),
    [se.infoDone]: answerAction('loadMemberInfo', true),
    [se.infoError]: answerAction('loadMemberInfo', false),
    [se.balanceDone]: answerAction('loadBalance', true),
    [se.balanceError]: answerAction('loadBalance', false),
    [se.avatarDone]: answerAction('loadAvatar', true),
    [se.avatarError]: answerAction('loadAvatar', false),
    [se.unreadDone]: answerAction('loadUnreadCount', true),
    [se.unreadError]: answerAction('loadUnreadCount', false),
    [se.pointsDone]: answerAction('loadPoints', true),
    [se.pointsError]: answerAction('loadPoints', false),
    [se.logoutDone]: async ({ page }) => {
      await answer(page, 'submitLogout', true);
      await dropHeld(page);
    },
    [se.logoutError]: async ({ page }) => {
      await answer(page, 'submitLogout', false);
      await dropHeld(page);
    },
    'balance.refresh': async ({ page }) => {
      await page.getByTestId('balance-refresh').click();
    },
    'balance.toggleVisibility': async ({ page }) => {
      await page.getByTestId('balance-eye').click();
    },
    'signOut.request': async ({ page }) => {
      await page.getByTestId('avatar').click();
      await page.getByTestId('sign-out').click();
    },
    'signOut.cancel': async ({ page }) => {
      await page.getByTestId('alert-cancel').click();
    },
    'signOut.confirm': async ({ page }) => {
      await page.getByTestId('alert-confirm').click();
    },
    'handover.keep': async ({ page }) => {
      await page.getByTestId('session-handover').getByTestId('alert-confirm').click();
    },
    'handover.switch': async ({ page }) => {
      await page.getByTestId('session-handover').getByTestId('alert-cancel').click();
    },
    'password.changed': async ({ page }) => {
      const old = page.getByTestId('change-old-password');
      if (await old.count()) await old.fill(defaultPassword);
      const fresh = `Changed${++serial}x${process.pid % 1000}`;
      await page.getByTestId('change-new-password').fill(fresh);
      await page.getByTestId('change-confirm-password').fill(fresh);
      await page.getByTestId('change-password-submit').click();
      await expect(page.getByTestId('change-password')).toBeHidden();
    },
    'live.changed': async ({ page, gateway, next }, event) => {
      const member = stateOf(page).members.get(contextOf(next!).token ?? '');
      if (!member) throw new Error('no member of the path to tell');
      await publishChange(gateway.db, member.id, (event as EventObject & { topics: LiveTopic[] }).topics);
      // The notice arrives on the stream: the balance it asks for is the sign that the session heard it.
      await heldCall(page, 'loadBalance');
    },
    'session.expired': async (world) => {
      const { page, gateway } = world;
      const stored = await page.evaluate(() => sessionStorage.getItem('token'));
      if (stored && !stored.startsWith('stale-')) await signOutBehindTheTab(page, gateway.url);
      await releaseUntil(page, async () => (await page.getByTestId('login').count()) > 0);
      await dropHeld(page);
      await settleWaitingGates(world);
    },
    ...gateActions,
  },
  automatic: [],
  states: {
    'session.loggedOut': async ({ page }) => {
      await expect(page.getByTestId('login')).toBeVisible();
      await expect(page.getByTestId('balance')).toHaveCount(0);
    },
    'session.loggedIn': async ({ page }) => {
      await expect(page.getByTestId('balance')).toBeVisible();
      await expect(page.getByTestId('login')).toHaveCount(0);
    },
    'session.loggedIn.account.confirmingHandover': async ({ page }) => {
      await expect(page.getByTestId('session-handover')).toBeVisible();
    },
    'session.loggedIn.account.member': async ({ page, gateway }, expected) => {
      await expect(page.getByTestId('avatar')).toContainText((await accountFor(gateway, page, contextOf(expected).token!)).login.username);
    },
    'session.loggedIn.account.agent': async ({ page, gateway }, expected) => {
      await expect(page.getByTestId('avatar')).toContainText((await accountFor(gateway, page, contextOf(expected).token!)).login.username);
    },
    'session.loggedIn.balance.ready': async ({ page }, expected) => {
      await expect(page.getByTestId('balance-value')).toContainText(expected.context.balanceVisible ? /\d/ : '***');
      await expect(page.getByTestId('balance-refresh')).toBeEnabled();
    },
    'session.loggedIn.balance.failed': async ({ page }) => {
      await expect(page.getByTestId('balance-refresh')).toBeEnabled();
    },
    'session.loggedIn.balance.loading': async ({ page }, expected) => {
      if (!expected.context.balanceQuiet) await expect(page.getByTestId('balance-refresh')).toBeDisabled();
    },
    'session.loggedIn.signOut.confirming': async ({ page }) => {
      await expect(page.getByTestId('alert-confirm')).toBeVisible();
    },
    'session.loggedIn.password.changeRequired': async ({ page }) => {
      await expect(page.getByTestId('change-password')).toBeVisible();
    },
    'session.loggedIn.password.current': async ({ page }) => {
      await expect(page.getByTestId('change-password')).toHaveCount(0);
    },
  },
  notFromUi: {
    'transition:session.loggedIn.account.infoFailed|info.retry|0': 'No screen offers a retry of member info: the header stays signed in and the gated actions wait; the machine and gateway levels take it.',
    'transition:session.restoring|xstate.error.actor.restoreToken|0':
      'A tab whose storage refuses reads cannot load the portal at all (the HTTP client reads the same storage first); the machine level takes it.',
    'transition:session.loggedIn.account.infoFailed|gate.launchGame|0':
      "With member info failed a game card's launch treats the unknown kind as a guest's (src/app/games/launch/ask-gate.ts) and opens the login popup once per ask, so the path cannot tell when the screen is still; the machine and gateway levels take it.",
    'transition:session.loggedIn.account.confirmingHandover|gate.memberCentre|0': 'The handover dialog covers the page and closes only on its two answers.',
    'transition:session.loggedIn.account.confirmingHandover|gate.agentCentre|0': 'The handover dialog covers the page and closes only on its two answers.',
    'transition:session.loggedIn.account.confirmingHandover|gate.favourites|0': 'The handover dialog covers the page and closes only on its two answers.',
    'transition:session.loggedIn.account.confirmingHandover|gate.launchGame|0': 'The handover dialog covers the page and closes only on its two answers.',
  },
};
