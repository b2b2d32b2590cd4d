/**
 * Reading requirements: the member's list with the main wallet split into
 * bonus money and what may leave, and the operator's view of one member's.
 * Turnover of open requirements is measured now; one whose turnover is
 * reached shows as met (its money as cash) before a movement writes it so.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { BonusRequirement, BonusRequirements, BonusRequirementStatus } from '../../../../src/services/schemas/wagering';
import type { Db } from '../../db';
import { bonusRequirements, members, promotions } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { localisedColumn } from '../localised-content';
import { fromCents, toCents } from '../money';
import { mainBalance } from '../rewards/wallet-balance';
import { closeMet, lockedTotal, type Closing, type OpenFunds } from './bonus-funds';
import { measureOpen, type RequirementRow } from './open-funds';

/** Closed requirements listed after the open ones. */
export const closedListLimit = 10;

const money = (text: string | null) => fromCents(toCents(text ?? '0'));

/** A row as the portal reads it; `live` is what a measurement at `now` says (open, or just met). */
export function requirementRecordOf(row: RequirementRow, title: string, live?: { funds: OpenFunds | Closing; now: number }): BonusRequirement {
  const funds = live?.funds;
  const status: BonusRequirementStatus = funds && 'status' in funds ? funds.status : row.status;
  const open = status === 'open';
  const closedAmount = funds && 'closedAmount' in funds ? fromCents(funds.closedAmount) : row.closedAmount === null ? null : money(row.closedAmount);
  return {
    id: row.id,
    claimId: row.claimId,
    reference: row.reference,
    promotionId: row.promotionId,
    title,
    bonus: money(row.bonus),
    deposit: money(row.deposit),
    multiple: String(Number(row.multiple)),
    base: row.base,
    weights: row.weights,
    required: money(row.required),
    wagered: funds ? fromCents(funds.wagered) : money(row.wagered),
    locked: open && funds && 'locked' in funds ? fromCents(funds.locked) : '0.00',
    status,
    createdAt: row.createdAt,
    closedAt: open ? null : (row.closedAt ?? live?.now ?? null),
    closedAmount: open ? null : closedAmount,
  };
}

async function titlesOf(db: Db | Tx, promotionIds: number[], language: string): Promise<Map<number, string>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: promotions.id, title: localisedColumn(promotions.title, language) })
    .from(promotions)
    .where(inArray(promotions.id, [...new Set(promotionIds)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function bonusRequirementsOf(db: Db | Tx, memberId: number, now: number, language = 'EN'): Promise<BonusRequirements> {
  const measured = await measureOpen(db, memberId, { lock: false });
  const met = closeMet(measured.open);
  const balance = await mainBalance(db, memberId);
  const closed = await db
    .select()
    .from(bonusRequirements)
    .where(and(eq(bonusRequirements.memberId, memberId), ne(bonusRequirements.status, 'open')))
    .orderBy(desc(bonusRequirements.closedAt), desc(bonusRequirements.id))
    .limit(closedListLimit);
  const titles = await titlesOf(db, [...measured.rows.values(), ...closed].map((row) => row.promotionId), language);
  const titleOf = (row: RequirementRow) => titles.get(row.promotionId) ?? row.reference;
  const live = [...met.open, ...met.closed].sort((a, b) => a.id - b.id);
  const list = [
    ...live.map((funds) => requirementRecordOf(measured.rows.get(funds.id)!, titleOf(measured.rows.get(funds.id)!), { funds, now })),
    ...closed.map((row) => requirementRecordOf(row, titleOf(row))),
  ];
  const balanceCents = toCents(balance);
  const lockedCents = lockedTotal(met.open) < balanceCents ? lockedTotal(met.open) : balanceCents;
  return { balance, locked: fromCents(lockedCents), withdrawable: fromCents(balanceCents - lockedCents), list };
}

export interface OperatorRequirement extends BonusRequirement {
  account: string;
}

/** One member's requirements for the operator, by account name: open ones, or every one with `all`. */
export async function requirementsForOperator(db: Db, account: string, status: 'open' | 'all', now: number): Promise<OperatorRequirement[]> {
  const [member] = await db.select({ id: members.id, account: members.account }).from(members).where(eq(members.account, account)).limit(1);
  if (!member) throw new DomainError(errorCodes.accountNotFound, 404);
  const { list } = await bonusRequirementsOf(db, member.id, now);
  return list.filter((requirement) => status === 'all' || requirement.status === 'open').map((requirement) => ({ ...requirement, account: member.account }));
}
