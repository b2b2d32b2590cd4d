/**
 * Which period a statement covers. Without one it is the last three months
 * (RTS 1B: visible without asking), never before the account was opened.
 * A period asked for may span twelve months at most and may not start
 * before the day the account was opened.
 */
import { errorCodes } from '../../../../../src/services/error-codes';
import { statementDefaultDays, statementMaxMs, statementOpeningGraceMs, type StatementInput } from '../../../../../src/services/schemas/statement';
import { DomainError } from '../../../http/domain-error';
import type { Period } from '../../records/period';

const day = 24 * 60 * 60 * 1000;

export function statementPeriod(input: StatementInput, accountOpenedAt: number, now: number): Period {
  const { startTime, endTime } = input;
  if (startTime === undefined || endTime === undefined) {
    if (startTime !== undefined || endTime !== undefined) throw new DomainError(errorCodes.periodInvalid, 400, null, { endTime: errorCodes.periodInvalid });
    return { startTime: Math.max(accountOpenedAt, now - statementDefaultDays * day), endTime: now };
  }
  if (endTime < startTime) throw new DomainError(errorCodes.periodInvalid, 400, null, { endTime: errorCodes.periodInvalid });
  if (endTime - startTime > statementMaxMs) throw new DomainError(errorCodes.statementPeriodTooLong, 400, { maxDays: statementMaxMs / day }, { startTime: errorCodes.statementPeriodTooLong });
  if (startTime < accountOpenedAt - statementOpeningGraceMs) {
    throw new DomainError(errorCodes.statementPeriodBeforeAccount, 400, { accountOpenedAt }, { startTime: errorCodes.statementPeriodBeforeAccount });
  }
  return { startTime, endTime };
}
