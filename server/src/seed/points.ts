/**
 * Opening point balances of the demo accounts, written as ledger movements
 * with fixed idempotency keys, so seeding twice credits once.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { members, pointRewards, settings } from '../db/schema';
import { defaultPointConfig, pointConfigKey } from '../domain/points/mall';
import { movePoints } from '../domain/points';

export const seedPointBalances: Record<string, { amount: number; kind: string }> = {
  demo: { amount: 320, kind: 'rng' },
  vip: { amount: 12500, kind: 'live' },
  agent1: { amount: 2400, kind: 'sports' },
};

export async function seedPoints(db: Db): Promise<void> {
  await seedPointsMall(db);
  const rows = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, Object.keys(seedPointBalances)));
  const now = Date.now();
  for (const row of rows) {
    const { amount, kind } = seedPointBalances[row.account];
    await movePoints(db, { memberId: row.id, amount, kind, idempotencyKey: `seed-points:${row.account}`, reference: 'welcome points', now });
  }
}

// ── Points mall: the earning and conversion rules, and the goods ──────────
/** The goods' pictures are static files of the portal (public/assets/point-mall). */
const art = (name: string) => `/assets/point-mall/${name}.svg`;

export const seedRewards = [
  { type: 'live', names: { EN: 'Free spins bundle', TY: 'Bundle ng libreng spin' }, descriptions: { EN: '20 free spins on featured slots.', TY: '20 libreng spin sa mga tampok na slot.' }, units: { EN: 'bundle', TY: 'bundle' }, imageUrl: art('free-spins'), points: 300, amount: '0', stock: 500, needsAddress: false, sort: 1 },
  { type: 'live', names: { EN: 'Cash voucher 50', TY: 'Cash voucher 50' }, descriptions: { EN: 'A 50.00 voucher credited after approval.', TY: 'Voucher na 50.00, idinadagdag pagkatapos maaprubahan.' }, units: { EN: 'voucher', TY: 'voucher' }, imageUrl: art('cash-voucher'), points: 2000, amount: '0', stock: 200, needsAddress: false, sort: 2 },
  { type: 'live', names: { EN: 'VIP lounge pass', TY: 'Pass sa VIP lounge' }, descriptions: { EN: 'One week of VIP live tables.', TY: 'Isang linggo ng VIP live table.' }, units: { EN: 'pass', TY: 'pass' }, imageUrl: art('vip-pass'), points: 5000, amount: '10.00', stock: 50, needsAddress: false, sort: 3 },
  { type: 'gift', names: { EN: 'Branded mug', TY: 'Branded na tasa' }, descriptions: { EN: 'Ceramic mug, shipped to you.', TY: 'Tasang seramik, ipinapadala sa iyo.' }, units: { EN: 'piece', TY: 'piraso' }, imageUrl: art('mug'), points: 800, amount: '0', stock: 100, needsAddress: true, sort: 4 },
  { type: 'gift', names: { EN: 'Sports jersey', TY: 'Jersey pang-sports' }, descriptions: { EN: 'Official club jersey, one size.', TY: 'Opisyal na jersey ng club, iisang sukat.' }, units: { EN: 'piece', TY: 'piraso' }, imageUrl: art('jersey'), points: 4000, amount: '25.00', stock: 30, needsAddress: true, sort: 5 },
  { type: 'gift', names: { EN: 'Wireless earbuds', TY: 'Wireless na earbuds' }, descriptions: { EN: 'Bluetooth earbuds with case.', TY: 'Bluetooth earbuds na may case.' }, units: { EN: 'set', TY: 'set' }, imageUrl: art('earbuds'), points: 9000, amount: '50.00', stock: 10, needsAddress: true, sort: 6 },
  { type: 'gift', names: { EN: 'Smartphone', TY: 'Smartphone' }, descriptions: { EN: 'Latest model, limited stock.', TY: 'Pinakabagong modelo, limitado ang stock.' }, units: { EN: 'piece', TY: 'piraso' }, imageUrl: art('smartphone'), points: 60000, amount: '200.00', stock: 2, needsAddress: true, sort: 7 },
];

export async function seedPointsMall(db: Db): Promise<void> {
  await db.insert(settings).values({ key: pointConfigKey, value: defaultPointConfig }).onConflictDoNothing();
  const [existing] = await db.select({ id: pointRewards.id }).from(pointRewards).limit(1);
  if (!existing) await db.insert(pointRewards).values(seedRewards);
}
