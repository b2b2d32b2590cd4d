/**
 * 500 money movements on one account at once, every kind the gateway has —
 * slot spins and duel rounds through the demo provider, wallet transfers,
 * withdrawals, point redemptions and conversions — with one in six repeating
 * an earlier request id or round id. Member calls all go at once; each of
 * ten tables per game plays its rounds back to back (one round at a time,
 * as a provider page plays), all tables at once. Afterwards, on PGlite and
 * PostgreSQL: every wallet equals its ledger, the ledger's running sum never dipped
 * below zero, no key was applied twice, points equal their ledger, nothing
 * is half written, and every answer matches the ledger (ok has its rows,
 * refused has none).
 */
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { describeOnBothDatabases } from '../databases';
import { prepareLoadAccount } from './load-account';
import { answerBreaches, moneyBreaches, moneyFigures } from './money-invariant';
import { fireLoad, openTables, retryLost } from './load-driver';
import { movementKinds, movementMix } from './movement-mix';

const total = 500;
const tablesPerGame = 10;

/** Refusals the load is built to meet: money, points or stock running out, a table busy, a round already played. */
const expectedRefusals = new Set<string>([
  errorCodes.insufficientBalance,
  errorCodes.pointsInsufficient,
  errorCodes.rewardOutOfStock,
  errorCodes.roundInProgress,
  errorCodes.roundReplayed,
]);

describeOnBothDatabases('500 concurrent mixed money movements on one account', (gateway, kind) => {
  it('keeps wallets equal to their ledger, never negative, each key applied once, every answer matching the ledger', async () => {
    const target = { url: gateway().url, merchant: gateway().deps.config.merchant };
    const account = await prepareLoadAccount(gateway().db, { now: gateway().deps.clock.now(), opening: '9000.00', points: 6000, stock: 5, tag: `${kind}${process.pid}` });
    const tables = await openTables(target, account, tablesPerGame);
    const movements = movementMix({ count: total, seed: 20261125, tables: tablesPerGame, retryShare: 1 / 6, callShare: 0.4 });

    const started = performance.now();
    const load = await fireLoad(target, account, tables, movements);
    const elapsed = performance.now() - started;
    // A connection reset under load loses an answer now and then; the portal sends the request again.
    const retries = await retryLost(target, account, tables, load);
    const fired = [...load, ...retries];

    const figures = await moneyFigures(gateway().db, account.memberId);
    const answers = await answerBreaches(gateway().db, account.memberId, fired);
    const unexpected = fired.flatMap(({ movement, outcome }) =>
      outcome.answered && !outcome.success && !expectedRefusals.has(outcome.errorCode ?? '') ? [`${movement.kind}: ${outcome.status} ${outcome.errorCode}`] : [],
    );

    const byKind = movementKinds.map((name) => {
      const mine = load.filter(({ movement }) => movement.kind === name);
      return `${name} ${mine.filter(({ outcome }) => outcome.answered && outcome.success).length}/${mine.length}`;
    });
    const refusals: Record<string, number> = {};
    for (const { outcome } of load) if (outcome.answered && !outcome.success) refusals[String(outcome.errorCode)] = (refusals[String(outcome.errorCode)] ?? 0) + 1;
    const lost = load.filter(({ outcome }) => !outcome.answered).length;
    console.log(
      `[money load, ${kind}] ${total} movements in ${Math.round(elapsed)} ms (${Math.round(total / (elapsed / 1000))}/s); ok by kind: ${byKind.join(', ')}; ` +
        `refused ${JSON.stringify(refusals)}; ${lost} answers lost and sent again (${retries.length} retries); ${answers.keys} distinct keys, ${answers.applied} applied; ` +
        `${figures.ledgerRows} ledger rows, lowest running sum ${figures.lowestRunning}; wallets ${figures.wallets.map((wallet) => `${wallet.accountTypeId}:${wallet.balance}`).join(' ')}; ` +
        `points ${figures.points.balance} (ledger ${figures.points.ledger})`,
    );

    expect(unexpected).toEqual([]);
    expect(moneyBreaches(figures)).toEqual([]);
    expect(answers.breaches).toEqual([]);
    expect(answers.unsettled).toEqual([]);
    // The load must reach the edges it is about: keys sent twice, money, points and stock running out.
    expect(refusals[errorCodes.insufficientBalance] ?? 0).toBeGreaterThan(0);
    expect(refusals[errorCodes.rewardOutOfStock] ?? 0).toBeGreaterThan(0);
    expect(refusals[errorCodes.pointsInsufficient] ?? 0).toBeGreaterThan(0);
    expect(answers.keys).toBeLessThan(total);
  }, 120_000);
});
