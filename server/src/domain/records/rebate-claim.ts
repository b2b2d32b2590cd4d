/**
 * Claims rebate: every claimable product type, or the one named. Each type
 * gets a `rebate` ledger credit and a rebate_claims row in one transaction,
 * under the request id's stored answer, so a retry replays it.
 *
 * Two claims of one member are serialised on the member's row: the second
 * reads the first one's claims and finds nothing left. The unique
 * (member, product type, throughBetId) is the backstop should anything get
 * past that; either way a concurrent claim pays once.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { RebateClaim } from '../../../../src/services/schemas/records';
import { members, rebateClaims } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { GatewayDeps } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { applyMovement, type Tx } from '../ledger';
import { fromCents } from '../money';
import { answerOnce } from '../request-replies';
import { claimableTypes } from './rebate-claimable';
import { rebateRates } from './rebate-rates';

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;

export async function claimRebate(deps: Deps, memberId: number, input: { requestId: string; productType: string }): Promise<RebateClaim> {
  if (input.productType !== '' && !(await rebateRates(deps.db)).some((rate) => rate.productType === input.productType)) {
    throw new DomainError(errorCodes.badRequest, 400, null, { productType: errorCodes.fieldInvalid });
  }
  const claim = () => answerOnce(deps.db, { memberId, requestId: input.requestId, call: 'rebateClaim' }, deps.clock.now(), (tx) => payClaims(tx, memberId, input.productType, deps.clock.now()));
  try {
    return await claim();
  } catch (error) {
    // A copy of this request may have committed while this one waited: asking again replays its answer.
    const lostRace = isUniqueViolation(error) || (error instanceof DomainError && error.code === errorCodes.rebateNothing);
    if (!lostRace) throw error;
    return claim();
  }
}

async function payClaims(tx: Tx, memberId: number, productType: string, now: number): Promise<RebateClaim> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  const chosen = (await claimableTypes(tx, memberId)).filter((type) => type.claimable && (productType === '' || type.productType === productType));
  if (chosen.length === 0) throw new DomainError(errorCodes.rebateNothing, 400);
  let balance = '0.00';
  let total = 0n;
  for (const type of chosen) {
    const [row] = await tx
      .insert(rebateClaims)
      .values({ memberId, productType: type.productType, throughBetId: type.throughBetId, validStake: type.validStake, amount: type.amount, createdAt: now })
      .returning({ id: rebateClaims.id });
    ({ balanceAfter: balance } = await applyMovement(tx, {
      memberId,
      cents: type.cents,
      kind: 'rebate',
      idempotencyKey: `rebate:${memberId}:${type.productType}:${type.throughBetId}`,
      reference: `rebate ${type.productType} #${row!.id}`,
      now,
    }));
    total += type.cents;
  }
  return { claimed: chosen.map((type) => ({ productType: type.productType, amount: type.amount })), total: fromCents(total), balance };
}
