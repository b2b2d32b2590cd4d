/**
 * Helpers of the agent-centre tests: a small tree under a fresh agent, built
 * straight in the database (the agent's downlines at levels 1 to 3, and a
 * second agent with a player of its own), and tokens of seeded accounts.
 */
import { eq } from 'drizzle-orm';
import { members } from '../../src/db/schema';
import { openSession } from '../../src/domain/sessions';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';

export { answerOf, day, hour, insertBet, move, periodQuery, refusalOf, requestId } from '../records/support';

export interface Account {
  id: number;
  token: string;
  account: string;
}

let counter = 0;

/** A member with a session and a known account name (lower case, unique in the database). */
export async function account(gateway: TestGateway, name: string, fields: Parameters<typeof memberWithSession>[1] = {}): Promise<Account> {
  const accountName = `${name}${process.pid % 10000}n${++counter}`.toLowerCase();
  const member = await memberWithSession(gateway, { account: accountName, nickname: name, ...fields });
  return { ...member, account: accountName };
}

/**
 * agent → d1 (member), d2 (sub-agent) → d21 → d211; other → b1. `created`
 * sets each downline's registration time (team overview counts new members).
 */
export async function agentTree(gateway: TestGateway, created: Partial<Record<'d1' | 'd2' | 'd21' | 'd211', number>> = {}) {
  const agent = await account(gateway, 'agent', { type: 1, affiliateCode: `T${process.pid % 10000}A${++counter}` });
  const at = (key: keyof typeof created) => (created[key] === undefined ? {} : { createdAt: created[key] });
  const d1 = await account(gateway, 'dee1', { uplineId: agent.id, ...at('d1') });
  const d2 = await account(gateway, 'dee2', { uplineId: agent.id, type: 1, ...at('d2') });
  const d21 = await account(gateway, 'dee21', { uplineId: d2.id, language: 'TY', ...at('d21') });
  const d211 = await account(gateway, 'dee211', { uplineId: d21.id, ...at('d211') });
  const other = await account(gateway, 'other', { type: 2 });
  const b1 = await account(gateway, 'bee1', { uplineId: other.id });
  return { agent, d1, d2, d21, d211, other, b1 };
}

export type Tree = Awaited<ReturnType<typeof agentTree>>;

/** A seeded account with a fresh session. */
export async function seededAccount(gateway: TestGateway, name: string): Promise<Account> {
  const [row] = await gateway.db.select({ id: members.id }).from(members).where(eq(members.account, name)).limit(1);
  if (!row) throw new Error(`${name} is not seeded`);
  return { id: row.id, token: await openSession(gateway.deps, row.id), account: name };
}
