/**
 * Model-based test of the statement against the real gateway. Each path gets
 * its own member whose account opened ten days ago with a deposit of 1000.00
 * five days ago. The first load asks for no period, so the gateway answers
 * from the account's opening; a period the member picks is the last two days
 * (no deposit, an opening balance of 1000.00), or one of 400 days when the
 * path's answer is a refusal (too long). A failed first load is a lost
 * connection (the default period cannot be refused). After every step at
 * rest, the figures shown are the gateway's for the period they cover, and
 * a prepared file is the gateway's CSV of the statement on screen.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementLogic } from '../../src/app/member-centre/pages/statement-logic';
import { statementMachine, type StatementEvent, type StatementPeriod } from '../../src/machines/statement/statement.machine';
import { statementEvents, statementModel } from '../../src/machines/statement/statement.model';
import { selectStatement } from '../../src/machines/statement/statement.selectors';
import { calls } from '../../src/services/calls';
import type { Statement } from '../../src/services/schemas/statement';
import { moveMoney } from '../../server/src/domain/ledger';
import { toCents } from '../../server/src/domain/money';
import { statementOf } from '../../server/src/domain/protection/statement/statement';
import { statementCsv, statementFileName } from '../../server/src/domain/protection/statement/statement-csv';
import { statementLines } from '../../server/src/domain/protection/statement/statement-lines';
import { memberWithSession } from '../../server/test/http';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';

const day = 24 * 3_600_000;
const loadAnswers: readonly string[] = [statementEvents.loadDone, statementEvents.loadError];
const fileAnswers: readonly string[] = [statementEvents.fileDone, statementEvents.fileError];

/**
 * What the gateway can answer. The default period is never refused, so a first load (no period yet) fails only
 * by a lost connection, and a load for a picked period is refused only while the figures stay on screen: a period
 * refused before any figures would be asked again by a retry and refused again, which the model cannot tell apart.
 * The file is prepared only while the figures rest, and no period is picked while it is prepared, so the two calls
 * never race and the planned order of their answers is the real one.
 */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const loading = snapshot.hasTag('busy');
  const preparing = snapshot.hasTag('preparingFile');
  switch (event.type) {
    case statementEvents.loadDone:
      return loading;
    case statementEvents.loadError:
      return snapshot.matches({ figures: 'reloading' }) || (snapshot.matches({ figures: 'loading' }) && snapshot.context.period === null);
    case statementEvents.fileDone:
    case statementEvents.fileError:
      return preparing;
    case 'statement.period':
      return !preparing;
    case 'statement.download':
      return !loading && !preparing && snapshot.context.statement !== null;
    case 'statement.retry':
      return snapshot.matches({ figures: 'failed' });
    default:
      return true;
  }
}

const modelEvent = (type: string) => statementModel.events.find((event) => event.type === type)!;

/** Paths that end with a call under way are carried on to its answer. */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(
    statementMachine,
    plan,
    (last) => modelEvent(last.hasTag('busy') ? statementEvents.loadDone : statementEvents.fileDone),
    (last) => last.hasTag('busy') || last.hasTag('preparingFile'),
  );

const plans = planPaths(statementMachine, statementModel, [{ filterEvents: oracle }]).map(toRest);

/** The answer to the load started by step `index` (-1: the start): the next load answer of the path. */
const loadAnswerAfter = (plan: PlannedPath, index: number) => plan.events.slice(index + 1).find((event) => loadAnswers.includes(event.type));

/** The error code the real machine holds after each step: a failed first load lost its connection, a refused period was too long. */
function realErrorCodes(plan: PlannedPath): (string | null)[] {
  let code: string | null = null;
  return plan.snapshots.map((snapshot, index) => {
    const event = plan.events[index - 1];
    if (event?.type === statementEvents.loadError) code = plan.snapshots[index - 1]!.matches({ figures: 'loading' }) ? 'network.abnormal' : 'statement.period.too.long';
    if (snapshot.context.errorCode === null) code = null;
    return code;
  });
}

