/**
 * /wps/member/info/funds/consolidated (api-facts §7.5). An offer flag is 1
 * while an offer of that kind waits for the caller's answer (the portal opens
 * the contract popup after login); an info flag is 1 when the kind's records
 * page applies: the caller is an agent or a party to a contract of that
 * kind. A kind whose switch is off shows neither.
 */
import { eq, or } from 'drizzle-orm';
import { agentTypes } from '../../../../src/services/schemas/account';
import { contractKinds, infoFlagOf, offerFlagOf, type Consolidated, type ContractKind } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts } from '../../db/schema';
import type { Member } from '../../http/context';
import { enabledKinds } from './kinds';

export async function consolidatedFlags(db: Db, member: Member): Promise<Consolidated> {
  const enabled = await enabledKinds(db);
  const rows = await db
    .selectDistinct({ kind: contracts.kind, status: contracts.status, downlineId: contracts.downlineId })
    .from(contracts)
    .where(or(eq(contracts.uplineId, member.id), eq(contracts.downlineId, member.id)));
  const isAgent = (agentTypes as readonly number[]).includes(member.type);
  const flags = Object.fromEntries([...Object.values(offerFlagOf), ...Object.values(infoFlagOf)].map((flag) => [flag, 0])) as Consolidated;
  for (const kind of contractKinds as readonly ContractKind[]) {
    if (!enabled.has(kind)) continue;
    const ofKind = rows.filter((row) => row.kind === kind);
    if (ofKind.some((row) => row.status === 'offered' && row.downlineId === member.id)) flags[offerFlagOf[kind]] = 1;
    if (isAgent || ofKind.length > 0) flags[infoFlagOf[kind]] = 1;
  }
  return flags;
}

