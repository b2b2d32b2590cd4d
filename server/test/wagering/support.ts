/**
 * Helpers of the wagering tests: a promotion with wagering terms, claims,
 * settled rounds written the way the provider writes them (bets row, stake,
 * payout, in one transaction), the member's requirements and the money the
 * wallet holds.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { promotionClaimAnswerSchema } from '../../../src/services/schemas/rewards';
import { bonusRequirementsSchema, forfeitBonusAnswerSchema, type WageringTerms } from '../../../src/services/schemas/wagering';
import { promotionRules, promotions } from '../../src/db/schema';
import { toCents } from '../../src/domain/money';
import { settleInstantRound } from '../../src/domain/wallet-api/settled-round';
import type { PlayableGame } from '../../src/provider/catalogue';
import { send } from '../access/support';
import type { TestGateway } from '../harness';

export const newRequestId = (): string => randomUUID();

/** A promotion paying a fixed bonus once, with the given wagering terms. */
export async function wageringPromotion(gateway: TestGateway, bonus: string, terms: WageringTerms, reward: Partial<typeof promotionRules.$inferInsert> = {}): Promise<number> {
  const [promotion] = await gateway.db
    .insert(promotions)
    .values({ title: { EN: `Wagering test ${bonus} ${terms.multiple}x` }, category: 'event', content: { EN: 'Test terms.' }, images: {}, sort: 900 })
    .returning({ id: promotions.id });
  await gateway.db.insert(promotionRules).values({ promotionId: promotion!.id, rewardType: 'fixed', rewardAmount: bonus, period: 'once', wagering: terms, sort: 900, ...reward });
  return promotion!.id;
}

export async function claim(gateway: TestGateway, token: string, promotionId: number) {
  const answer = await send(gateway, 'promotionClaim', { token, data: { requestId: newRequestId(), promotionId } });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(promotionClaimAnswerSchema, answer.body.value);
}

export async function requirements(gateway: TestGateway, token: string) {
  const answer = await send(gateway, 'bonusRequirements', { token });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(bonusRequirementsSchema, answer.body.value);
}

export const forfeit = (gateway: TestGateway, token: string, requirementId: number, requestId = newRequestId()) =>
  send(gateway, 'forfeitBonus', { token, data: { requestId, requirementId } });

export const forfeitAnswer = (value: unknown) => v.parse(forfeitBonusAnswerSchema, value);

const testGame = (category: string): PlayableGame =>
  ({
    nodeId: 1,
    code: `WAGER-${category}`,
    vendor: 'TEST',
    category,
    gameClassify: category,
    names: {},
    minBet: '1',
    accountTypeName: category,
    defaultPlayType: null,
    engine: 'slot',
    maintenance: false,
  }) as PlayableGame;

/** A settled round of the main wallet, written as the provider writes one; the stake is refused when the balance cannot cover it. */
export async function playRound(gateway: TestGateway, memberId: number, round: { category?: string; stake: string; payout?: string }): Promise<string> {
  return gateway.db.transaction((tx) =>
    settleInstantRound(tx, {
      session: { memberId, accountTypeId: 0 } as never,
      game: testGame(round.category ?? 'RNG'),
      roundId: `wager-${randomUUID()}`,
      now: gateway.deps.clock.now(),
      result: { betCents: toCents(round.stake), payoutCents: toCents(round.payout ?? '0'), detail: {} },
    }),
  );
}

/** The refusal of a movement that would take bonus money out, with its progress. */
export function expectWageringRefusal(answer: { status: number; body: { success: boolean; errorCode: string | null; value: unknown } }) {
  expect([answer.status, answer.body.errorCode]).toEqual([409, errorCodes.bonusWageringOpen]);
  return answer.body.value as { reference: string; wagered: string; required: string; locked: string; withdrawable: string };
}
