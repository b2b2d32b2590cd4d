/** The caller of a token call; the call route has refused anonymous callers already, this narrows the type. */
import { errorCodes } from '../../../../src/services/error-codes';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';

export function memberOf(member: Member | null): Member {
  if (!member) throw new DomainError(errorCodes.notLoggedIn, 401);
  return member;
}
