/** Actor bindings of the points calls. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { loadPointBalance } from './points.api';

export function createPointsActors({ http }: { http: HttpClient }) {
  return {
    loadPoints: fromPromise<number>(({ signal }) => loadPointBalance({ http, signal })),
  };
}
