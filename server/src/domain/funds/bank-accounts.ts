/** The bank accounts a member withdraws to: at most five, numbers masked in every answer. */
import { and, asc, count, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { BankAccount, BankAccountInput, BankAccounts } from '../../../../src/services/schemas/funds';
import type { Db } from '../../db';
import { bankAccounts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { lockMember } from './locks';
import { maskAccountNumber } from './records';
import { bankNames } from './settings';

export const bankAccountLimit = 5;

const toBankAccount = (row: typeof bankAccounts.$inferSelect): BankAccount => ({
  id: row.id,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
});

export async function bankAccountsOf(db: Db, memberId: number): Promise<BankAccounts> {
  const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.memberId, memberId)).orderBy(asc(bankAccounts.id));
  return { list: rows.map(toBankAccount), banks: await bankNames(db), limit: bankAccountLimit };
}

export async function addBankAccount(db: Db, memberId: number, input: BankAccountInput, now: number): Promise<BankAccount> {
  if (!(await bankNames(db)).includes(input.bankName)) throw new DomainError(errorCodes.badRequest, 400, null, { bankName: errorCodes.fieldInvalid });
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const [held] = await tx.select({ value: count() }).from(bankAccounts).where(eq(bankAccounts.memberId, memberId));
      if (Number(held?.value ?? 0) >= bankAccountLimit) throw new DomainError(errorCodes.bankAccountLimit, 409, { limit: bankAccountLimit });
      const [row] = await tx.insert(bankAccounts).values({ memberId, ...input, createdAt: now }).returning();
      return toBankAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(errorCodes.bankAccountTaken, 409, null, { accountNumber: errorCodes.bankAccountTaken });
    throw error;
  }
}

/** The member's own account, or a refusal naming the field: another member's id is as unknown as a missing one. */
export async function ownBankAccount(db: Db | Tx, memberId: number, id: number): Promise<typeof bankAccounts.$inferSelect> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId)))
    .limit(1);
  if (!row) throw new DomainError(errorCodes.bankAccountNotFound, 400, null, { bankAccountId: errorCodes.bankAccountNotFound });
  return row;
}
