/** Details snapshot → status, the answer (typed by the page that knows its call) and the last error. */
import type { SnapshotFrom } from 'xstate';
import type { centreDetailsMachine } from './centre-details.machine';

export type CentreDetailsSnapshot = SnapshotFrom<typeof centreDetailsMachine>;

export interface DetailsView<T> {
  status: 'loading' | 'ready' | 'failed';
  /** The answer, null until the first one arrives. */
  data: T | null;
  /** A reload is under way; the last answer stays on screen. */
  reloading: boolean;
  errorCode: string | null;
}

const views = new WeakMap<CentreDetailsSnapshot, DetailsView<unknown>>();

export function selectDetails<T>(snapshot: CentreDetailsSnapshot): DetailsView<T> {
  let view = views.get(snapshot);
  if (!view) {
    view = {
      status: snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
      data: snapshot.context.data,
      reloading: snapshot.matches({ ready: 'reloading' }),
      errorCode: snapshot.context.errorCode,
    };
    views.set(snapshot, view);
  }
  return view as DetailsView<T>;
}
