/**
 * Model-based test of the activity application against the real gateway.
 * Picked files are real bytes: a png that decodes, a page named .png (the
 * portal's checker refuses it by its first bytes), a png signature with no
 * image behind it (the portal lets it through, the gateway refuses it below
 * the images), and a file that cannot be read. A planned network failure is
 * the dangerous kind: the application reaches the gateway and is taken,
 * only the answer is lost; the retry must replay it with the same id, not
 * be refused as a second application. Every path gets its own member, and
 * each opening of the form its own reviewed activity.
 */
import { and, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRewardsLogic } from '../../src/app/member-centre/pages/rewards/rewards-logic';
import { activityApplicationMachine } from '../../src/machines/activity-application/activity-application.machine';
import { activityApplicationEvents as events, activityApplicationModel, imageCases, type ImageCase } from '../../src/machines/activity-application/activity-application.model';
import { calls } from '../../src/services/calls';
import { promotionClaims, promotionRules, promotions } from '../../server/src/db/schema';
import { memberWithSession } from '../../server/test/http';
import { pngBytes } from '../../server/test/rewards/images';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';
import { answerDropper } from './support/answer-dropper';

const reviewedPromotion = 5;

/** A file whose bytes cannot be read, like one deleted after it was picked. */
class UnreadableBlob extends Blob {
  override slice(): Blob {
    return { arrayBuffer: () => Promise.reject(new Error('the file is gone')) } as unknown as Blob;
  }
}

const files: Record<ImageCase, () => Blob> = {
  [imageCases.png]: () => new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }),
  [imageCases.html]: () => new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' }),
  [imageCases.broken]: () => new Blob([new Uint8Array(pngBytes().subarray(0, 33))], { type: 'image/png' }),
  [imageCases.unreadable]: () => new UnreadableBlob([new Uint8Array(16)], { type: 'image/png' }),
};

type Markers = { images: string[]; picked: string[] };
const markersOf = (snapshot: AnyMachineSnapshot) => snapshot.context as Markers;
const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

/** What the real checker and gateway answer from this snapshot. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const { images, picked } = markersOf(snapshot);
  const detail = event as EventObject & { output?: { images: string[]; refusal: string | null }; error?: { code?: string } };
  if (event.type === events.checkDone) {
    if (images.length || picked.length !== 1 || picked[0] === imageCases.unreadable) return false;
    return picked[0] === imageCases.html ? detail.output!.refusal !== null : same(detail.output!.images, picked);
  }
  if (event.type === events.checkError) return same(picked, [imageCases.unreadable]);
  const broken = images.includes(imageCases.broken);
  if (event.type === events.submitDone) return !broken;
  if (event.type === events.submitError) return detail.error?.code === 'network.abnormal' || broken;
  return true;
}

const modelEvent = (type: string, pick: (event: EventObject) => boolean = () => true) => activityApplicationModel.events.find((event) => event.type === type && pick(event))!;

/** Paths that end with a check or a request under way are carried on to the answer, so every path ends at rest. */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(
    activityApplicationMachine,
    plan,
    (last) => {
      const next = activityApplicationModel.events.find((event) => event.type.startsWith('xstate.') && oracle(last, event) && last.can(event as never));
      const code = (next as { error?: { code?: string } } | undefined)?.error?.code;
      return code === 'network.abnormal' ? modelEvent(events.submitDone) : next!;
    },
    (last) => last.hasTag('busy') || last.hasTag('checking'),
  );

const pick = (file: ImageCase) => ({ type: 'images.pick', files: [file] });
const checked = (refused: boolean) => modelEvent(events.checkDone, (event) => ((event as { output?: { refusal: string | null } }).output?.refusal !== null) === refused && !JSON.stringify(event).includes(imageCases.broken));

/** The cover above needs no real image to reach every transition; this path sends one, after a page named .png was refused. */
const withRealImage: EventObject[] = [
  modelEvent('application.open'),
  pick(imageCases.html),
  checked(true),
  pick(imageCases.png),
  checked(false),
  modelEvent('application.submit', (event) => (event as { comment?: string }).comment!.length < 50),
];

const plans = [
  ...planPaths(activityApplicationMachine, activityApplicationModel, [{ filterEvents: oracle }]),
  { input: undefined, events: withRealImage, snapshots: [], keys: new Set<string>() },
].map(toRest);

describe('activityApplication machine on the real gateway', () => {
  let world: World;
  let dropper: ReturnType<typeof answerDropper>;
  /** Copies of the reviewed activity: each opening of the form applies to one the member has not applied to. */
  const reviewed: number[] = [];
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    dropper = answerDropper();
    const { db } = world.gateway;
    const [promotion] = await db.select().from(promotions).where(eq(promotions.id, reviewedPromotion));
    const [rule] = await db.select().from(promotionRules).where(eq(promotionRules.promotionId, reviewedPromotion));
    reviewed.push(reviewedPromotion);
    for (let copy = 0; copy < 3; copy++) {
      const { id: _id, ...fields } = promotion;
      const [made] = await db.insert(promotions).values(fields).returning();
      await db.insert(promotionRules).values({ ...rule, promotionId: made.id });
      reviewed.push(made.id);
    }
  });
  afterAll(async () => {
    dropper?.uninstall();
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(activityApplicationMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const member = await memberWithSession(world.gateway);
    const client = createPathClient(world, { read: () => member.token } as never);
    const actor = coverage.createActor(createRewardsLogic({ http: client.http }).activityApplication);
    let opened = 0;
    let lostId: string | null = null;
    /** Request ids the gateway took an application for: answered, or answered and lost. */
    const carriedOut = new Set<string>();

    await replayPath(actor, plan, {
      network: dropper,
      callPaths: { submitApplication: [calls.promotionClaim.path] },
      executors: {
        'application.open': () => ({ type: 'application.open', activity: { promotionId: reviewed[opened++], title: 'Birthday bonus' } }),
        'images.pick': (event) => ({ type: 'images.pick', files: (event as EventObject & { files: ImageCase[] }).files.map((file) => files[file]()) }),
      },
      assertState: async (real, expected) => {
        const context = real.context as { images: Blob[]; requestId: string | null; errorCode: string | null; fieldErrors: unknown; answer: { claim?: { reference: string; status: string } } | null };
        expect(context.images).toHaveLength(markersOf(expected).images.length);
        expect(context.errorCode).toBe(expected.context.errorCode);
        expect(context.fieldErrors).toEqual(expected.context.fieldErrors);
        if (real.matches('failed')) {
          lostId = context.requestId;
          if (!markersOf(expected).images.includes(imageCases.broken)) carriedOut.add(context.requestId!);
        }
        if (real.matches('uploading') && lostId !== null) expect(context.requestId, 'a retry sends the same request id').toBe(lostId);
        if (real.matches('applied')) {
          expect(context.answer?.claim?.status).toBe('applying');
          carriedOut.add(context.requestId!);
          lostId = null;
        }
        if (!real.hasTag('busy')) {
          // However many times an answer was lost, the gateway holds one application per request that went through.
          const rows = await world.gateway.db.select().from(promotionClaims).where(and(eq(promotionClaims.memberId, member.id)));
          expect(rows.length).toBe(carriedOut.size);
          for (const row of rows) expect(row.status).toBe('applying');
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(activityApplicationMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
