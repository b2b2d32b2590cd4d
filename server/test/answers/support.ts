/** A member who can launch games, for the answer tests (the launch query is the provider tests' `gameLaunchQuery`). */
import { moveMoney } from '../../src/domain/ledger';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';

export async function playingMember(gateway: TestGateway): Promise<{ id: number; token: string }> {
  const member = await memberWithSession(gateway);
  await moveMoney(gateway.db, { memberId: member.id, cents: 100_000n, kind: 'deposit', idempotencyKey: `answers-open:${member.id}`, now: gateway.deps.clock.now() });
  return member;
}
