/**
 * The one helper that creates the portal's app-wide actors. Every actor it
 * creates reports to the shared inspection observers: the live inspector's
 * bridge and, in test builds, the coverage recorder.
 */
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { startBroadcastBridge } from './broadcast-bridge';
import { inspectorEnabled } from './inspector-enabled';
import { recordPageCoverage } from './page-coverage';

type Observer = (event: InspectionEvent) => void;

const observers = new Set<Observer>();
let installed = false;

export function addInspectionObserver(observer: Observer): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** The page-wide observers join on first use, so importing this module has no side effects. */
function installPageObservers(): void {
  installed = true;
  if (typeof window === 'undefined') return;
  observers.add(recordPageCoverage);
  if (inspectorEnabled && import.meta.env.MODE !== 'test') {
    const bridge = startBroadcastBridge();
    if (bridge) observers.add(bridge);
  }
}

export function inspectAll(event: InspectionEvent): void {
  if (!installed) installPageObservers();
  for (const observer of observers) observer(event);
}

export function createInspectedActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {} as ActorOptions<TLogic>): Actor<TLogic> {
  return createActor(logic, { ...options, inspect: inspectAll } as ActorOptions<TLogic>);
}

/**
 * Options for actors created elsewhere (`useActorRef(logic, withInspection({ input }))`
 * in a modal, say), so they show in the inspector and count for coverage too.
 */
export function withInspection<TOptions extends object>(options: TOptions = {} as TOptions): TOptions & { inspect: typeof inspectAll } {
  return { ...options, inspect: inspectAll };
}
