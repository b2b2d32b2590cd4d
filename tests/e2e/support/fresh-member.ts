/**
 * A member of its own for one browser test, made straight in the gateway's
 * database with the opening balance it needs: the account name carries the
 * worker's pid and a counter, so tests running side by side never share one.
 */
import { createMember } from '../../../server/src/domain/members';
import type { TestGateway } from './gateway';

let serial = 0;

export async function freshMember(gateway: TestGateway, prefix: string, openingBalance: string, password = 'Member123') {
  const account = `${prefix}${process.pid % 10_000}x${++serial}`;
  const member = await createMember(gateway.db, { account, password, openingBalance, now: Date.now() });
  return { member, login: { username: account, password } };
}
