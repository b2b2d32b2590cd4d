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
const art = (glyph: string, hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" rx="24" fill="hsl(${hue} 70% 92%)"/><circle cx="80" cy="80" r="48" fill="hsl(${hue} 65% 55%)"/><text x="80" y="96" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`,
  )}`;

export const seedRewards = [
  { type: 'live', names: { EN: 'Free spins bundle', TY: 'Gói quay miễn phí' }, descriptions: { EN: '20 free spins on featured slots.', TY: '20 vòng quay miễn phí cho slot nổi bật.' }, units: { EN: 'bundle', TY: 'gói' }, imageUrl: art('★', 45), points: 300, amount: '0', stock: 500, needsAddress: false, sort: 1 },
  { type: 'live', names: { EN: 'Cash voucher 50', TY: 'Phiếu tiền mặt 50' }, descriptions: { EN: 'A 50.00 voucher credited after approval.', TY: 'Phiếu 50.00 được cộng sau khi duyệt.' }, units: { EN: 'voucher', TY: 'phiếu' }, imageUrl: art('$', 140), points: 2000, amount: '0', stock: 200, needsAddress: false, sort: 2 },
  { type: 'live', names: { EN: 'VIP lounge pass', TY: 'Vé phòng VIP' }, descriptions: { EN: 'One week of VIP live tables.', TY: 'Một tuần bàn live VIP.' }, units: { EN: 'pass', TY: 'vé' }, imageUrl: art('♛', 280), points: 5000, amount: '10.00', stock: 50, needsAddress: false, sort: 3 },
  { type: 'gift', names: { EN: 'Branded mug', TY: 'Cốc thương hiệu' }, descriptions: { EN: 'Ceramic mug, shipped to you.', TY: 'Cốc sứ, giao tận nơi.' }, units: { EN: 'piece', TY: 'cái' }, imageUrl: art('☕', 20), points: 800, amount: '0', stock: 100, needsAddress: true, sort: 4 },
  { type: 'gift', names: { EN: 'Sports jersey', TY: 'Áo thể thao' }, descriptions: { EN: 'Official club jersey, one size.', TY: 'Áo câu lạc bộ chính thức.' }, units: { EN: 'piece', TY: 'cái' }, imageUrl: art('⚽', 210), points: 4000, amount: '25.00', stock: 30, needsAddress: true, sort: 5 },
  { type: 'gift', names: { EN: 'Wireless earbuds', TY: 'Tai nghe không dây' }, descriptions: { EN: 'Bluetooth earbuds with case.', TY: 'Tai nghe Bluetooth kèm hộp sạc.' }, units: { EN: 'set', TY: 'bộ' }, imageUrl: art('♫', 190), points: 9000, amount: '50.00', stock: 10, needsAddress: true, sort: 6 },
  { type: 'gift', names: { EN: 'Smartphone', TY: 'Điện thoại thông minh' }, descriptions: { EN: 'Latest model, limited stock.', TY: 'Mẫu mới nhất, số lượng có hạn.' }, units: { EN: 'piece', TY: 'chiếc' }, imageUrl: art('✆', 320), points: 60000, amount: '200.00', stock: 2, needsAddress: true, sort: 7 },
];

export async function seedPointsMall(db: Db): Promise<void> {
  await db.insert(settings).values({ key: pointConfigKey, value: defaultPointConfig }).onConflictDoNothing();
  const [existing] = await db.select({ id: pointRewards.id }).from(pointRewards).limit(1);
  if (!existing) await db.insert(pointRewards).values(seedRewards);
}
