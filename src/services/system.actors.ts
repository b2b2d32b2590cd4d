/**
 * Actor bindings of the system calls. The status answer is kept in
 * sessionStorage `settings`: a transport failure (network down, timeout)
 * falls back to the last answer of this session, a business error does not.
 */
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { errorCodes } from './error-codes';
import { ApiError, type HttpClient } from './http';
import { statusSchema, type SystemStatus } from './schemas/system';
import { fetchStatus } from './system.api';
import type { LoadedStatus } from '../machines/system-status/system-status.machine';

export const statusCacheKey = 'settings';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface StatusActorDeps {
  http: HttpClient;
  /** sessionStorage in the browser; null where there is none. */
  cache: KeyValueStore | null;
  host: string;
}

const transportCodes: readonly string[] = [errorCodes.network, errorCodes.timeout];

function readCached(cache: KeyValueStore | null): SystemStatus | null {
  const raw = cache?.getItem(statusCacheKey);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(statusSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Fresh answer (and cache it) or, on a transport failure, this session's last one. */
export async function loadStatusAnswer({ http, cache, host }: StatusActorDeps, signal?: AbortSignal): Promise<LoadedStatus> {
  try {
    const answer = await fetchStatus(http, { host, signal });
    cache?.setItem(statusCacheKey, JSON.stringify(answer));
    return { answer, fromCache: false };
  } catch (error) {
    const cached = error instanceof ApiError && transportCodes.includes(error.code) ? readCached(cache) : null;
    if (cached) return { answer: cached, fromCache: true };
    throw error;
  }
}

export function createLoadStatusActor(deps: StatusActorDeps) {
  return fromPromise<LoadedStatus>(({ signal }) => loadStatusAnswer(deps, signal));
}
