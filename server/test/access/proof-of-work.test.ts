/**
 * The slide check's proof of work: every challenge carries a signed one, the
 * answer is refused without a right solution before the slide is judged, a
 * solution counts once (on this gateway instance or another on the same
 * database), for its own check, and only until it expires.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import type { HumanCheckChallenge, ProofOfWorkPayload } from '../../../src/services/schemas/account';
import { createApp } from '../../src/app';
import { humanChecks, proofOfWorkKeys, proofsOfWork } from '../../src/db/schema';
import { issueProofOfWork, maxDifficultyDoublings, proofOfWorkAlgorithm, proofOfWorkCost, proofOfWorkMaxNumber, spendProofOfWork } from '../../src/domain/access/proof-of-work';
import { limitChallenge } from '../../src/domain/human-check-limits';
import { DomainError } from '../../src/http/domain-error';
import { describeOnBothDatabases } from '../databases';
import { startTestGateway, type TestGateway } from '../harness';
import { humanTrail, movableClocks, newDevice, send, solveProof } from './support';

const clocks = movableClocks();

/** Another gateway instance on the same database: its own pool on PostgreSQL, another createApp on the same PGlite. */
async function secondInstance(first: TestGateway): Promise<TestGateway> {
  if (first.databaseUrl) return startTestGateway({ databaseUrl: first.databaseUrl, databaseSeeded: true, clock: first.deps.clock, config: first.deps.config });
  const app = createApp({ ...first.deps });
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...first,
    url: `http://127.0.0.1:${port}`,
    app,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('proof-of-work difficulty', () => {
  it('doubles with each recent failure, up to eight times', () => {
    expect([0, 1, 2, 3, 4, 10].map((failures) => proofOfWorkMaxNumber(1_000, failures))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(2 ** maxDifficultyDoublings).toBe(8);
  });
});

describeOnBothDatabases(
  'slide proof of work',
  (gateway, kind) => {
    const clock = clocks[kind];

    async function challenge(device: string, at: TestGateway = gateway()) {
      const answer = await send<HumanCheckChallenge>(at, 'humanCheckChallenge', { device });
      const [row] = await gateway().db.select().from(humanChecks).where(eq(humanChecks.id, answer.body.value.id));
      return { value: answer.body.value, answerX: row.answerX };
    }

    const answerOf = (value: HumanCheckChallenge, x: number, proofOfWork?: ProofOfWorkPayload) => ({ id: value.id, x, trail: humanTrail(x), action: 'login', proofOfWork });
    const verify = (device: string, data: Record<string, unknown>, at: TestGateway = gateway()) => send<{ token: string }>(at, 'humanCheckVerify', { device, data });

    it('hands every slide challenge a signed PBKDF2 challenge bound to it', async () => {
      const { value } = await challenge(newDevice());
      expect(value.proofOfWork?.parameters).toMatchObject({ algorithm: proofOfWorkAlgorithm, cost: proofOfWorkCost, keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(value.proofOfWork?.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
      expect(value.proofOfWork?.signature).toMatch(/^[0-9a-f]{64}$/);
      const [row] = await gateway().db.select().from(proofsOfWork).where(eq(proofsOfWork.nonce, String(value.proofOfWork?.parameters.nonce)));
      expect(row).toMatchObject({ boundTo: value.id, expiresAt: value.expiresAt, usedAt: null });
      expect(await gateway().db.select().from(proofOfWorkKeys)).toHaveLength(1);
    });

    it('passes a right slide with its solved proof', async () => {
      const device = newDevice();
      const { value, answerX } = await challenge(device);
      const pass = await verify(device, answerOf(value, answerX, await solveProof(value)));
      expect(pass.body.value.token).toMatch(/^[\w-]{40,}$/);
    });

    it('refuses a right slide without a solution, and the challenge is spent', async () => {
      const device = newDevice();
      const { value, answerX } = await challenge(device);
      const bare = await verify(device, answerOf(value, answerX));
      expect([bare.status, bare.body.errorCode]).toEqual([400, errorCodes.proofOfWorkInvalid]);
      const late = await verify(device, answerOf(value, answerX, await solveProof(value)));
      expect(late.body.errorCode).toBe(errorCodes.humanCheckFailed);
    });

    it('refuses a wrong solution and one to a challenge made easier', async () => {
      const device = newDevice();
      const first = await challenge(device);
      const solved = await solveProof(first.value);
      const wrong = { ...solved, solution: { ...solved.solution, derivedKey: solved.solution.derivedKey.replace(/.$/, (last) => (last === '0' ? '1' : '0')) } };
      expect((await verify(device, answerOf(first.value, first.answerX, wrong))).body.errorCode).toBe(errorCodes.proofOfWorkInvalid);

      const second = await challenge(device);
      const proof = second.value.proofOfWork;
      if (!proof) throw new Error('no proof of work');
      // One leading zero instead of the signed prefix: solved at once, but no longer the challenge the gateway signed.
      const easier = { ...proof, parameters: { ...proof.parameters, keyPrefix: '0' } };
      const forged = await solveProof({ proofOfWork: easier });
      expect((await verify(device, answerOf(second.value, second.answerX, forged))).body.errorCode).toBe(errorCodes.proofOfWorkInvalid);
    });

    it('refuses a solution replayed on another challenge', async () => {
      const device = newDevice();
      const first = await challenge(device);
      const solved = await solveProof(first.value);
      expect((await verify(device, answerOf(first.value, first.answerX, solved))).body.success).toBe(true);
      const second = await challenge(device);
      expect((await verify(device, answerOf(second.value, second.answerX, solved))).body.errorCode).toBe(errorCodes.proofOfWorkInvalid);
    });

    it('spends a solution once, and never after it expired', async () => {
      const deps = gateway().deps;
      const issued = await issueProofOfWork(deps, { boundTo: 'check-a', maxNumber: 20, expiresAt: clock.now() + 1_000 });
      const solved = await solveProof({ proofOfWork: issued });
      expect(await refusal(spendProofOfWork(deps, 'check-b', solved))).toBe(errorCodes.proofOfWorkInvalid);
      const again = await issueProofOfWork(deps, { boundTo: 'check-a', maxNumber: 20, expiresAt: clock.now() + 1_000 });
      const solvedAgain = await solveProof({ proofOfWork: again });
      expect(await refusal(spendProofOfWork(deps, 'check-a', solvedAgain))).toBe('accepted');
      expect(await refusal(spendProofOfWork(deps, 'check-a', solvedAgain))).toBe(errorCodes.proofOfWorkInvalid);

      const stale = await issueProofOfWork(deps, { boundTo: 'check-c', maxNumber: 20, expiresAt: clock.now() + 1_000 });
      const solvedStale = await solveProof({ proofOfWork: stale });
      clock.advance(1_000);
      expect(await refusal(spendProofOfWork(deps, 'check-c', solvedStale))).toBe(errorCodes.proofOfWorkInvalid);
      expect(await refusal(spendProofOfWork(deps, 'check-c', undefined))).toBe(errorCodes.proofOfWorkInvalid);
    });

    it('counts a refused proof as a failure, which makes the next challenges harder', async () => {
      const device = newDevice();
      const who = { deviceId: device, ip: '127.0.0.1' };
      expect(await limitChallenge(gateway().deps, who)).toBe(0);
      const { value, answerX } = await challenge(device);
      await verify(device, answerOf(value, answerX));
      expect(await limitChallenge(gateway().deps, who)).toBe(1);
    });

    const second: { instance?: TestGateway } = {};
    afterAll(async () => {
      await second.instance?.close();
    });

    it('lets another gateway instance on the same database check a solution, once', async () => {
      second.instance = await secondInstance(gateway());
      const device = newDevice();
      const fromFirst = await challenge(device);
      const passed = await verify(device, answerOf(fromFirst.value, fromFirst.answerX, await solveProof(fromFirst.value)), second.instance);
      expect(passed.body.value.token).toMatch(/^[\w-]{40,}$/);

      const fromSecond = await challenge(device, second.instance);
      const answer = answerOf(fromSecond.value, fromSecond.answerX, await solveProof(fromSecond.value));
      const both = await Promise.all([verify(device, answer), verify(device, answer, second.instance)]);
      expect(both.filter((reply) => reply.body.success)).toHaveLength(1);
      expect(await gateway().db.select().from(proofOfWorkKeys)).toHaveLength(1);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