describe('statement machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(statementMachine, plans)).toEqual([]);
  });

  const cases = plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const);

  it.each(cases)('path %i: %s', async (_index, _label, plan) => {
    const now = world.now();
    const member = await memberWithSession(world.gateway, { createdAt: now - 10 * day });
    await moveMoney(world.gateway.db, { memberId: member.id, cents: toCents('1000.00'), kind: 'deposit', idempotencyKey: `statement-model:${member.id}`, now: now - 5 * day });
    const client = createPathClient(world, { read: () => member.token } as never);
    const saved: { name: string; content: Blob }[] = [];
    const actor = coverage.createActor(createStatementLogic({ http: client.http, save: (file) => saved.push(file) }));
    const statementPath = [calls.statement.path];
    const codes = realErrorCodes(plan);
    let step = 0;
    let offline = false;
    let fileOf: Statement | null = null;
    let savedBefore = 0;

    /** A load that asks for no period fails only by a lost connection: cut it until its planned error arrives. */
    const cutIfRefused = (index: number) => {
      if (loadAnswerAfter(plan, index)?.type !== statementEvents.loadError) return;
      world.network.fail(statementPath);
      offline = true;
    };

    cutIfRefused(-1);
    try {
      await replayPath(actor, plan, {
        network: world.network,
        callPaths: { downloadStatement: [calls.statementCsv.path] },
        executors: {
          'statement.period': (_event, { index }): StatementEvent => {
            const at = world.now();
            const refused = loadAnswerAfter(plan, index)?.type === statementEvents.loadError;
            const period: StatementPeriod = refused ? { startTime: at - 400 * day, endTime: at } : { startTime: at - 2 * day, endTime: at };
            return { type: 'statement.period', period };
          },
          'statement.retry': (event, { index }) => {
            if (actor.getSnapshot().context.period === null) cutIfRefused(index);
            return event;
          },
          'statement.download': (event) => {
            fileOf = actor.getSnapshot().context.statement;
            savedBefore = saved.length;
            return event;
          },
        },
        assertState: async (real, expected, event) => {
          if (event?.type === statementEvents.loadError && offline) {
            world.network.restore(statementPath);
            offline = false;
          }
          expect(real.context.errorCode).toBe(codes[step++]);
          expect(real.context.fileErrorCode).toBe(expected.context.fileErrorCode);
          expect(real.context.period === null).toBe(expected.context.period === null);
          if (event && fileAnswers.includes(event.type)) {
            // A prepared file is the gateway's CSV of the figures on screen, under its own name; a failed one saved nothing.
            if (event.type === statementEvents.fileError) expect(saved.length).toBe(savedBefore);
            else {
              expect(saved.length).toBe(savedBefore + 1);
              const file = saved.at(-1)!;
              expect(file.name).toBe(statementFileName(fileOf!));
              // Read as bytes: Blob.text() would drop the byte-order mark the file must keep.
              expect(Buffer.from(await file.content.arrayBuffer()).toString('utf8')).toBe(statementCsv(fileOf!, await statementLines(world.gateway.db, member.id, fileOf!), 'EN'));
            }
          }
          if (real.hasTag('busy') || !real.context.statement) return;
          const shown = real.context.statement as Statement;
          // What the section shows is what the gateway counts for that period.
          expect(shown).toEqual(await statementOf(world.gateway.db, member.id, { startTime: shown.startTime, endTime: shown.endTime }, world.now()));
          const picked = real.context.period as StatementPeriod | null;
          if (picked === null) {
            // Without asking: from the account's opening, with its deposit.
            expect(shown.startTime).toBe(shown.accountOpenedAt);
            expect(shown.period.deposits).toBe('1000.00');
          } else if (real.context.errorCode === null) {
            expect([shown.startTime, shown.endTime]).toEqual([picked.startTime, picked.endTime]);
            expect(shown).toMatchObject({ openingBalance: '1000.00', closingBalance: '1000.00', period: { deposits: '0.00' } });
          }
        },
      });
    } finally {
      if (offline) world.network.restore(statementPath);
    }
  });

  it('the selector shows the figures, their reload, the refusal and the file being prepared', () => {
    const snapshots = plans.flatMap((plan) => plan.snapshots);
    const reloading = snapshots.find((snapshot) => snapshot.matches({ figures: 'reloading' }))!;
    expect(selectStatement(reloading as never)).toMatchObject({ status: 'ready', busy: true, statement: reloading.context.statement });
    const refused = snapshots.find((snapshot) => snapshot.matches({ figures: 'shown' }) && snapshot.context.errorCode !== null)!;
    expect(selectStatement(refused as never)).toMatchObject({ status: 'ready', busy: false, errorCode: 'statement.period.too.long' });
    const preparing = snapshots.find((snapshot) => snapshot.matches({ file: 'preparing' }))!;
    expect(selectStatement(preparing as never)).toMatchObject({ status: 'ready', preparingFile: true, fileErrorCode: null });
    const fileFailed = snapshots.find((snapshot) => snapshot.context.fileErrorCode !== null)!;
    expect(selectStatement(fileFailed as never)).toMatchObject({ preparingFile: false, fileErrorCode: 'network.abnormal' });
    const [first, firstFailed] = runPure(statementMachine, undefined, [modelEvent(statementEvents.loadError)]).snapshots;
    expect(selectStatement(first as never)).toMatchObject({ status: 'loading', busy: true, statement: null });
    expect(selectStatement(firstFailed as never)).toMatchObject({ status: 'failed', busy: false, errorCode: 'statement.period.too.long' });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(statementMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
