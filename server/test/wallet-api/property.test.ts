/**
 * Random sequences of bets, wins, round closes, rollbacks and replays, each
 * checked against a model of the wallet's rules, answer by answer; and
 * random batches of the same calls fired at once. After every run the
 * balance equals the ledger and the model, and no round was refunded twice
 * or both paid and refunded.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { fromCents } from '../../src/domain/money';
import { describeOnBothDatabases } from '../databases';
import { callsFor, newProvider, playerWithToken, walletFigures, type WalletAnswer } from './support';

type RoundState = 'none' | 'void' | 'open' | 'paid' | 'won' | 'closed' | 'rolled';

const operation = fc.record({
  kind: fc.constantFrom('bet', 'bet', 'win', 'close', 'rollback', 'replay'),
  round: fc.integer({ min: 0, max: 4 }),
  back: fc.nat(),
});

/** Each round has one stake, one payout and one way to close, so sending a call again is always a replay of the same call. */
const stakeOf = (round: number) => BigInt(100 * (round + 1) + 25);
const payoutOf = (round: number) => BigInt(round % 2 === 0 ? 0 : 450 * round);
const closesWithWin = (round: number) => round !== 3;

interface Expected {
  status: number;
  error?: string;
}

/** What the wallet must answer, and the model after it. */
function modelAnswer(state: RoundState, kind: string, round: number, balance: bigint): { expected: Expected; state: RoundState; balance: bigint } {
  const ok = (next: RoundState, moved = 0n) => ({ expected: { status: 200 }, state: next, balance: balance + moved });
  const refuse = (status: number, error: string) => ({ expected: { status, error }, state, balance });
  switch (kind) {
    case 'bet':
      if (state === 'none') return balance >= stakeOf(round) ? ok('open', -stakeOf(round)) : refuse(402, 'insufficient.funds');
      return state === 'void' ? refuse(409, 'bet.rolled.back') : ok(state);
    case 'win':
      if (state === 'none') return refuse(404, 'round.not.found');
      if (state === 'void' || state === 'rolled') return refuse(409, 'round.rolled.back');
      if (state === 'open') return ok(closesWithWin(round) ? 'won' : 'paid', payoutOf(round));
      return state === 'closed' ? refuse(409, 'round.closed') : ok(state);
    case 'close':
      if (state === 'none') return refuse(404, 'round.not.found');
      if (state === 'void' || state === 'rolled') return refuse(409, 'round.rolled.back');
      if (state === 'open' || state === 'paid') return ok('closed');
      return state === 'won' ? refuse(409, 'round.closed') : ok(state);
    default:
      if (state === 'none') return ok('void');
      if (state === 'open') return ok('rolled', stakeOf(round));
      return state === 'paid' || state === 'won' || state === 'closed' ? refuse(409, 'round.closed') : ok(state);
  }
}

describeOnBothDatabases('wallet API property', (gateway) => {
  async function player(opening: string) {
    const credentials = await newProvider(gateway());
    const setUp = await playerWithToken(gateway(), opening);
    const calls = callsFor(gateway(), credentials, setUp);
    const rounds = Array.from({ length: 5 }, () => randomUUID());
    const send = (kind: string, round: number): Promise<WalletAnswer> => {
      const id = rounds[round];
      if (kind === 'bet') return calls.bet(id, fromCents(stakeOf(round)));
      if (kind === 'win') return calls.win(id, fromCents(payoutOf(round)), closesWithWin(round));
      if (kind === 'close') return calls.close(id);
      return calls.rollback(id);
    };
    return { member: setUp.member, send };
  }

  async function expectInvariants(memberId: number) {
    const figures = await walletFigures(gateway(), memberId);
    expect(figures.balance).toBe(figures.ledger);
    expect(figures.balance).toBeGreaterThanOrEqual(0n);
    expect(figures.refundsPerRound.every((count) => count === 1)).toBe(true);
    return figures;
  }

  it('answers every call as the model says and keeps the balance equal to the ledger and to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), fc.constantFrom('3.00', '8.00', '40.00'), async (operations, opening) => {
        const { member, send } = await player(opening);
        const states: RoundState[] = Array.from({ length: 5 }, () => 'none');
        const sent: { kind: string; round: number }[] = [];
        const firstAnswers = new Map<string, unknown>();
        let balance = BigInt(Math.round(Number(opening) * 100));
        for (const op of operations) {
          const call = op.kind === 'replay' ? sent[op.back % Math.max(sent.length, 1)] : op;
          if (!call) continue;
          const model = modelAnswer(states[call.round], call.kind, call.round, balance);
          const answer = await send(call.kind, call.round);
          expect({ status: answer.status, error: answer.body.error }).toEqual(model.expected);
          // A call that went through once answers the same, word for word, every time after.
          const key = `${call.kind}:${call.round}`;
          if (answer.status === 200 && firstAnswers.has(key)) expect({ body: answer.body, replayed: answer.replayed }).toEqual({ body: firstAnswers.get(key), replayed: true });
          if (answer.status === 200 && !firstAnswers.has(key)) firstAnswers.set(key, answer.body);
          states[call.round] = model.state;
          balance = model.balance;
          sent.push({ kind: call.kind, round: call.round });
        }
        expect((await expectInvariants(member.id)).balance).toBe(balance);
      }),
      { numRuns: 20 },
    );
  });

  it('keeps the balance equal to the ledger whatever mix of the calls races at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 30 }), async (operations) => {
        const { member, send } = await player('20.00');
        const answers = await Promise.all(operations.map((op) => send(op.kind === 'replay' ? 'bet' : op.kind, op.round)));
        for (const answer of answers) expect([200, 402, 404, 409]).toContain(answer.status);
        await expectInvariants(member.id);
      }),
      { numRuns: 10 },
    );
  });
});
