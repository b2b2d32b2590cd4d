/**
 * Event cases and projection for path generation over the speed test. The
 * domain list cases cover the empty list and a two-domain list, so traversal
 * sees a measuring step with more domains to go and one that is the last.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../model-types';
import type { DomainMeasurement, SpeedTestContext } from './speed-test.machine';

const measured: DomainMeasurement = { domainName: 'route-a.example', elapsed: 42, speed: 31 };

export const speedTestEvents = [
  { type: 'speedTest.retest' },
  { type: 'xstate.done.actor.loadDomains', output: [] as string[] },
  { type: 'xstate.done.actor.loadDomains', output: ['route-a.example', 'route-b.example'] },
  { type: 'xstate.error.actor.loadDomains', error: { code: 'network.abnormal' } },
  { type: 'xstate.done.actor.measureDomain', output: measured },
  { type: 'xstate.error.actor.measureDomain', error: new Error('unreachable') },
] as const;

export type SpeedTestModelEvent = (typeof speedTestEvents)[number];

/** Measuring is one node while more domains remain and another on the last one; results do not matter. */
export function serializeSpeedTest(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as SpeedTestContext;
  const value = JSON.stringify(snapshot.value);
  if (!snapshot.matches('measuring')) return value;
  return `${value}:${context.index + 1 < context.domains.length ? 'more' : 'last'}`;
}

export const speedTestModel: MachineModel = {
  events: speedTestEvents as unknown as MachineModel['events'],
  serializeState: serializeSpeedTest,
};
