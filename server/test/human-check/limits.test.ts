/**
 * The slide puzzle's limits, kept in the database: a device that keeps
 * failing gets no new puzzle, nor does an address, and a device may not ask
 * for puzzles faster than a person refreshes pictures; a wrong keyboard
 * answer counts twice. Also the drag and key trail judges on their own,
 * verdict by verdict.
 */
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import type { HumanCheckChallenge } from '../../../src/services/schemas/account';
import { judgeTrail } from '../../src/domain/access/drag-trail';
import { judgeKeyTrail } from '../../src/domain/access/key-trail';
import { humanCheckLimits } from '../../src/domain/human-check-limits';
import { humanTrail, movableClocks, newDevice, send, solveProof } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { seededRandom } from '../provider/seeded-random';
import { keyboardPersonTrail, personTrail } from './person';
import { keyPresserTrail, linearTrail } from './solver';

const clocks = movableClocks();
const tenMinutes = 10 * 60 * 1000;

describeOnBothDatabases(
  'slide puzzle limits',
  (gateway, kind) => {
    const clock = clocks[kind];
    const from = (device: string, ip: string) => ({ device, headers: { 'X-Forwarded-For': ip } });
    const challenge = (device: string, ip: string) => send<HumanCheckChallenge>(gateway(), 'humanCheckChallenge', from(device, ip));

    async function fail(device: string, ip: string): Promise<void> {
      const issued = await challenge(device, ip);
      expect(issued.body.success).toBe(true);
      const data = { id: issued.body.value.id, x: 1, trail: humanTrail(1), action: 'login', proofOfWork: await solveProof(issued.body.value) };
      const miss = await send(gateway(), 'humanCheckVerify', { ...from(device, ip), data });
      expect(miss.body.errorCode).toBe(errorCodes.humanCheckFailed);
    }

    it('stops a device after five wrong answers until its window has passed', async () => {
      clock.advance(tenMinutes);
      const device = newDevice();
      for (let i = 0; i < humanCheckLimits.device.failuresPer10Minutes; i++) await fail(device, '203.0.113.1');
      const refused = await challenge(device, '203.0.113.1');
      expect([refused.status, refused.body.errorCode]).toEqual([429, errorCodes.tooManyRequests]);
      // Another device at the same address is still served.
      expect((await challenge(newDevice(), '203.0.113.1')).body.success).toBe(true);
      clock.advance(tenMinutes);
      expect((await challenge(device, '203.0.113.1')).body.success).toBe(true);
    });

    it('counts a wrong keyboard answer twice: three misses by keys stop a device', async () => {
      clock.advance(tenMinutes);
      const device = newDevice();
      const missByKeys = async () => {
        const issued = await challenge(device, '203.0.113.5');
        expect(issued.body.success).toBe(true);
        const miss = await send(gateway(), 'humanCheckVerify', {
          ...from(device, '203.0.113.5'),
          data: { id: issued.body.value.id, x: 1, trail: keyboardPersonTrail(1), gesture: 'keys', action: 'login', proofOfWork: await solveProof(issued.body.value) },
        });
        expect(miss.body.errorCode).toBe(errorCodes.humanCheckFailed);
      };
      const allowedMisses = Math.ceil(humanCheckLimits.device.failuresPer10Minutes / 2);
      for (let i = 0; i < allowedMisses; i++) await missByKeys();
      expect((await challenge(device, '203.0.113.5')).body.errorCode).toBe(errorCodes.tooManyRequests);
    });

    it('stops a network after thirty wrong answers, whatever device ids and addresses of its /24 it makes up', async () => {
      // At the start of a fresh ten-minute window, in bursts a minute apart so the gateway's general per-minute limits stay out of it.
      clock.advance(2 * tenMinutes - (clock.now() % tenMinutes));
      for (let i = 0; i < humanCheckLimits.ip.failuresPer10Minutes; i++) {
        if (i > 0 && i % 10 === 0) clock.advance(61 * 1000);
        await fail(newDevice(), `203.0.113.${10 + (i % 25)}`);
      }
      const refused = await challenge(newDevice(), '203.0.113.200');
      expect(refused.body.errorCode).toBe(errorCodes.tooManyRequests);
      expect((await challenge(newDevice(), '198.51.100.3')).body.success).toBe(true);
    });

    it('hands one device at most ten puzzles a minute', async () => {
      clock.advance(tenMinutes);
      const device = newDevice();
      for (let i = 0; i < humanCheckLimits.device.challengesPerMinute; i++) expect((await challenge(device, '203.0.113.4')).body.success).toBe(true);
      expect((await challenge(device, '203.0.113.4')).body.errorCode).toBe(errorCodes.tooManyRequests);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);

describe('trail judge', () => {
  it('passes hand-made drags of 300 to 1,500 ms', () => {
    for (let i = 0; i < 200; i++) expect(judgeTrail(personTrail(150), 150, 5)).toBe('plausible');
    expect(judgeTrail(humanTrail(120), 120, 5)).toBe('plausible');
  });

  it.each([
    ['a straight line at constant speed', linearTrail(150), 'constantSpeed'],
    ['a constant speed with a fake wobble', linearTrail(150).map((p, i) => ({ ...p, y: i % 2 })), 'constantSpeed'],
    ['a hand-like drag held perfectly level', personTrail(150).map((p) => ({ ...p, y: 0 })), 'noDrift'],
    ['too few points', linearTrail(150, 0, 5), 'tooFewPoints'],
    ['a jump in a tenth of a second', linearTrail(150, 0, 10, 100), 'badDuration'],
    ['a drag that never started at the piece', personTrail(150).map((p) => ({ ...p, x: p.x + 60 })), 'wrongStart'],
    ['time running backwards', personTrail(150).map((p, i) => ({ ...p, t: i === 3 ? -1 : p.t })), 'timeReversed'],
  ])('refuses %s', (_, trail, verdict) => {
    expect(judgeTrail(trail, 150, 5)).toBe(verdict);
  });
});

describe('key trail judge', () => {
  const maxX = 250;

  it('passes people moving the piece with the keys (taps, a held key, End and back)', () => {
    // Seeded, so the run is the same every time; the gateway test below draws fresh people.
    const source = seededRandom(20261125);
    const random = () => source.int(2 ** 32) / 2 ** 32;
    for (let i = 0; i < 500; i++) {
      const x = 70 + Math.floor(random() * 175);
      expect(judgeKeyTrail(keyboardPersonTrail(x, maxX, random), x, maxX)).toBe('plausible');
    }
  });

  const person = keyboardPersonTrail(150, maxX, () => 0.5);
  it.each([
    ['presses at an even beat with Enter on the next beat', keyPresserTrail(150), 'hastyConfirm'],
    ['presses at an even beat and a pause before Enter', keyPresserTrail(150).map((p, i, all) => (i === all.length - 1 ? { ...p, t: p.t + 600 } : p)), 'metronome'],
    ['a jump no key makes', [{ x: 0, y: 0, t: 0 }, { x: 150, y: 0, t: 0 }, { x: 150, y: 0, t: 900 }], 'notAKeyStep'],
    ['a drag sent as key presses', personTrail(150).concat({ x: 150, y: 0, t: 5_000 }), 'notAKeyStep'],
    ['too few points', [{ x: 0, y: 0, t: 0 }, { x: 150, y: 0, t: 900 }], 'tooFewPoints'],
    ['everything within a fifth of a second', person.map((p, i) => ({ ...p, t: person[0].t + i })), 'badDuration'],
    ['keys that never started at the piece', person.map((p) => ({ ...p, x: p.x + 1 })), 'wrongStart'],
    ['an Enter somewhere else than the last press left the piece', person.map((p, i) => (i === person.length - 1 ? { ...p, x: 151 } : p)), 'wrongEnd'],
    ['time running backwards', person.map((p, i) => ({ ...p, t: i === 3 ? 0 : p.t })), 'timeReversed'],
  ])('refuses %s', (_, trail, verdict) => {
    const finalX = trail[trail.length - 1].x;
    expect(judgeKeyTrail(trail, finalX, maxX)).toBe(verdict);
  });
});
