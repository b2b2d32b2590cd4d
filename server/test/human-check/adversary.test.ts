/**
 * The slide puzzle against its adversaries, 200 attempts each through the
 * real challenge and verify calls, and what stops each one:
 * - darkest column, straight constant-speed drag: the false gaps are darker
 *   than the real one (its guess lands on the hole at most 10% of the time)
 *   and the trail's judge refuses a metronome drag;
 * - darkest column, arrow keys at an even beat: the same picture, and the
 *   key trail's judge refuses the beat;
 * - template matching (the piece's inner pixels correlated over the
 *   background across x and a band of rows, plus a bright-rim term) with a
 *   hand-like drag the trail's judge accepts: the picture alone must stop
 *   it, since the piece is no copy of its gap and the false gaps correlate
 *   with the piece better (its guess lands on the hole at most 5% of the
 *   time).
 * Each script must fail at least 95% of the time, while 200 people aiming
 * at the real hole, with eased, wobbling drags or with the keyboard, pass
 * at least 95% of the time. Every attempt comes from its own device and
 * address, as a spread-out attacker's would, so the per-device and
 * per-address limits do not decide the figures. The figures come from the
 * picture and from the judge of the trail, not from the store under them:
 * the attempts run on PGlite, and the store's part (a puzzle answered once,
 * the limits) is checked on both databases in limits.test.ts.
 */
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumanCheckChallenge } from '../../../src/services/schemas/account';
import { humanChecks } from '../../src/db/schema';
import { slideTolerancePx } from '../../src/domain/human-check';
import { newDevice, send, solveProof } from '../access/support';
import { startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { keyboardPersonTrail, personTrail, type TrailPoint } from './person';
import { attack, darkestColumnGuess, handLikeTrail, keyPresserTrail, linearTrail, type Identity, type Strategy } from './solver';
import { templateMatchGuess } from './template-matcher';

const attempts = 200;
let addressSerial = 0;
/** A network of its own for every attempt: the per-address budgets count a /24 as one caller. */
const stranger = (): Identity => {
  const n = addressSerial++;
  return { device: newDevice(), ip: `10.${(n >> 8) & 255}.${n & 255}.1` };
};

/** The holes the server kept, looked up once for a whole run. */
async function answersOf(gateway: TestGateway, ids: string[]): Promise<Map<string, number>> {
  const rows = await gateway.db.select({ id: humanChecks.id, answerX: humanChecks.answerX }).from(humanChecks).where(inArray(humanChecks.id, ids));
  return new Map(rows.map((row) => [row.id, row.answerX]));
}

const percent = (count: number): string => `${((100 * count) / attempts).toFixed(1)}%`;

/** Runs `attempts` tries a few at a time: each is independent, and the gateway serves several at once. */
async function inBatches<T>(run: () => Promise<T>, size = 8): Promise<T[]> {
  const results: T[] = [];
  for (let done = 0; done < attempts; done += size) results.push(...(await Promise.all(Array.from({ length: Math.min(size, attempts - done) }, run))));
  return results;
}

const scripts: { name: string; strategy: Strategy; maxOnHole: number }[] = [
  { name: 'darkest column, a straight constant-speed drag', strategy: { guess: darkestColumnGuess, trail: (x) => linearTrail(x), gesture: 'drag' }, maxOnHole: 0.1 },
  { name: 'darkest column, arrow keys at an even beat', strategy: { guess: darkestColumnGuess, trail: (x) => keyPresserTrail(x), gesture: 'keys' }, maxOnHole: 0.1 },
  { name: 'template match, a hand-like drag', strategy: { guess: (challenge) => templateMatchGuess(challenge).x, trail: (x) => handLikeTrail(x), gesture: 'drag' }, maxOnHole: 0.05 },
];

const people: { name: string; gesture: 'drag' | 'keys'; trail: (x: number) => TrailPoint[] }[] = [
  { name: 'eased, wobbling drags of 300–1500 ms', gesture: 'drag', trail: (x) => personTrail(x) },
  { name: 'arrow keys tapped or held, a look before Enter', gesture: 'keys', trail: (x) => keyboardPersonTrail(x) },
];

describe('slide puzzle against a script', () => {
  let started: TestGateway | undefined;
  beforeAll(async () => {
    started = await startGatewayOn('pglite');
  });
  afterAll(() => started?.close());
  const gateway = (): TestGateway => {
    if (!started) throw new Error('the gateway starts in beforeAll');
    return started;
  };
  const kind = 'pglite';
  // 200 puzzles drawn and checked per test: the time follows the machine's load, so the bound is on the rates, not the clock.
  const workTimeoutMs = 180_000;

  it.each(scripts)('fails $name at least 95% of 200 tries', async ({ name, strategy, maxOnHole }) => {
    const results = await inBatches(() => attack(gateway(), stranger(), strategy));
    const holes = await answersOf(gateway(), results.map((r) => r.challengeId));
    const failed = results.filter((r) => !r.passed).length;
    const onHole = results.filter((r) => Math.abs(r.guessX - (holes.get(r.challengeId) ?? NaN)) <= slideTolerancePx).length;
    console.info(`[${kind}] adversary (${name}): ${percent(failed)} of ${attempts} failed; its guess hit the hole ${percent(onHole)} of the time`);
    expect(failed).toBeGreaterThanOrEqual(0.95 * attempts);
    // The picture alone defeats the guess, whatever the move looks like.
    expect(onHole).toBeLessThanOrEqual(maxOnHole * attempts);
  }, workTimeoutMs);

  it.each(people)('lets at least 95% of 200 people through with $name', async ({ name, gesture, trail }) => {
    const results = await inBatches(async () => {
      const person = stranger();
      const who = { device: person.device, headers: { 'X-Forwarded-For': person.ip } };
      const issued = await send<HumanCheckChallenge>(gateway(), 'humanCheckChallenge', who);
      const { id } = issued.body.value;
      // The person lands within a few pixels of the hole they see.
      const x = ((await answersOf(gateway(), [id])).get(id) ?? NaN) + randomInt(-3, 4);
      const answer = await send(gateway(), 'humanCheckVerify', { ...who, data: { id, x, trail: trail(x), gesture, action: 'login', proofOfWork: await solveProof(issued.body.value) } });
      return answer.body.success;
    });
    const passed = results.filter(Boolean).length;
    console.info(`[${kind}] people (${name}, aimed at the hole): ${percent(passed)} of ${attempts} passed`);
    expect(passed).toBeGreaterThanOrEqual(0.95 * attempts);
  }, workTimeoutMs);
});
