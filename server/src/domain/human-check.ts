/**
 * The slide-puzzle human check. The server keeps the hole's x; a correct,
 * plausibly human drag earns a single-use pass token bound to one action and
 * one device, which the login, registration and SMS calls then consume.
 * Defences against scripts: the picture (slide-image.ts), whose false gaps
 * of the piece's own outline, on its rows, are darker than the real one
 * (against a darkness scan) and carry the piece's own rendering (template
 * matching scores them above the real gap, of which the piece is no copy);
 * a y handed out a few rows off the gap's, so a matcher must search rows
 * too (a person fits the piece by eye, and only x is judged); the drag's
 * trajectory and timing judged here (drag-trail.ts: it stops scripted
 * moves, not a script that mimics a hand, so the picture must hold) or,
 * when the piece was moved with the keyboard, the key presses' steps and
 * rhythm (key-trail.ts), one answer per challenge, a
 * proof of work solved while the piece is dragged (access/proof-of-work.ts),
 * harder after recent failures, and per-device and per-address
 * limits that stop a device or address which keeps failing
 * (human-check-limits.ts).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import type { HumanCheckAction, HumanCheckChallenge, SlideGesture } from '../../../src/services/schemas/account';
import { humanChecks } from '../db/schema';
import type { GatewayDeps } from '../http/context';
import { DomainError } from '../http/domain-error';
import { isPlausibleTrail, type TrailPoint } from './access/drag-trail';
import { judgeKeyTrail } from './access/key-trail';
import { readGuards, rememberedFailures } from './access/login-guard';
import { loginBudgets } from './access/login-throttle';
import { defaultProofOfWorkMaxNumber, issueProofOfWork, proofOfWorkMaxNumber, spendProofOfWork, type ProofOfWorkPayload } from './access/proof-of-work';
import { countFailure, limitChallenge, limitVerify, type Requester } from './human-check-limits';
import { renderSlide } from './access/slide-image';

export const slideWidth = 300;
export const slideHeight = 150;
export const slidePieceSize = 50;
export const slideTolerancePx = 5;
/** How many rows above or below its gap the piece may be drawn. */
export const slideRowJitterPx = 4;
export const challengeTtlMs = 2 * 60 * 1000;
export const passTtlMs = 2 * 60 * 1000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;
type LimitedDeps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

/** Failed logins from the device that its login guard still remembers. */
async function recentLoginFailures({ db }: Deps, deviceId: string, now: number): Promise<number> {
  const key = `device:${deviceId}`;
  return rememberedFailures((await readGuards(db, [key])).get(key), loginBudgets.device.rule, now);
}

export async function issueChallenge(deps: LimitedDeps, who: Requester): Promise<HumanCheckChallenge> {
  const checkFailures = await limitChallenge(deps, who);
  const { db, clock, config } = deps;
  const deviceId = who.deviceId;
  const id = randomBytes(16).toString('base64url');
  // The hole never overlaps the piece's starting place at the left edge.
  const x = randomInt(slidePieceSize + 20, slideWidth - slidePieceSize - 5);
  const y = randomInt(5, slideHeight - slidePieceSize - 5);
  const now = clock.now();
  const expiresAt = now + challengeTtlMs;
  const images = renderSlide(slideWidth, slideHeight, slidePieceSize, x, y);
  // The gap keeps 5 rows from either edge, so the piece's row stays inside the picture.
  const pieceY = y + randomInt(-slideRowJitterPx, slideRowJitterPx + 1);
  // Old challenges and passes are useless once both could have expired.
  await db.delete(humanChecks).where(lt(humanChecks.expiresAt, now - passTtlMs));
  await db.insert(humanChecks).values({ id, deviceId, answerX: x, createdAt: now, expiresAt });
  // A device that just failed the slide or a login pays more for its next try.
  const failures = checkFailures + (await recentLoginFailures(deps, deviceId, now));
  const maxNumber = proofOfWorkMaxNumber(config.proofOfWorkMaxNumber ?? defaultProofOfWorkMaxNumber, failures);
  const proofOfWork = await issueProofOfWork(deps, { boundTo: id, maxNumber, expiresAt });
  return { id, ...images, width: slideWidth, height: slideHeight, pieceSize: slidePieceSize, y: pieceY, expiresAt, proofOfWork };
}

export interface SlideAnswer {
  id: string;
  x: number;
  trail: TrailPoint[];
  /** How the piece was moved: dragged by a pointer, or stepped with the keys. */
  gesture: SlideGesture;
  action: HumanCheckAction;
  /** The solved proof of work of this challenge. */
  proofOfWork?: ProofOfWorkPayload;
}

const slideMaxX = slideWidth - slidePieceSize;

