/**
 * Model-based test of the conversion statechart: planned paths over every
 * state and transition, replayed on fake actors (the gateway's points routes
 * were not ready when this was written). The retry after a lost answer must
 * send the same request id; a new password after a refusal a new one.
 */
import { describe, expect, it } from 'vitest';
import { pointConversionMachine } from '../../src/machines/point-conversion/point-conversion.machine';
import { pointConversionEvents, pointConversionModel } from '../../src/machines/point-conversion/point-conversion.model';
import { selectPointConversion } from '../../src/machines/point-conversion/point-conversion.selectors';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayOnFakes } from './point-mall-fake';

const plans = planPaths(pointConversionMachine, pointConversionModel, [{ simple: true }]);

describe('pointConversion model', () => {
  const coverage = createCoverage();

  it('plans every state and transition', () => {
    expect(unplanned(pointConversionMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan) => [plan.events.map(describeEvent).join(' → '), plan] as const))('%s', async (_, plan) => {
    const seen = { inputs: {} as Record<string, unknown[]> };
    await replayOnFakes(coverage, pointConversionMachine, plan, seen);
    const submits = (seen.inputs.submitConversion ?? []) as { requestId: string; paymentPassword: string }[];
    // Every submit after a lost answer carries the id of the one before it.
    plan.events.forEach((event, index) => {
      if (event.type === 'conversion.retry') {
        const retries = plan.events.slice(0, index + 1).filter((e) => e.type === pointConversionEvents.submitError || e.type === pointConversionEvents.submitDone).length;
        expect(submits[retries]?.requestId).toBe(submits[retries - 1]?.requestId);
        expect(submits[retries]?.paymentPassword).toBe('good');
      }
    });
  });

  it('the selector shows the refusal and the converted amount', () => {
    const last = plans.flatMap((plan) => plan.snapshots);
    const refused = last.find((snapshot) => snapshot.matches('refused'))!;
    expect(selectPointConversion(refused as never)).toMatchObject({ step: 'refused', errorCode: 'point.convert.not.multiple', canRetry: false });
    const failed = last.find((snapshot) => snapshot.matches('failed'))!;
    expect(selectPointConversion(failed as never)).toMatchObject({ step: 'failed', errorCode: 'network.abnormal', canRetry: true });
    const done = last.find((snapshot) => snapshot.matches('converted'))!;
    expect(selectPointConversion(done as never).answer).toMatchObject({ amount: '1.00' });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(pointConversionMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
