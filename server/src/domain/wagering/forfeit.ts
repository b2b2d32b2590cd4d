/**
 * Forfeiting a bonus: the member's explicit choice to give up the bonus
 * money of one open requirement (so the rest of the balance may leave). The
 * bonus money leaves the main wallet as one `bonus_forfeit` ledger row and
 * the requirement closes, in one transaction under `answerOnce`, so a
 * retried request answers the first answer and never takes money twice.
 * A requirement whose turnover is reached by now is not forfeited: it is
 * met, and its money is the member's.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { ForfeitBonusAnswer, ForfeitBonusInput } from '../../../../src/services/schemas/wagering';
import type { Db } from '../../db';
import { bonusRequirements, promotions } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { lockMainWallets } from '../funds/locks';
import { applyMovement } from '../ledger';
import { localisedColumn } from '../localised-content';
import { fromCents, toCents } from '../money';
import { answerOnce } from '../request-replies';
import { mainBalance } from '../rewards/wallet-balance';
import { closeMet } from './bonus-funds';
import { measureOpen, saveFunds } from './open-funds';
import { requirementRecordOf } from './requirements';

export async function forfeitBonus(db: Db, memberId: number, input: ForfeitBonusInput, now: number, language = 'EN'): Promise<ForfeitBonusAnswer> {
  return answerOnce(db, { memberId, requestId: input.requestId, call: 'forfeitBonus' }, now, async (tx) => {
    await lockMainWallets(tx, [memberId]);
    const measured = await measureOpen(tx, memberId, { lock: true });
    const [row] = await tx
      .select()
      .from(bonusRequirements)
      .where(and(eq(bonusRequirements.id, input.requirementId), eq(bonusRequirements.memberId, memberId)))
      .limit(1);
    if (!row) throw new DomainError(errorCodes.bonusRequirementNotFound, 404, null, { requirementId: errorCodes.bonusRequirementNotFound });
    const met = closeMet(measured.open);
    const funds = met.open.find((open) => open.id === row.id);
    if (!funds) throw new DomainError(errorCodes.bonusRequirementClosed, 409);
    const balance = toCents(await mainBalance(tx, memberId));
    const cents = funds.locked < balance ? funds.locked : balance;
    const balanceAfter =
      cents > 0n
        ? (await applyMovement(tx, { memberId, cents: -cents, kind: 'bonus_forfeit', idempotencyKey: `bonus_forfeit:${row.id}`, reference: row.reference, now })).balanceAfter
        : fromCents(balance);
    // Other requirements met by now close as met in the same step.
    await saveFunds(tx, measured, { open: met.open.filter((open) => open.id !== row.id), closed: met.closed }, now);
    const [closed] = await tx
      .update(bonusRequirements)
      .set({ status: 'forfeited', wagered: fromCents(funds.wagered), closedAmount: fromCents(cents), closedAt: now })
      .where(eq(bonusRequirements.id, row.id))
      .returning();
    const [promotion] = await tx
      .select({ title: localisedColumn(promotions.title, language) })
      .from(promotions)
      .where(eq(promotions.id, row.promotionId))
      .limit(1);
    return { requirement: requirementRecordOf(closed!, promotion?.title ?? row.reference), forfeited: fromCents(cents), balance: balanceAfter };
  });
}
