/** A member who can launch games, and the launch query the portal sends (spec §7), for the answer tests. */
import { moveMoney } from '../../src/domain/ledger';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';

export async function playingMember(gateway: TestGateway): Promise<{ id: number; token: string }> {
  const member = await memberWithSession(gateway);
  await moveMoney(gateway.db, { memberId: member.id, cents: 100_000n, kind: 'deposit', idempotencyKey: `answers-open:${member.id}`, now: gateway.deps.clock.now() });
  return member;
}

export const slotLaunch = (game: { nodeId: number; code: string; vendor: string }): Record<string, string> => ({
  nodeId: String(game.nodeId),
  gameId: game.code,
  accountType: '1',
  confirmTrans: '0',
  vassalage: game.vendor,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: '3',
  username: 'tester',
  merchantCode: 'XSP',
  language: 'EN',
});
