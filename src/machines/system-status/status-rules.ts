/**
 * Pure rules of the status answer (api-facts §6), shared by the machine,
 * its selectors and its tests. Value-import free so machines may use it.
 */
import type { SwitchNode, SystemStatus } from '../../services/schemas/system';

export type SystemStatusCode = 0 | 1 | 2;

/** Maintenance wins over the region block. */
export function statusCodeOf(answer: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (answer.maintenance) return 1;
  if (answer.regionRestriction) return 2;
  return 0;
}

/** The whitelabel tree flattened into `{ [modId]: enabled === "1" }`. */
export function flattenSwitches(node: SwitchNode, into: Record<string, boolean> = {}): Record<string, boolean> {
  into[node.modId] = node.enabled === '1';
  for (const child of node.childrenNodes) flattenSwitches(child, into);
  return into;
}

/** The error code an actor failure carries (ApiError.code), or the generic network one. */
export function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return 'network.abnormal';
}
