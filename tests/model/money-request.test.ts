/**
 * Model-based test of the money request against the real gateway, for three
 * of its uses: a wallet transfer, a deposit request and a withdrawal. Each
 * path gets its own funded member. A planned network failure here is the
 * dangerous kind: the request reaches the gateway and is carried out, and
 * only the answer is lost. After every step the money the gateway moved
 * must equal one movement per request id that went through, so a retry
 * (same id) never moves money twice.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundsLogic, type FundsLogic } from '../../src/app/member-centre/funds/funds-logic';
import { moneyRequestMachine, type MoneyValues } from '../../src/machines/money-request/money-request.machine';
import { moneyRequestEvents, moneyRequestModel, type MoneyRequestCase } from '../../src/machines/money-request/money-request.model';
import { calls, type CallName } from '../../src/services/calls';
import { loadDepositRecords, loadMerchantWallet } from '../../src/services/funds.api';
import type { HttpClient } from '../../src/services/http';
import { toCents } from '../../server/src/domain/money';
import { fundedMember, withdrawingMember } from '../../server/test/funds/support';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';
import { answerDropper } from './support/answer-dropper';

interface Member {
  token: string;
  extra: MoneyValues;
}

interface Use {
  name: 'transfer' | 'deposit' | 'withdraw';
  logic: keyof FundsLogic;
  call: CallName;
  member(world: World): Promise<Member>;
  values(which: MoneyRequestCase, member: Member): MoneyValues;
  /** The refusal the gateway gives the `tooMuch` case. */
  refusal: string;
  /** What the gateway has moved so far, in the use's unit (cents out of the main wallet, or requests stored). */
  moved(http: HttpClient, start: bigint): Promise<bigint>;
  /** One request's share of `moved`. */
  each: bigint;
  /** `moved` before any request. */
  start(http: HttpClient): Promise<bigint>;
}

const mainCents = async (http: HttpClient) => toCents((await loadMerchantWallet({ http })).wallets.find((wallet) => wallet.accountTypeId === 0)!.balance);

const uses: Use[] = [
  {
    name: 'transfer',
    logic: 'transfer',
    call: 'walletTransfer',
    member: async (world) => ({ token: (await fundedMember(world.gateway, '500.00')).token, extra: {} }),
    values: (which) => ({ fromAccountTypeId: 0, toAccountTypeId: 1, amount: which === 'good' ? '40.00' : '9000.00' }),
    refusal: 'wallet.insufficient.balance',
    start: mainCents,
    moved: async (http, start) => start - (await mainCents(http)),
    each: 4000n,
  },
  {
    name: 'deposit',
    logic: 'deposit',
    call: 'deposit',
    member: async (world) => ({ token: (await fundedMember(world.gateway, '0')).token, extra: {} }),
    values: (which) => ({ channelCode: 'BANK', amount: which === 'good' ? '150.00' : '900000.00' }),
    refusal: 'amount.above.max',
    start: async () => 0n,
    moved: async (http) => BigInt((await loadDepositRecords({ http })).total),
    each: 1n,
  },
  {
    name: 'withdraw',
    logic: 'withdraw',
    call: 'withdraw',
    member: async (world) => {
      const member = await withdrawingMember(world.gateway, '1000.00');
      return { token: member.token, extra: { bankAccountId: member.bankAccountId, paymentPassword: member.paymentPassword } };
    },
    // 200.00 plus its 1.50 % charge leaves the wallet; 5000.00 is within the limits but not the balance.
    values: (which, member) => ({ amount: which === 'good' ? '200.00' : '5000.00', ...member.extra }),
    refusal: 'wallet.insufficient.balance',
    start: mainCents,
    moved: async (http, start) => start - (await mainCents(http)),
    each: 20300n,
  },
];

/** What the gateway answers the submitted case; a lost answer can happen to any request. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const amount = (snapshot.context.values as { amount?: string } | null)?.amount;
  const code = (event as EventObject & { error?: { code?: string } }).error?.code;
  if (event.type === moneyRequestEvents.submitDone) return amount === 'good';
  if (event.type === moneyRequestEvents.submitError) return code === 'network.abnormal' || amount === 'tooMuch';
  return true;
}

const modelEvent = (type: string, code?: string) =>
  moneyRequestModel.events.find((event) => event.type === type && (code === undefined || (event as EventObject & { error?: { code?: string } }).error?.code === code))!;

/**
 * Paths end where their last event leaves them, often with a request under
 * way; each is carried on to the answer the gateway gives it, so every path
 * ends with the books compared (a retry's answer above all).
 */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(moneyRequestMachine, plan, (last) =>
    last.matches('identifying')
      ? modelEvent(moneyRequestEvents.idDone)
      : (last.context.values as { amount?: string } | null)?.amount === 'good'
        ? modelEvent(moneyRequestEvents.submitDone)
        : modelEvent(moneyRequestEvents.submitError, 'wallet.insufficient.balance'),
  );

const plans = planPaths(moneyRequestMachine, moneyRequestModel, [{ filterEvents: oracle }]).map(toRest);

describe('moneyRequest machine on the real gateway', () => {
  let world: World;
  let dropper: ReturnType<typeof answerDropper>;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    dropper = answerDropper();
  });
  afterAll(async () => {
    dropper?.uninstall();
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(moneyRequestMachine, plans)).toEqual([]);
  });

  const cases = uses.flatMap((use) => plans.map((plan, index) => [use.name, index + 1, plan.events.map(describeEvent).join(' → '), use, plan] as const));

  it.each(cases)('%s path %i: %s', async (_name, _index, _label, use, plan) => {
    const member = await use.member(world);
    const client = createPathClient(world, { read: () => member.token } as never);
    const logic = createFundsLogic({ http: client.http })[use.logic];
    const actor = coverage.createActor(logic);
    const start = await use.start(client.http);
    // Submissions the gateway carried out (answered, or answered and lost), counted per submission, not
    // per request id: a retry that sent a new id would move money twice for one submission and fail here.
    let submission = 0;
    const carriedOut = new Set<number>();
    let lostId: string | null = null;
    const answered = new Set<string>();

    await replayPath(actor, plan, {
      network: dropper,
      callPaths: { submitRequest: [calls[use.call].path] },
      executors: {
        'request.submit': (event) => {
          const which = (event as EventObject & { values: { amount: MoneyRequestCase } }).values.amount;
          submission += 1;
          return { type: 'request.submit', values: use.values(which, member) };
        },
      },
      assertState: async (real, expected) => {
        const { requestId, values } = real.context as { requestId: string | null; values: { amount?: string } | null };
        const good = values?.amount === use.values('good', member).amount;
        if (real.matches('done') || (real.matches('failed') && good)) carriedOut.add(submission);
        if (real.matches('done')) {
          expect(answered.has(requestId!), 'every submission after an answer has a new request id').toBe(false);
          answered.add(requestId!);
        }
        if (real.matches('failed')) lostId = requestId;
        else if (lostId !== null && !real.matches('editing')) expect(requestId, 'a retry sends the same request id').toBe(lostId);
        if (!real.matches('failed') && !real.hasTag('busy')) lostId = null;
        const plannedCode = expected.context.errorCode as string | null;
        expect(real.context.errorCode).toBe(plannedCode === 'wallet.insufficient.balance' ? use.refusal : plannedCode);
        // While a request is under way the gateway may be carrying it out: the books are compared at rest.
        if (!real.hasTag('busy')) expect(await use.moved(client.http, start)).toBe(BigInt(carriedOut.size) * use.each);
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(moneyRequestMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
