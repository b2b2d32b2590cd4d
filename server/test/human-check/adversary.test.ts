/**
 * The slide puzzle against its adversary: 50 scripted attempts (darkest
 * column of the served background, then a straight constant-speed drag) must
 * fail at least 90% of the time, and its guess must land on the hole at most
 * 10% of the time (the picture's defences on their own, whatever the drag
 * looks like), while 50 people aiming at the real hole with eased, wobbling
 * drags pass at least 95% of the time. The same again by keyboard: the script
 * presses the arrow keys at an even beat, the people tap, hold or jump to
 * the end and back, and look before pressing Enter. Every attempt comes from its own
 * device and address, as a spread-out attacker's would, so the per-device
 * and per-address limits do not decide the figures. The figures come from
 * the picture and from the judge of the trail, not from the store under
 * them: the 200 attempts run on PGlite, and the store's part (a puzzle
 * answered once, the limits) is checked on both databases in limits.test.ts.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumanCheckChallenge } from '../../../src/services/schemas/account';
import { humanChecks } from '../../src/db/schema';
import { slideTolerancePx } from '../../src/domain/human-check';
import { newDevice, send } from '../access/support';
import { startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { keyboardPersonTrail, personTrail } from './person';
import { attack, type Attempt, type Identity } from './solver';

const attempts = 50;
let addressSerial = 0;
const stranger = (): Identity => ({ device: newDevice(), ip: `198.51.100.${addressSerial++ % 250}` });

const answerOf = async (gateway: TestGateway, id: string): Promise<number> =>
  (await gateway.db.select({ answerX: humanChecks.answerX }).from(humanChecks).where(eq(humanChecks.id, id)))[0].answerX;

const percent = (count: number): string => `${((100 * count) / attempts).toFixed(0)}%`;

/** Runs `attempts` tries a few at a time: each is independent, and the gateway serves several at once. */
async function inBatches<T>(run: () => Promise<T>, size = 5): Promise<T[]> {
  const results: T[] = [];
  for (let done = 0; done < attempts; done += size) results.push(...(await Promise.all(Array.from({ length: Math.min(size, attempts - done) }, run))));
  return results;
}

type Attack = (gateway: TestGateway, identity: Identity) => Promise<Attempt>;

const scripts: { name: string; attack: Attack }[] = [
  { name: 'a straight constant-speed drag', attack },
  { name: 'arrow keys at an even beat', attack: (gateway, identity) => attack(gateway, identity, 'keys') },
];

const people: { name: string; gesture: 'drag' | 'keys'; trail: (x: number) => { x: number; y: number; t: number }[] }[] = [
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

  it.each(scripts)('fails the darkest-column script with $name at least 90% of 50 tries, and its guess misses the hole as often', async ({ name, attack: run }) => {
    const results = await inBatches(async () => {
      const attempt = await run(gateway(), stranger());
      const hole = attempt.challengeId ? await answerOf(gateway(), attempt.challengeId) : NaN;
      return { passed: attempt.passed, onHole: Math.abs(attempt.guessX - hole) <= slideTolerancePx };
    });
    const failed = results.filter((r) => !r.passed).length;
    const onHole = results.filter((r) => r.onHole).length;
    console.info(`[${kind}] adversary (darkest column, ${name}): ${percent(failed)} of ${attempts} failed; its guess hit the hole ${percent(onHole)} of the time`);
    expect(failed).toBeGreaterThanOrEqual(0.9 * attempts);
    // The picture alone defeats the scan, whatever the drag looks like.
    expect(onHole).toBeLessThanOrEqual(0.1 * attempts);
  });

  it.each(people)('lets at least 95% of 50 people through with $name', async ({ name, gesture, trail }) => {
    const results = await inBatches(async () => {
      const person = stranger();
      const who = { device: person.device, headers: { 'X-Forwarded-For': person.ip } };
      const issued = await send<HumanCheckChallenge>(gateway(), 'humanCheckChallenge', who);
      // The person lands within a few pixels of the hole they see.
      const x = (await answerOf(gateway(), issued.body.value.id)) + randomInt(-3, 4);
      const answer = await send(gateway(), 'humanCheckVerify', { ...who, data: { id: issued.body.value.id, x, trail: trail(x), gesture, action: 'login' } });
      return answer.body.success;
    });
    const passed = results.filter(Boolean).length;
    console.info(`[${kind}] people (${name}, aimed at the hole): ${percent(passed)} of ${attempts} passed`);
    expect(passed).toBeGreaterThanOrEqual(0.95 * attempts);
  });
});
