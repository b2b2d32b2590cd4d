/**
 * Model-based test of the redemption statechart: planned paths over every
 * state and transition, replayed on fake actors (the gateway's points routes
 * were not ready when this was written). The retry after a lost answer must
 * send the same request id; a new password after a refusal a new one.
 */
import { describe, expect, it } from 'vitest';
import { pointRedemptionMachine } from '../../src/machines/point-redemption/point-redemption.machine';
import { pointRedemptionEvents, pointRedemptionModel } from '../../src/machines/point-redemption/point-redemption.model';
import { selectPointRedemption } from '../../src/machines/point-redemption/point-redemption.selectors';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayOnFakes } from './point-mall-fake';

const plans = planPaths(pointRedemptionMachine, pointRedemptionModel, [{ simple: true }]);

describe('pointRedemption model', () => {
  const coverage = createCoverage();

  it('plans every state and transition', () => {
    expect(unplanned(pointRedemptionMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan) => [plan.events.map(describeEvent).join(' → '), plan] as const))('%s', async (_, plan) => {
    const seen = { inputs: {} as Record<string, unknown[]> };
    await replayOnFakes(coverage, pointRedemptionMachine, plan, seen);
    const submits = (seen.inputs.submitRedemption ?? []) as { requestId: string; paymentPassword: string }[];
    // Every submit after a lost answer carries the id of the one before it.
    plan.events.forEach((event, index) => {
      if (event.type === 'redemption.retry') {
        const retries = plan.events.slice(0, index + 1).filter((e) => e.type === pointRedemptionEvents.submitError || e.type === pointRedemptionEvents.submitDone).length;
        expect(submits[retries]?.requestId).toBe(submits[retries - 1]?.requestId);
        expect(submits[retries]?.paymentPassword).toBe('good');
      }
    });
  });

  it('the selector shows the refusal and the redemption in process', () => {
    const last = plans.flatMap((plan) => plan.snapshots);
    const refused = last.find((snapshot) => snapshot.matches('refused'))!;
    expect(selectPointRedemption(refused as never)).toMatchObject({ step: 'refused', errorCode: 'invalid.payment.pw', canRetry: false });
    const failed = last.find((snapshot) => snapshot.matches('failed'))!;
    expect(selectPointRedemption(failed as never)).toMatchObject({ step: 'failed', errorCode: 'network.abnormal', canRetry: true });
    const done = last.find((snapshot) => snapshot.matches('inProcess'))!;
    expect(selectPointRedemption(done as never).redemption).toMatchObject({ status: 'process' });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(pointRedemptionMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
