/**
 * What the agent centre needs on a fresh database: agent notices in English
 * and Tagalog (one pinned), and a week of deposits and settled rounds for
 * agent1's team (player11, player12, the sub-agent agent3 and its player31),
 * so the team pages show real figures at once.
 *
 * Every movement goes through the ledger like the real flows (a deposit row
 * with its credit; a round's bets row with its stake and payout), each under
 * a fixed key, so a second run inserts nothing and balances stay equal to
 * the ledger. Rounds go through seeded-round.ts like records.ts's.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { agentAnnouncements, deposits, ledgerEntries, members } from '../db/schema';
import { nextId, referenceOf } from '../domain/funds/references';
import { applyMovement } from '../domain/ledger';
import { toCents } from '../domain/money';
import { seedSettledRound } from './seeded-round';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

const notices = [
  {
    topic: 'commission-2025',
    pinned: true,
    daysAgo: 1,
    EN: { title: 'Salary and dividend contracts are open', content: '<p>Offer daily, hourly or real-time salary and dividend contracts to your direct downlines from <b>Downline management</b>. Settlements are paid to your main wallet automatically.</p>' },
    TY: { title: 'Bukas na ang mga kontrata ng sahod at dibidendo', content: '<p>Mag-alok ng araw-araw, oras-oras o real-time na sahod at dibidendo sa iyong mga direktang downline mula sa <b>Pamamahala ng downline</b>. Awtomatikong ibinabayad ang settlement sa iyong main wallet.</p>' },
  },
  {
    topic: 'register-center',
    pinned: false,
    daysAgo: 3,
    EN: { title: 'Create downline accounts in the register center', content: '<p>Open accounts for your players or sub-agents directly, or share your affiliate link and QR code.</p>' },
    TY: { title: 'Gumawa ng downline account sa register center', content: '<p>Magbukas ng account para sa iyong mga manlalaro o sub-agent, o ibahagi ang iyong affiliate link at QR code.</p>' },
  },
  {
    topic: 'transfer-limits',
    pinned: false,
    daysAgo: 5,
    EN: { title: 'Transfers to several downlines at once', content: '<p>Send credit to up to 20 downlines in one transfer; each of them gets an inbox message with your note.</p>' },
    TY: { title: 'Paglipat sa maraming downline nang sabay', content: '<p>Magpadala ng credit sa hanggang 20 downline sa isang paglipat; bawat isa ay makakatanggap ng mensahe kasama ang iyong tala.</p>' },
  },
  {
    topic: 'maintenance-notice',
    pinned: false,
    daysAgo: 8,
    EN: { title: 'Scheduled maintenance', content: '<p>Reports may be delayed by a few minutes during the weekly maintenance window (Tuesday 02:00-04:00 UTC).</p>' },
    TY: { title: 'Nakatakdang maintenance', content: '<p>Maaaring maantala nang ilang minuto ang mga ulat sa lingguhang maintenance (Martes 02:00-04:00 UTC).</p>' },
  },
];

interface TeamSeed {
  deposits: { amount: string; daysAgo: number }[];
  rounds: { code: string; stake: string; payout: string; daysAgo: number; hoursAgo: number }[];
}

const teamSeeds: Record<string, TeamSeed> = {
  player11: {
    deposits: [{ amount: '500.00', daysAgo: 6 }],
    rounds: [
      { code: 'PG_AZTEC_GOLD', stake: '100.00', payout: '40.00', daysAgo: 6, hoursAgo: 2 },
      { code: 'EVO_LOBBY', stake: '200.00', payout: '200.00', daysAgo: 5, hoursAgo: 4 },
      { code: 'KA_OCEAN_KING', stake: '50.00', payout: '0.00', daysAgo: 3, hoursAgo: 1 },
      { code: 'SABA_LOBBY', stake: '120.00', payout: '0.00', daysAgo: 1, hoursAgo: 3 },
    ],
  },
  player12: {
    deposits: [{ amount: '300.00', daysAgo: 5 }],
    rounds: [
      { code: 'PG_AZTEC_GOLD', stake: '30.00', payout: '30.00', daysAgo: 4, hoursAgo: 2 },
      { code: 'KM_TONGITS', stake: '80.00', payout: '0.00', daysAgo: 2, hoursAgo: 5 },
      { code: 'JILI_BLAZING_LION', stake: '25.00', payout: '10.00', daysAgo: 1, hoursAgo: 1 },
    ],
  },
  agent3: {
    deposits: [{ amount: '1000.00', daysAgo: 4 }],
    rounds: [
      { code: 'EVO_LOBBY', stake: '500.00', payout: '450.00', daysAgo: 3, hoursAgo: 6 },
      { code: 'SEXY_LOBBY', stake: '300.00', payout: '0.00', daysAgo: 2, hoursAgo: 2 },
    ],
  },
  player31: {
    deposits: [{ amount: '200.00', daysAgo: 3 }],
    rounds: [
      { code: 'PG_AZTEC_GOLD', stake: '60.00', payout: '0.00', daysAgo: 2, hoursAgo: 4 },
      { code: 'DS88_LOBBY', stake: '40.00', payout: '40.00', daysAgo: 1, hoursAgo: 2 },
      { code: 'IMES_LOBBY', stake: '20.00', payout: '0.00', daysAgo: 0, hoursAgo: 3 },
    ],
  },
};

export async function seedAgents(db: Db): Promise<void> {
  await seedNotices(db);
  const accounts = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, Object.keys(teamSeeds)));
  const now = Date.now();
  for (const { id, account } of accounts) {
    const seed = teamSeeds[account];
    for (const [index, deposit] of seed.deposits.entries()) await seedDeposit(db, id, `seed-agent-deposit:${account}:${index + 1}`, deposit.amount, now - deposit.daysAgo * day - 8 * hour);
    for (const [index, round] of seed.rounds.entries()) await seedSettledRound(db, id, `team-seed-${account}-${String(index + 1).padStart(2, '0')}`, round, now - round.daysAgo * day - round.hoursAgo * hour);
  }
}

async function seedNotices(db: Db): Promise<void> {
  const now = Date.now();
  const rows = notices.flatMap((notice) =>
    (['EN', 'TY'] as const).map((language) => ({ topic: notice.topic, language, ...notice[language], pinned: notice.pinned, publishedAt: now - notice.daysAgo * day })),
  );
  await db.insert(agentAnnouncements).values(rows).onConflictDoNothing();
}

/** An approved deposit: its row and its credit in one transaction, keyed so it is written once. */
async function seedDeposit(db: Db, memberId: number, key: string, amount: string, at: number): Promise<void> {
  const [done] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
  if (done) return;
  await db.transaction(async (tx) => {
    const id = await nextId(tx, 'deposits');
    const reference = referenceOf('D', at, id);
    await tx.insert(deposits).values({ id, memberId, channelCode: 'BANK', amount, reference, status: 'approved', createdAt: at, decidedAt: at });
    await applyMovement(tx, { memberId, cents: toCents(amount), kind: 'deposit', idempotencyKey: key, reference, now: at });
  });
}
