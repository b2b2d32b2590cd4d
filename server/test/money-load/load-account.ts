/**
 * The one account a money load runs on, written straight into the database
 * (so the same set-up serves a test gateway and a gateway process whose
 * embedded database only one process may open at a time): a member with a
 * session, a payment password and a bank account, money in the main wallet,
 * points, goods to redeem, and a slot and a duel game of their own vendor.
 * Tables (play sessions) are opened later over HTTP, as the provider page does.
 */
import { eq } from 'drizzle-orm';
import { defaultConfig } from '../../src/config';
import type { Db } from '../../src/db';
import { bankAccounts, gameVendors, games, members, pointRewards, settings, type GameEngine } from '../../src/db/schema';
import { fundsSettingKeys, withdrawConfig } from '../../src/domain/funds/settings';
import { moveMoney } from '../../src/domain/ledger';
import { toCents } from '../../src/domain/money';
import { hashPassword } from '../../src/domain/passwords';
import { movePoints } from '../../src/domain/points';
import { openSession } from '../../src/domain/sessions';
import { useTestPasswordCost } from '../password-cost';

export interface LoadGame {
  nodeId: number;
  code: string;
  vendor: string;
}

export interface LoadAccount {
  memberId: number;
  token: string;
  bankAccountId: number;
  paymentPassword: string;
  rewardId: number;
  games: Record<'slot' | 'duel', LoadGame>;
}

export interface LoadAccountOptions {
  now: number;
  /** Opening main-wallet balance, decimal text. */
  opening: string;
  points: number;
  /** Units of the goods: fewer than the redemptions asked for, so some are refused out of stock. */
  stock: number;
  /** Distinguishes the account's names when one database holds several. */
  tag: string;
}

export const loadPaymentPassword = '246810';

async function insertGame(db: Db, engine: GameEngine, tag: string, now: number): Promise<LoadGame> {
  const vendor = `LOAD${engine.toUpperCase()}${tag}`.slice(0, 30);
  const category = engine === 'slot' ? 'RNG' : 'LIVE';
  await db.insert(gameVendors).values({ code: vendor, name: `Load ${engine}`, category: category as never, groupCode: null, maintenance: false });
  const [row] = await db
    .insert(games)
    .values({
      code: `LOAD_${engine.toUpperCase()}_${tag}`,
      vendor,
      gameType: category as never,
      gameClassify: engine === 'slot' ? 'SLOT' : 'BACCARAT',
      names: { EN: `Load ${engine}`, TY: `Load ${engine}` },
      minBet: '1.00',
      accountTypeName: vendor,
      maintenance: false,
      engine,
      createdAt: now,
    })
    .returning({ nodeId: games.nodeId, code: games.code, vendor: games.vendor });
  return row!;
}

export async function prepareLoadAccount(db: Db, options: LoadAccountOptions): Promise<LoadAccount> {
  const { now, tag } = options;
  // The check reads the cost from the stored hash: a hundred checks at the production cost (32 MB each)
  // would make the load measure scrypt rather than the money code.
  useTestPasswordCost();
  const [member] = await db
    .insert(members)
    .values({
      account: `load${tag}`.slice(0, 20),
      nickname: 'Load',
      passwordHash: 'unused',
      passwordChangedAt: now,
      paymentPasswordHash: await hashPassword(loadPaymentPassword),
      createdAt: now,
    })
    .returning({ id: members.id });
  const memberId = member!.id;
  const token = await openSession({ db, clock: { now: () => now }, config: defaultConfig }, memberId);
  const [account] = await db
    .insert(bankAccounts)
    .values({ memberId, bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumber: `9${memberId}`.padEnd(10, '7'), createdAt: now })
    .returning({ id: bankAccounts.id });
  await moveMoney(db, { memberId, cents: toCents(options.opening), kind: 'adjustment', idempotencyKey: `load-open:${memberId}`, now });
  await movePoints(db, { memberId, amount: options.points, kind: 'adjustment', idempotencyKey: `load-points:${memberId}`, now });
  // A day's withdrawals are capped at a handful; the load makes dozens on purpose.
  const config = { ...(await withdrawConfig(db)), dailyCountLimit: 100_000 };
  await db.update(settings).set({ value: config }).where(eq(settings.key, fundsSettingKeys.withdraw));
  const [reward] = await db
    .insert(pointRewards)
    .values({ type: 'live', names: { EN: 'Chips' }, descriptions: { EN: 'Chips' }, units: { EN: 'pack' }, imageUrl: '/x.svg', points: 100, amount: '1.00', stock: options.stock })
    .returning({ id: pointRewards.id });
  return {
    memberId,
    token,
    bankAccountId: account!.id,
    paymentPassword: loadPaymentPassword,
    rewardId: reward!.id,
    games: { slot: await insertGame(db, 'slot', tag, now), duel: await insertGame(db, 'duel', tag, now) },
  };
}
