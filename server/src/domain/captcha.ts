/**
 * Image captchas: one live captcha per device, stored as a hash, valid for
 * two minutes and for one check only (a wrong answer burns it too).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { captchas } from '../db/schema';
import type { GatewayDeps } from '../http/context';
import { renderCaptcha } from './access/captcha-image';

/** No I, O, 0 or 1: they read alike in a distorted picture. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const captchaLength = 4;
export const captchaTtlMs = 2 * 60 * 1000;

const answerHash = (deviceId: string, answer: string): string =>
  createHash('sha256').update(`${deviceId}\n${answer.trim().toUpperCase()}`).digest('hex');

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;

/** Stores the answer for the device, replacing any earlier captcha. Tests call it to plant a known answer. */
export async function storeCaptcha({ db, clock }: Deps, deviceId: string, answer: string): Promise<void> {
  const row = { answerHash: answerHash(deviceId, answer), expiresAt: clock.now() + captchaTtlMs };
  await db.insert(captchas).values({ deviceId, ...row }).onConflictDoUpdate({ target: captchas.deviceId, set: row });
}

/** A fresh captcha for the device; returns the base64 PNG. */
export async function issueCaptcha(deps: Deps, deviceId: string): Promise<string> {
  const answer = Array.from({ length: captchaLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  await storeCaptcha(deps, deviceId, answer);
  return renderCaptcha(answer);
}

/** Consumes the device's captcha and says whether the answer matched in time. */
export async function checkCaptcha({ db, clock }: Deps, deviceId: string, answer: string): Promise<boolean> {
  if (!deviceId) return false;
  const [row] = await db.delete(captchas).where(eq(captchas.deviceId, deviceId)).returning();
  if (!row || row.expiresAt <= clock.now()) return false;
  return timingSafeEqual(Buffer.from(row.answerHash, 'hex'), Buffer.from(answerHash(deviceId, answer), 'hex'));
}
