/** The slide puzzle and the image captcha: real pictures, the server-kept answer, plausible drags, single use. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { captchaSchema, humanCheckChallengeSchema, type HumanCheckChallenge, type ProofOfWorkPayload } from '../../../src/services/schemas/account';
import { captchas, humanChecks } from '../../src/db/schema';
import { crc32 } from '../../src/domain/access/png';
import { isPlausibleTrail } from '../../src/domain/access/drag-trail';
import { describeOnBothDatabases } from '../databases';
import { colourCount, readPng } from './png-reader';
import { humanTrail, movableClocks, newDevice, send, solveProof } from './support';

const clocks = movableClocks();

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describeOnBothDatabases(
  'human check and captcha',
  (gateway, kind) => {
    const clock = clocks[kind];

    const proofs = new Map<string, ProofOfWorkPayload>();

    async function challenge(device: string) {
      const answer = await send<HumanCheckChallenge>(gateway(), 'humanCheckChallenge', { device });
      const value = v.parse(humanCheckChallengeSchema, answer.body.value);
      const [row] = await gateway().db.select().from(humanChecks).where(eq(humanChecks.id, value.id));
      proofs.set(value.id, await solveProof(value));
      return { value, answerX: row.answerX };
    }

    /** Answers with the challenge's solved proof of work, as the portal does; the proof-of-work tests send their own. */
    const verify = (device: string, data: Record<string, unknown>) =>
      send<{ token: string }>(gateway(), 'humanCheckVerify', { device, data: { proofOfWork: proofs.get(String(data.id)), ...data } });

    describe('slide puzzle', () => {
      it('sends a background with a hole and a piece with a transparent outside, keeping x to itself', async () => {
        const device = newDevice();
        const { value, answerX } = await challenge(device);
        expect(value).toMatchObject({ width: 300, height: 150, pieceSize: 50 });
        expect(JSON.stringify(value)).not.toContain(`"x":`);
        const background = readPng(value.background);
        const piece = readPng(value.piece);
        expect([background.width, background.height]).toEqual([300, 150]);
        expect([piece.width, piece.height]).toEqual([50, 50]);
        expect(colourCount(background)).toBeGreaterThan(500);
        const alpha = (x: number, y: number) => piece.pixels[(y * 50 + x) * 4 + 3];
        expect(alpha(0, 0)).toBe(0);
        expect(alpha(20, 30)).toBe(255);
        // The hole is darker than the piece that fills it, over the piece's body (the piece may be drawn a few rows off its hole).
        const lum = (p: Uint8Array, i: number) => p[i] + p[i + 1] + p[i + 2];
        let inHole = 0;
        let inPiece = 0;
        for (let py = 18; py <= 40; py++) {
          for (let px = 9; px <= 32; px++) {
            inHole += lum(background.pixels, ((value.y + py) * 300 + answerX + px) * 4);
            inPiece += lum(piece.pixels, (py * 50 + px) * 4);
          }
        }
        expect(inHole).toBeLessThan(inPiece);
      });

      it('accepts a human drag within 5 px and issues a single-use pass', async () => {
        const device = newDevice();
        const { value, answerX } = await challenge(device);
        const pass = await verify(device, { id: value.id, x: answerX + 5, trail: humanTrail(answerX + 5), action: 'login' });
        expect(pass.body.value.token).toMatch(/^[\w-]{40,}$/);
        const replay = await verify(device, { id: value.id, x: answerX, trail: humanTrail(answerX), action: 'login' });
        expect(replay.body.errorCode).toBe(errorCodes.humanCheckFailed);
      });

      it('refuses a miss of 6 px and burns the challenge', async () => {
        const device = newDevice();
        const { value, answerX } = await challenge(device);
        const miss = await verify(device, { id: value.id, x: answerX + 6, trail: humanTrail(answerX + 6), action: 'login' });
        expect(miss.body.errorCode).toBe(errorCodes.humanCheckFailed);
        const retry = await verify(device, { id: value.id, x: answerX, trail: humanTrail(answerX), action: 'login' });
        expect(retry.body.errorCode).toBe(errorCodes.humanCheckFailed);
      });

      it.each([
        ['too few points', (x: number) => humanTrail(x).filter((_, i) => i % 5 === 0).slice(0, 4)],
        ['too fast', (x: number) => humanTrail(x).map((p) => ({ ...p, t: p.t / 10 }))],
        ['time going backwards', (x: number) => humanTrail(x).map((p, i) => ({ ...p, t: i === 3 ? 0 : p.t }))],
        ['a perfect straight line at constant speed', (x: number) => Array.from({ length: 10 }, (_, i) => ({ x: (x * i) / 9, y: 40, t: i * 30 }))],
        ['ending away from the answer', (x: number) => humanTrail(x - 40)],
      ])('refuses a drag with %s', async (_, trail) => {
        const device = newDevice();
        const { value, answerX } = await challenge(device);
        const answer = await verify(device, { id: value.id, x: answerX, trail: trail(answerX), action: 'login' });
        expect(answer.body.errorCode).toBe(errorCodes.humanCheckFailed);
      });

      it('refuses an answer from another device and a challenge past its two minutes', async () => {
        const device = newDevice();
        const first = await challenge(device);
        expect((await verify(newDevice(), { id: first.value.id, x: first.answerX, trail: humanTrail(first.answerX), action: 'login' })).body.errorCode).toBe(
          errorCodes.humanCheckFailed,
        );
        const second = await challenge(device);
        clock.advance(2 * 60 * 1000 + 1);
        const late = await verify(device, { id: second.value.id, x: second.answerX, trail: humanTrail(second.answerX), action: 'login' });
        expect(late.body.errorCode).toBe(errorCodes.humanCheckExpired);
      });

      it('lets a pass expire unused', async () => {
        const device = newDevice();
        const { value, answerX } = await challenge(device);
        const { token } = (await verify(device, { id: value.id, x: answerX, trail: humanTrail(answerX), action: 'login' })).body.value;
        clock.advance(2 * 60 * 1000 + 1);
        const login = await send(gateway(), 'login', { device, data: { username: 'demo', password: 'Demo1234', humanCheckToken: token } });
        expect(login.body.errorCode).toBe(errorCodes.humanCheckExpired);
      });

      it('names a caller without a Device-Id by a cookie it sets with the challenge (server/test/dialect covers the rest)', async () => {
        const response = await fetch(new URL(calls.humanCheckChallenge.path, gateway().url), { headers: { Merchant: gateway().deps.config.merchant } });
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toMatch(/^wps_device=c-[\w-]+; Max-Age=\d+; Path=\/wps; HttpOnly; SameSite=Strict$/);
      });

      it('judges trails on their own', () => {
        const wobbly = humanTrail(120);
        expect(isPlausibleTrail(wobbly, 120, 5)).toBe(true);
        // A hand drifts up or down at least a pixel; a perfectly level drag is a script's.
        const level = wobbly.map((p) => ({ ...p, y: 40 }));
        expect(isPlausibleTrail(level, 120, 5)).toBe(false);
      });
    });

    describe('image captcha', () => {
      it('draws distorted text as a real PNG and keeps only a hash of the answer', async () => {
        const device = newDevice();
        const answer = await send<string>(gateway(), 'captcha', { device });
        const image = readPng(v.parse(captchaSchema, answer.body.value));
        expect([image.width, image.height]).toEqual([120, 40]);
        expect(colourCount(image)).toBeGreaterThan(100);
        const [row] = await gateway().db.select().from(captchas).where(eq(captchas.deviceId, device));
        expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.expiresAt).toBe(clock.now() + 2 * 60 * 1000);
      });

      it('draws a different picture every time', async () => {
        const device = newDevice();
        const first = (await send<string>(gateway(), 'captcha', { device })).body.value;
        const second = (await send<string>(gateway(), 'captcha', { device })).body.value;
        expect(first).not.toBe(second);
      });
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
