/**
 * A member takes a time-out or excludes themselves, confirmed with their
 * login password. A new break never shortens one in force: the longest holds.
 * Games already running stop taking stakes at once (the movement check).
 */
import { errorCodes } from '../../../../../src/services/error-codes';
import type { BreakAnswer, TakeBreakInput } from '../../../../../src/services/schemas/protection-breaks';
import type { Db } from '../../../db';
import { protectionBreaks } from '../../../db/schema';
import type { Member } from '../../../http/context';
import { DomainError } from '../../../http/domain-error';
import { verifyPassword } from '../../passwords';
import { breakInForce, breakView } from './in-force';
import { liftRequestOfBreak } from './lift-request';
import { termOf } from './terms';

/** The member's break in force, as the Safer play page shows it. */
export async function breakAnswer(db: Db, memberId: number, now: number): Promise<BreakAnswer> {
  const held = await breakInForce(db, memberId, now);
  return { current: held ? breakView(held, now, await liftRequestOfBreak(db, held.id)) : null, now };
}

export async function takeBreak(db: Db, member: Member, input: TakeBreakInput, now: number): Promise<BreakAnswer> {
  const term = termOf(input.term);
  if (!term) throw new DomainError(errorCodes.protectionBreakTermInvalid, 400, null, { term: errorCodes.protectionBreakTermInvalid });
  if (!(await verifyPassword(input.password, member.passwordHash))) throw new DomainError(errorCodes.passwordIncorrect, 400, null, { password: errorCodes.passwordIncorrect });
  const endsAt = term.lengthMs === null ? null : now + term.lengthMs;
  await db.insert(protectionBreaks).values({
    memberId: member.id,
    kind: term.kind,
    startedAt: now,
    endsAt,
    // A time-out ends by itself; an exclusion holds until lifted, even past its term.
    releasedAt: term.kind === 'timeout' ? endsAt : null,
  });
  return breakAnswer(db, member.id, now);
}
