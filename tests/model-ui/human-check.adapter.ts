/**
 * The human-check machine through the slide puzzle a username login opens.
 * The mouse drags the real piece; the gateway's verdict for the drop case of
 * human-check.model.ts (`solve` passes, `miss` fails, `late` arrives after
 * the challenge died) is answered on the network, since the puzzle's answer
 * stays secret to the test. A challenge load the path expects to fail is
 * aborted. The proof of work runs in the page at the test difficulty; one
 * that must fail arrives with parameters the browser cannot compute.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { challengeTtlMs } from '../../server/src/domain/human-check';
import { humanCheckMachine } from '../../src/machines/human-check/human-check.machine';
import { dropCases, humanCheckEvents, humanCheckModel } from '../../src/machines/human-check/human-check.model';
import { calls } from '../../src/services/calls';
import { demo } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';

const slidePath = calls.humanCheckChallenge.path;

/** Fails the next challenge load when the path's next answer is a failure. */
async function arrangeLoad({ page, upcoming }: UiWorld): Promise<void> {
  if (upcoming[0]?.type === humanCheckEvents.loadDone && upcoming[1]?.type === humanCheckEvents.solveError) return unsolvableProof(page);
  if (upcoming[0]?.type !== humanCheckEvents.loadError) return;
  await page.route((url) => url.pathname === slidePath, (route) => (route.request().method() === 'GET' ? route.abort('connectionreset') : route.fallback()), { times: 1 });
}

/** The proof-of-work parameters inside a challenge answer, wherever the answer's dialect puts them. */
function proofParameters(value: unknown): { cost: number } | null {
  if (!value || typeof value !== 'object') return null;
  const parameters = (value as { parameters?: { cost?: unknown } }).parameters;
  if (parameters && typeof parameters.cost === 'number') return parameters as { cost: number };
  for (const inner of Object.values(value)) {
    const found = proofParameters(inner);
    if (found) return found;
  }
  return null;
}

/**
 * The next challenge arrives with a proof of work the browser cannot compute: zero rounds, which WebCrypto's PBKDF2
 * refuses, as a challenge altered on its way would be. The page's solver fails at once, before any drag.
 */
async function unsolvableProof(page: UiWorld['page']): Promise<void> {
  await page.route(
    (url) => url.pathname === slidePath,
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const answer = (await response.json()) as unknown;
      const parameters = proofParameters(answer);
      if (!parameters) throw new Error('the challenge carries no proof of work to alter');
      parameters.cost = 0;
      await route.fulfill({ response, json: answer });
    },
    { times: 1 },
  );
}

/** The verdict the path expects for this drop, answered in the gateway's envelope. */
async function arrangeVerdict({ page }: UiWorld, x: number): Promise<void> {
  const refusal = x === dropCases.miss ? 'human.check.failed' : x === dropCases.late ? 'human.check.expired' : null;
  await page.route(
    (url) => url.pathname === slidePath,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({ json: refusal ? { success: false, message: '', errorCode: refusal, value: null } : { success: true, message: '', errorCode: null, value: { token: 'e2e-pass' } } });
    },
    { times: 1 },
  );
}

async function openPuzzle(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  // The page's own clock, set to the gateway's (which runs days ahead between paths): the challenge's lifetime
  // passes when a path says so, without waiting it out.
  await page.clock.install({ time: gateway.deps.clock.now() });
  await page.goto(`${gateway.url}/`);
  await page.getByTestId('login').click();
  await page.getByTestId('login-username').fill(demo.username);
  await page.getByTestId('login-password').fill(demo.password);
  await arrangeLoad(world);
  await page.getByTestId('login-submit').click();
}

async function drag({ page }: UiWorld): Promise<void> {
  const box = await page.getByTestId('human-check-handle').boundingBox();
  if (!box) throw new Error('the slider handle is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + box.width / 2 + step * 12, y + (step % 3) - 1);
  await page.mouse.up();
}

function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as { dropX: number | null; proofReady: boolean };
  // A proof that cannot be computed fails before the piece can be dragged (see unsolvableProof).
  if (event.type === humanCheckEvents.solveError) return snapshot.matches({ answering: 'dragging' }) && !context.proofReady;
  if (event.type === 'piece.drop') {
    // One mouse drag per verdict; a drop before the proof is solved depends on the page's speed, not on the person.
    const x = (event as EventObject & { x: number }).x;
    return x !== dropCases.keys && context.proofReady;
  }
  const drop = context.dropX;
  if (event.type === humanCheckEvents.verifyDone) return drop === dropCases.solve;
  if (event.type === humanCheckEvents.verifyError) {
    const code = (event as EventObject & { error: { code: string } }).error.code;
    return code === 'human.check.failed' ? drop === dropCases.miss : drop === dropCases.late;
  }
  return true;
}

const timing = 'The page solves the proof of work in milliseconds at the test difficulty, so whether a drop beats it is the machine speed, not a person\'s doing; the machine and gateway levels drive it.';

export const humanCheckAdapter: UiAdapter = {
  machine: humanCheckMachine,
  model: humanCheckModel,
  variants: { default: { open: openPuzzle } },
  filterEvents,
  actions: {
    'piece.drop': async (world, event) => {
      await expect(world.page.getByTestId('human-check')).toHaveAttribute('data-phase', 'dragging');
      await arrangeVerdict(world, (event as EventObject & { x: number }).x);
      await drag(world);
    },
    'challenge.refresh': async (world) => {
      await arrangeLoad(world);
      await world.page.getByTestId('human-check-refresh').click();
    },
    [humanCheckEvents.expiryAfter]: async ({ page }) => {
      await page.clock.fastForward(challengeTtlMs + 1_000);
    },
    'challenge.retry': async (world) => {
      await arrangeLoad(world);
      await world.page.getByTestId('human-check-retry').click();
    },
  },
  automatic: [humanCheckEvents.loadDone, humanCheckEvents.loadError, humanCheckEvents.solveDone, humanCheckEvents.solveError, humanCheckEvents.verifyDone, humanCheckEvents.verifyError],
  states: {
    'humanCheck.answering.dragging': async ({ page }) => {
      await expect(page.getByTestId('human-check')).toHaveAttribute('data-phase', 'dragging');
    },
    'humanCheck.failed': async ({ page }) => {
      await expect(page.getByTestId('human-check-error')).toBeVisible();
      await expect(page.getByTestId('human-check-retry')).toBeVisible();
    },
    'humanCheck.expired': async ({ page }) => {
      await expect(page.getByTestId('human-check-error')).toBeVisible();
      await expect(page.getByTestId('human-check-retry')).toBeVisible();
    },
    'humanCheck.passed': async ({ page }) => {
      await expect(page.getByTestId('human-check')).toBeHidden();
    },
  },
  notFromUi: {
    'state:humanCheck.answering.checking': timing,
    'transition:humanCheck.answering.dragging|piece.drop|1': timing,
    'transition:humanCheck.answering.checking||0': timing,
  },
};
