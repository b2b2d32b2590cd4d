/** Snapshot → what the root screens and the shell read. */
import type { SnapshotFrom } from 'xstate';
import type { CustomerServiceEntry, Resource, SystemStatus } from '../../services/schemas/system';
import type { systemStatusMachine } from './system-status.machine';

export type SystemStatusSnapshot = SnapshotFrom<typeof systemStatusMachine>;

export type RootScreen = 'loading' | 'app' | 'maintenance' | 'regionRestricted' | 'error';

export function selectRootScreen(snapshot: SystemStatusSnapshot): RootScreen {
  // Asking again behind the screen shown: it stays until the answer decides.
  if (snapshot.matches('rechecking')) return snapshot.context.status === 1 ? 'maintenance' : 'app';
  if (snapshot.matches('normal')) return 'app';
  if (snapshot.matches('maintenance')) return 'maintenance';
  if (snapshot.matches('regionRestricted')) return 'regionRestricted';
  if (snapshot.matches('error')) return 'error';
  return 'loading';
}

export const selectAnswer = (snapshot: SystemStatusSnapshot): SystemStatus | null => snapshot.context.answer;
export const selectSwitches = (snapshot: SystemStatusSnapshot): Record<string, boolean> => snapshot.context.switches;
export const selectErrorCode = (snapshot: SystemStatusSnapshot): string | null => snapshot.context.errorCode;

const noResources: Resource[] = [];
const noEntries: CustomerServiceEntry[] = [];
export const selectResources = (snapshot: SystemStatusSnapshot): Resource[] => snapshot.context.answer?.info.resources ?? noResources;
export const selectCustomerService = (snapshot: SystemStatusSnapshot): CustomerServiceEntry[] =>
  snapshot.context.answer?.info.customerService ?? noEntries;

export function selectFlags(snapshot: SystemStatusSnapshot): SystemStatus['info']['flags'] {
  return snapshot.context.answer?.info.flags ?? { loginedToHomePage: false, inviteFriends: false, referralEnabled: false, captchaOnRegister: false };
}

/** The resource of one type (ANDROID, IOS, TELEGRAM1, TELEGRAM2, FACEBOOK), if the operator set it. */
export function findResource(resources: Resource[], type: string): Resource | undefined {
  return resources.find((resource) => resource.resourceType === type && resource.url !== '');
}

export interface MaintenanceView {
  ip: string;
  /** Epoch ms window, when the operator announced one. */
  window: { startTime: number; endTime: number } | null;
}

export function selectBlockedView(snapshot: SystemStatusSnapshot): MaintenanceView {
  const answer = snapshot.context.answer;
  return { ip: answer?.location.ip ?? '', window: answer?.maintainTime ?? null };
}
