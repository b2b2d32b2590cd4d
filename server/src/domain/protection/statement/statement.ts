/** The member's statement of a period (RTS 1B–1C): the period checked against the account, then its figures. */
import { eq } from 'drizzle-orm';
import type { Statement, StatementInput } from '../../../../../src/services/schemas/statement';
import type { Db } from '../../../db';
import { members } from '../../../db/schema';
import { statementFigures } from './statement-figures';
import { statementPeriod } from './statement-period';

export async function accountOpenedAt(db: Db, memberId: number): Promise<number> {
  const [member] = await db.select({ createdAt: members.createdAt }).from(members).where(eq(members.id, memberId)).limit(1);
  return member?.createdAt ?? 0;
}

export async function statementOf(db: Db, memberId: number, input: StatementInput, now: number): Promise<Statement> {
  const openedAt = await accountOpenedAt(db, memberId);
  const period = statementPeriod(input, openedAt, now);
  return { ...(await statementFigures(db, memberId, period)), accountOpenedAt: openedAt };
}
