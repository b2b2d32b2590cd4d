/**
 * Declares a machine's generated UI paths as Playwright tests, one per path,
 * named by its events. Each worker starts a gateway of its own on a clock
 * the tests move a day forward per path (send limits and lockouts reset, as
 * between two real days; an adapter that keeps one operator signed in for the
 * whole spec asks for one day instead); every path runs in a fresh browser context.
 * Outcomes go beside the coverage facts (reports/model/runs/ui-paths-*.jsonl)
 * for the report: status, the command that runs the path alone, and the
 * failure's message.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { expect, test } from '../e2e/support/record-coverage';
import { startPortalGateway, type TestGateway } from '../e2e/support/gateway';
import type { UiPathOutcome, UiPlanLine } from '../../scripts/model/runs';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { planUiPaths, uiGaps } from './ui-paths';

const runsDir = process.env.MODEL_RUNS_DIR ?? join(process.cwd(), 'reports', 'model', 'runs');
const day = 24 * 60 * 60 * 1000;

async function assertScreen(adapter: UiAdapter, world: UiWorld, expected: AnyMachineSnapshot): Promise<void> {
  for (const node of expected._nodes) {
    const check = adapter.states[node.id];
    if (check) await test.step(`screen shows ${node.id}`, () => check(world, expected));
  }
}

export function defineUiModelTests(adapter: UiAdapter, specFile: string): void {
  const paths = planUiPaths(adapter);
  const spec = relative(process.cwd(), specFile);
  let gateway: TestGateway;
  const commandOf = (title: string) => `npx playwright test ${spec} -g "${title.split(':')[0]}:"`;
  let offset = 0;

  test.describe(`${adapter.machine.id} through the UI`, () => {
    // Password hashing, slide images and SMS sends share two cores with the other workers.
    test.describe.configure({ timeout: 90_000 });

    test.beforeAll(async () => {
      gateway = await startPortalGateway(adapter.gatewayConfig ?? {}, { clock: { now: () => Date.now() + offset } });
    });
    test.afterAll(async () => {
      await gateway?.close();
    });

    test('every state and transition the UI cannot reach is named with why', () => {
      // The plan, so the report lists paths that never ran as not run.
      recordPlan({ machine: adapter.machine.id, planned: paths.map((path) => ({ title: path.title, variant: path.variant, command: commandOf(path.title) })) });
      expect(uiGaps(adapter, paths).filter((gap) => gap.reason === null).map((gap) => gap.key)).toEqual([]);
    });

    // After the test, so a failure's status and message are known.
    test.afterEach(async ({}, testInfo) => {
      const path = paths.find((candidate) => candidate.title === testInfo.title);
      if (!path) return;
      record({
        machine: adapter.machine.id,
        title: path.title,
        variant: path.variant,
        events: path.events.map((event) => event.type),
        status: testInfo.status ?? 'interrupted',
        command: commandOf(path.title),
        ...(testInfo.error ? { error: failureTrace(testInfo.error, testInfo.outputDir) } : {}),
        durationMs: testInfo.duration,
      });
    });

    for (const path of paths) {
      test(path.title, async ({ page }) => {
        if (!adapter.sameDay) offset += day;
        const world: UiWorld = { page, gateway, upcoming: path.events };
        const automatic = (event: EventObject | undefined) => event !== undefined && adapter.automatic.includes(event.type);
        await test.step(`open (${path.variant})`, () => adapter.variants[path.variant].open(world));
        if (!automatic(path.events[0])) await assertScreen(adapter, world, path.snapshots[0]);
        for (const [index, event] of path.events.entries()) {
          world.upcoming = path.events.slice(index + 1);
          world.next = path.snapshots[index + 1];
          if (!automatic(event)) {
            const act = adapter.actions[event.type];
            if (!act) throw new Error(`The ${adapter.machine.id} UI adapter has no action for ${event.type}`);
            await test.step(event.type, () => act(world, event));
          }
          // Between an action and the answers it brings the screen is on its way: check only where it rests.
          const expected = path.snapshots[index + 1];
          if (!automatic(path.events[index + 1]) && !expected.hasTag('busy')) await assertScreen(adapter, world, expected);
        }
      });
    }
  });
}

// eslint-disable-next-line no-control-regex
const stripColours = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The failure as a tester reads it: the message, where in the adapter or spec it happened, and the artifacts folder. */
function failureTrace(error: { message?: string; stack?: string }, outputDir: string): string {
  const frames = stripColours(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at .*tests\//.test(line))
    .slice(0, 8);
  const artifacts = `screenshot and page snapshot: ${relative(process.cwd(), outputDir)}`;
  return [stripColours(error.message ?? 'failed').slice(0, 3000), ...frames, artifacts].join('\n');
}

function append(line: unknown): void {
  mkdirSync(runsDir, { recursive: true });
  appendFileSync(join(runsDir, `ui-paths-${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}

const record = (outcome: UiPathOutcome): void => append(outcome);
const recordPlan = (plan: UiPlanLine): void => append(plan);