const isPlausibleAnswer = (answer: SlideAnswer): boolean =>
  answer.gesture === 'keys' ? judgeKeyTrail(answer.trail, answer.x, slideMaxX) === 'plausible' : isPlausibleTrail(answer.trail, answer.x, slideTolerancePx);

/**
 * A key trail tells a person from a script by less than a drag does (no
 * wobble, no eased speed), so a wrong keyboard answer weighs twice against
 * the device and the address: a script that picks the keyboard to look
 * human runs out of tries twice as fast.
 */
const failureWeightOf = (gesture: SlideGesture): number => (gesture === 'keys' ? 2 : 1);

/**
 * One try per challenge: the first answer, right or wrong, burns it, so the
 * hole cannot be found by sweeping. The proof of work is checked before the
 * slide is judged, so a script learns nothing of the hole without paying for
 * it. Every wrong answer counts against the device and the address (a
 * keyboard one twice, a missing or wrong proof once).
 */
export async function verifyChallenge(deps: LimitedDeps, who: Requester, answer: SlideAnswer): Promise<{ token: string }> {
  await limitVerify(deps, who);
  const { db, clock } = deps;
  const [row] = await db
    .update(humanChecks)
    .set({ attempts: 1 })
    .where(and(eq(humanChecks.id, answer.id), eq(humanChecks.attempts, 0)))
    .returning();
  const now = clock.now();
  const mine = !!row && row.deviceId === who.deviceId;
  if (mine && row.expiresAt <= now) throw new DomainError(errorCodes.humanCheckExpired, 400);
  if (mine) {
    try {
      await spendProofOfWork(deps, row.id, answer.proofOfWork);
    } catch (error) {
      await countFailure(deps, who);
      throw error;
    }
  }
  const onTarget = mine && Math.abs(answer.x - row.answerX) <= slideTolerancePx;
  if (!row || !onTarget || !isPlausibleAnswer(answer)) {
    await countFailure(deps, who, failureWeightOf(answer.gesture));
    throw new DomainError(errorCodes.humanCheckFailed, 400);
  }
  const token = randomBytes(32).toString('base64url');
  await db
    .update(humanChecks)
    .set({ passTokenHash: sha256(token), action: answer.action, passExpiresAt: now + passTtlMs })
    .where(eq(humanChecks.id, row.id));
  return { token };
}

export interface PassCheck {
  token: string | undefined;
  /** The action the pass must have been earned for; a list accepts any of them. */
  action: HumanCheckAction | readonly HumanCheckAction[];
  deviceId: string;
}

/** Uses up a pass token; refuses it when missing, used, for another action or device, or stale. */
export async function consumePass({ db, clock }: Deps, input: PassCheck): Promise<void> {
  if (!input.token) throw new DomainError(errorCodes.verificationRequired, 400);
  if (input.token.length > 200) throw new DomainError(errorCodes.humanCheckFailed, 400);
  const now = clock.now();
  const [row] = await db
    .update(humanChecks)
    .set({ passUsedAt: now })
    .where(and(eq(humanChecks.passTokenHash, sha256(input.token)), isNull(humanChecks.passUsedAt)))
    .returning();
  const actions: readonly string[] = typeof input.action === 'string' ? [input.action] : input.action;
  if (!row || !actions.includes(row.action ?? '') || row.deviceId !== input.deviceId) throw new DomainError(errorCodes.humanCheckFailed, 400);
  if ((row.passExpiresAt ?? 0) <= now) throw new DomainError(errorCodes.humanCheckExpired, 400);
}

/** The check every protected call makes; browser automation may skip it outside production. */
export async function requireHumanCheck(deps: Pick<GatewayDeps, 'db' | 'clock' | 'config'>, input: PassCheck): Promise<void> {
  if (deps.config.testHumanCheckBypass && !deps.config.production) return;
  await consumePass(deps, input);
}

/**
 * A pass the gateway grants itself: after a password reset by phone the
 * portal logs in automatically (type '') without a new puzzle. The grant is
 * bound to the member and the device that reset, used once, and short-lived.
 */
const grantToken = (memberId: number, deviceId: string): string => `reset-login\n${memberId}\n${deviceId}`;

export async function grantResetLogin({ db, clock }: Deps, memberId: number, deviceId: string): Promise<void> {
  if (!deviceId) return;
  const now = clock.now();
  await db.insert(humanChecks).values({
    id: randomBytes(16).toString('base64url'),
    deviceId,
    answerX: 0,
    attempts: 1,
    createdAt: now,
    expiresAt: now,
    passTokenHash: sha256(grantToken(memberId, deviceId)),
    action: 'login',
    passExpiresAt: now + passTtlMs,
  });
}

export async function consumeResetLogin(deps: Deps, memberId: number, deviceId: string): Promise<boolean> {
  try {
    await consumePass(deps, { token: grantToken(memberId, deviceId), action: 'login', deviceId });
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}
