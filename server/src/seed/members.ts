/**
 * Demo members, one per thing worth showing: a plain member, a VIP, agents of
 * every type with downlines, a trial account, the weak default password, an
 * expired password and a phone for SMS login. Idempotent: existing accounts
 * are left alone, so a restart keeps whatever testers changed.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { members } from '../db/schema';
import { createMember, type NewMember } from '../domain/members';
import { defaultPassword, hashPassword } from '../domain/passwords';

export interface DemoAccount {
  username: string;
  password: string;
  /** Short label for the start-up banner. */
  role: string;
  /** What the account demonstrates (README table). */
  shows: string;
}

type Seed = Omit<NewMember, 'now' | 'password' | 'uplineId'> & { password: string; role: string; shows: string; upline?: string };

const day = 24 * 60 * 60 * 1000;
const agentLabel = { labelName: 'Agent', color: '#6142bf' };

const seeds: Seed[] = [
  { account: 'demo', password: 'Demo1234', role: 'member', shows: 'member (rank 2); e-mail demo@example.com for recovery', rankLevel: 2, email: 'demo@example.com', openingBalance: '5000.00' },
  { account: 'vip', password: 'Vip12345', role: 'VIP', shows: 'VIP member, rank level 6 (VIP customer service)', rankLevel: 6, openingBalance: '250000.00', memberLabels: [{ labelName: 'VIP', color: '#f5c542' }] },
  { account: 'agent1', password: 'Agent123', role: 'agent 1', shows: 'agent type 1, affiliate code AGT1001', type: 1, affiliateCode: 'AGT1001', rankLevel: 4, openingBalance: '80000.00', memberLabels: [agentLabel] },
  { account: 'agent2', password: 'Agent123', role: 'agent 2', shows: 'agent type 2, affiliate code AGT2001', type: 2, affiliateCode: 'AGT2001', rankLevel: 3, openingBalance: '60000.00', memberLabels: [agentLabel] },
  { account: 'agent41', password: 'Agent123', role: 'agent 41', shows: 'agent type 41, affiliate code AGT4101', type: 41, affiliateCode: 'AGT4101', rankLevel: 3, openingBalance: '40000.00', memberLabels: [agentLabel] },
  { account: 'agent42', password: 'Agent123', role: 'agent 42', shows: 'agent type 42, affiliate code AGT4201', type: 42, affiliateCode: 'AGT4201', rankLevel: 3, openingBalance: '40000.00', memberLabels: [agentLabel] },
  { account: 'player11', password: 'Player123', role: 'downline', shows: 'downline of agent1, may transfer to upline', upline: 'agent1', toUpline: true, openingBalance: '1500.00' },
  { account: 'player12', password: 'Player123', role: 'downline', shows: 'downline of agent1', upline: 'agent1', openingBalance: '800.00' },
  { account: 'agent3', password: 'Agent123', role: 'sub-agent', shows: 'agent type 1 under agent1, affiliate code AGT3001; holds a 2 % daily-salary contract with player31', type: 1, affiliateCode: 'AGT3001', upline: 'agent1', toUpline: true, rankLevel: 3, openingBalance: '20000.00', memberLabels: [agentLabel] },
  { account: 'player31', password: 'Player123', role: 'downline', shows: 'downline of agent3 (agent1 below agent3)', upline: 'agent3', openingBalance: '600.00' },
  { account: 'player21', password: 'Player123', role: 'downline', shows: 'downline of agent2', upline: 'agent2', openingBalance: '1200.00' },
  { account: 'player41', password: 'Player123', role: 'downline', shows: 'downline of agent41', upline: 'agent41', openingBalance: '950.00' },
  { account: 'player42', password: 'Player123', role: 'downline', shows: 'downline of agent42', upline: 'agent42', openingBalance: '700.00' },
  { account: 'guest0001', password: 'Trial123', role: 'trial', shows: 'trial account (type 4): member centre refused', type: 4, nickname: 'Guest', openingBalance: '2000.00', openingKind: 'bonus' },
  { account: 'weakpass', password: defaultPassword, role: 'weak pwd', shows: 'password is the weak default: change forced', passwordDefault: true, openingBalance: '300.00' },
  { account: 'expired', password: 'Expired123', role: 'expired', shows: 'password expired: change forced (PWDEXPFORCECHANGE3)', openingBalance: '300.00' },
  {
    account: 'smsuser',
    password: 'Sms12345',
    role: 'SMS login',
    shows: 'mobile +63 9171234567: SMS login and phone recovery (code in /dev/sms-outbox)',
    phone: { countryDialingCode: '+63', mobile: '9171234567' },
    openingBalance: '3000.00',
  },
];

/** Demo accounts printed by `npm start`. */
export const demoAccounts: DemoAccount[] = seeds.map(({ account, password, role, shows }) => ({ username: account, password, role, shows }));

export async function seedMembers(db: Db): Promise<void> {
  const existing = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, seeds.map((s) => s.account)));
  const ids = new Map(existing.map((row) => [row.account, row.id]));
  const missing = seeds.filter((seed) => !ids.has(seed.account));
  if (missing.length === 0) return;
  // scrypt runs on the thread pool: hashing together is several times faster than one by one.
  const hashes = await Promise.all(missing.map((seed) => hashPassword(seed.password)));
  const now = Date.now();
  // Agents first, so downlines find their upline's id.
  const ordered = missing.map((seed, index) => ({ seed, hash: hashes[index] })).sort((a, b) => Number(Boolean(a.seed.upline)) - Number(Boolean(b.seed.upline)));
  for (const { seed, hash } of ordered) {
    const { role: _role, shows: _shows, upline, password: _password, ...fields } = seed;
    const member = await createMember(db, {
      ...fields,
      password: null,
      passwordHash: hash,
      uplineId: upline ? (ids.get(upline) ?? null) : null,
      passwordExpiresAt: seed.account === 'expired' ? now - day : null,
      firstLoginAt: now - 30 * day,
      now: now - 30 * day,
    });
    ids.set(member.account, member.id);
  }
}
