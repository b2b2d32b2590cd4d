/**
 * The one helper that creates the portal's app-wide actors. Every actor it
 * creates reports to the shared inspection observers: the live inspector's
 * bridge and, in test builds, the coverage recorder.
 */
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type InspectionEvent } from 'xstate';

type Observer = (event: InspectionEvent) => void;

const observers = new Set<Observer>();

export function addInspectionObserver(observer: Observer): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function inspectAll(event: InspectionEvent): void {
  for (const observer of observers) observer(event);
}

export function createInspectedActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {} as ActorOptions<TLogic>): Actor<TLogic> {
  return createActor(logic, { ...options, inspect: inspectAll } as ActorOptions<TLogic>);
}
