/**
 * Who sends the original's requests and what they need first: callers made
 * fresh for every request (so a money call of one variant never spends
 * another's balance), and the steps the original client takes through the
 * gateway itself (the slide check, an SMS code), done with the same client so
 * its cookie or Device-Id binds them.
 */
import { eq } from 'drizzle-orm';
import { calls } from '../../../src/services/calls';
import type { HumanCheckAction, HumanCheckChallenge } from '../../../src/services/schemas/account';
import { humanChecks, members } from '../../src/db/schema';
import { moveMoney } from '../../src/domain/ledger';
import { hashPassword } from '../../src/domain/passwords';
import { movePoints } from '../../src/domain/points';
import { openSession } from '../../src/domain/sessions';
import { humanTrail, latestSmsCode, solveProof } from '../access/support';
import { account } from '../agent/support';
import { fundedMember, withdrawingMember } from '../funds/support';
import type { TestGateway } from '../harness';
import type { OriginalClient } from './original-client';

export type CallerKind = 'visitor' | 'member' | 'withdrawer' | 'agent' | 'downline' | 'passworded';

export interface Caller {
  token?: string;
  id?: number;
  /** What the request may need to name: a downline's id, a bank account, a password. */
  facts: Record<string, string | number>;
}

let counter = 0;
const unique = (): number => ++counter * 1000 + (process.pid % 1000);

/** A Philippine mobile number no other request of this process uses. */
export const freshMobile = (): string => `917${String(unique()).padStart(7, '0').slice(-7)}`;
export const freshName = (prefix: string): string => `${prefix}${unique()}`;

export const knownPassword = 'Orig1234abc';
let knownHash: Promise<string> | undefined;

export async function callerOf(gateway: TestGateway, kind: CallerKind): Promise<Caller> {
  switch (kind) {
    case 'visitor':
      return { facts: {} };
    case 'member': {
      const member = await fundedMember(gateway, '1000.00');
      return { ...member, facts: {} };
    }
    case 'withdrawer': {
      const member = await withdrawingMember(gateway, '5000.00');
      await movePoints(gateway.db, { memberId: member.id, amount: 5000, kind: 'rng', idempotencyKey: `dialect-points:${member.id}`, reference: 'test', now: gateway.deps.clock.now() });
      return { token: member.token, id: member.id, facts: { bankAccountId: member.bankAccountId, paymentPassword: member.paymentPassword } };
    }
    case 'agent': {
      const agent = await account(gateway, 'oagent', { type: 1, affiliateCode: `O${unique()}` });
      const downline = await account(gateway, 'odown', { uplineId: agent.id });
      await moveMoney(gateway.db, { memberId: agent.id, cents: 100_000n, kind: 'adjustment', idempotencyKey: `dialect-agent:${agent.id}`, now: gateway.deps.clock.now() });
      return { token: agent.token, id: agent.id, facts: { downlineId: downline.id, downlineAccount: downline.account } };
    }
    case 'downline': {
      const upline = await account(gateway, 'oupline', { type: 1 });
      const member = await fundedMember(gateway, '1000.00', { uplineId: upline.id, toUpline: true });
      return { ...member, facts: { uplineId: upline.id } };
    }
    case 'passworded': {
      knownHash ??= hashPassword(knownPassword);
      const name = freshName('orig');
      const now = gateway.deps.clock.now();
      const [row] = await gateway.db
        .insert(members)
        .values({ account: name, nickname: name, passwordHash: await knownHash, passwordChangedAt: now, createdAt: now, email: `${name}@example.com` })
        .returning({ id: members.id });
      return { token: await openSession(gateway.deps, row.id), id: row.id, facts: { account: name, email: `${name}@example.com` } };
    }
  }
}

/** A challenge fetched by the client and the answer a person would drag (the test reads the hole from the database). */
export async function slideAnswer(client: OriginalClient, action: HumanCheckAction): Promise<Record<string, unknown>> {
  const challenge = await client.send<HumanCheckChallenge>(calls.humanCheckChallenge);
  if (!challenge.body?.success) throw new Error(`no challenge: ${challenge.text.slice(0, 200)}`);
  const [row] = await client.gateway.db.select().from(humanChecks).where(eq(humanChecks.id, challenge.body.value.id));
  return { id: row.id, x: row.answerX, trail: humanTrail(row.answerX), action, proofOfWork: await solveProof(challenge.body.value) };
}

/** The slide check passed as a person would, through the client (its cookie or Device-Id binds the pass). */
export async function passSlide(client: OriginalClient, action: HumanCheckAction): Promise<string> {
  const answer = await client.send<{ token: string }>(calls.humanCheckVerify, await slideAnswer(client, action));
  if (!answer.body?.success) throw new Error(`slide refused: ${answer.text.slice(0, 200)}`);
  return answer.body.value.token;
}

/** A code sent by the gateway to the number, asked for by the client and read from the development outbox. */
export async function smsCode(client: OriginalClient, call: 'smsRegister' | 'smsLogin', mobile: string): Promise<string> {
  const humanCheckToken = await passSlide(client, 'sms');
  const data = call === 'smsLogin' ? { mobileNum: mobile, countryDialingCode: '+63', humanCheckToken } : { mobileNo: mobile, countryDialingCode: '+63', humanCheckToken };
  const sent = await client.send(calls[call], data);
  if (!sent.body?.success) throw new Error(`no code sent: ${sent.text.slice(0, 200)}`);
  const code = await latestSmsCode(client.gateway, mobile);
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

/** A member with a phone, for SMS login and recovery. */
export async function memberWithPhone(gateway: TestGateway, mobile: string): Promise<void> {
  const now = gateway.deps.clock.now();
  const name = freshName('ophone');
  await gateway.db.insert(members).values({ account: name, nickname: name, passwordHash: await (knownHash ??= hashPassword(knownPassword)), passwordChangedAt: now, createdAt: now, countryDialingCode: '+63', mobile, mobileVerified: true });
}
