/**
 * Event cases for path generation over the system-status machine: the loader's
 * answers for status 0, 1, 2 and both flags, its failure, the manual retry and
 * the automatic retry's delayed event.
 */
import type { EventObject } from 'xstate';
import type { SystemStatus } from '../../services/schemas/system';
import type { MachineModel } from '../model-types';
import type { LoadedStatus } from './system-status.machine';

/** The smallest answer the schema accepts, with the two flags that matter here. */
export function statusAnswer(maintenance: boolean, regionRestriction: boolean): SystemStatus {
  return {
    maintenance,
    regionRestriction,
    location: { ip: '203.0.113.7' },
    maintainTime: null,
    info: {
      brand: {
        name: 'XSP',
        merchantCode: 'XSP',
        platform: 'web',
        device: 'WEB',
        defaultLanguage: 'EN',
        supportedLanguages: ['EN', 'TY'],
        logoUrl: '',
        theme: {},
        currency: 'PHP',
      },
      whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }] },
      register: {},
      resources: [],
      customerService: [],
      mainDomain: 'example.test',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
      flags: { loginedToHomePage: false, inviteFriends: false, referralEnabled: false, captchaOnRegister: false },
    },
  };
}

const loaded = (answer: SystemStatus): LoadedStatus => ({ answer, fromCache: false });

/** Case names the model test maps to gateway settings. */
export const statusCases = {
  normal: loaded(statusAnswer(false, false)),
  maintenance: loaded(statusAnswer(true, false)),
  regionRestricted: loaded(statusAnswer(false, true)),
  bothFlags: loaded(statusAnswer(true, true)),
} as const;

export type StatusCase = keyof typeof statusCases;

export const loadStatusDone = 'xstate.done.actor.loadStatus' as const;
export const loadStatusError = 'xstate.error.actor.loadStatus' as const;
/** The delayed event `after: { retryDelay }` raises in the `error` state. */
export const retryAfterEvent = 'xstate.after.retryDelay.systemStatus.error' as const;

export type SystemStatusModelEvent =
  | { type: typeof loadStatusDone; output: LoadedStatus; case: StatusCase }
  | { type: typeof loadStatusError; error: { code: string } }
  | { type: 'status.retry' }
  | { type: 'status.recheck' }
  | { type: typeof retryAfterEvent };

export const systemStatusEvents: SystemStatusModelEvent[] = [
  ...(Object.keys(statusCases) as StatusCase[]).map((name) => ({ type: loadStatusDone, output: statusCases[name], case: name })),
  { type: loadStatusError, error: { code: 'network.abnormal' } },
  { type: 'status.retry' },
  { type: 'status.recheck' },
  { type: retryAfterEvent },
];

export const systemStatusModel: MachineModel<EventObject> = {
  events: systemStatusEvents,
  /**
   * The failure counter only tunes the back-off; what matters is whether a
   * load follows a failure, so a retry reaches a node of its own. A recheck
   * falls back to the screen it started from, so that screen is part of it.
   */
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, afterFailure: snapshot.context.failures > 0, from: snapshot.matches('rechecking') ? snapshot.context.status : undefined }),
};
