/**
 * The consolidated contract flags (api-facts §7.5), kept for the browser
 * session in sessionStorage `consolidated` as the original portal does:
 * read once after login, then by whoever needs them (the contract popup,
 * the avatar menu, the agent centre's records pages). Signing out clears
 * the session storage, so the next login reads them again. The shell loads
 * this file with the first page, so it names the flags itself rather than
 * pulling in the contract schemas.
 */
import type { Consolidated } from '../../services/schemas/contracts';

export const consolidatedKey = 'consolidated';

/** Same as `offerFlagOf` of the contract schemas: an offer of that kind waits for the caller. */
export const offerFlags = ['divtypereq', 'dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype'] as const satisfies readonly (keyof Consolidated)[];
const infoFlags = ['divtypeinfo', 'dailysalinfotype', 'contracthoursalinfo', 'contractmrdailysalinfotype'] as const satisfies readonly (keyof Consolidated)[];

const isConsolidated = (value: unknown): value is Consolidated =>
  typeof value === 'object' && value !== null && [...offerFlags, ...infoFlags].every((flag) => [0, 1].includes((value as Record<string, unknown>)[flag] as number));

export function readConsolidated(storage: Storage = sessionStorage): Consolidated | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(consolidatedKey) ?? 'null');
    return isConsolidated(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Fired on the window when the flags were stored, for views that show something by them. */
export const consolidatedChanged = 'consolidated:changed';

export function writeConsolidated(flags: Consolidated, storage: Storage = sessionStorage): void {
  storage.setItem(consolidatedKey, JSON.stringify(flags));
  window.dispatchEvent(new Event(consolidatedChanged));
}

/** Any offer waits for the caller: the contract popup opens by itself. */
export const hasWaitingOffer = (flags: Consolidated): boolean => offerFlags.some((flag) => flags[flag] === 1);

/** Any flag at all: the caller takes part in contracts. */
export const hasAnyContract = (flags: Consolidated): boolean => [...offerFlags, ...infoFlags].some((flag) => flags[flag] === 1);
