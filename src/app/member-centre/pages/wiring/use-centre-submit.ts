/**
 * A centre form's actor: its view, `submit` (with an optional confirmation
 * first), the confirmation's answers, and a callback run with the answer
 * each time a submit succeeds.
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { withInspection } from '../../../../inspection/create-inspected-actor';
import type { centreSubmitMachine } from '../../../../machines/centre-submit/centre-submit.machine';
import { selectSubmit, type SubmitView } from '../../../../machines/centre-submit/centre-submit.selectors';

export interface CentreSubmitWiring {
  view: SubmitView;
  submit(values: unknown, confirm?: boolean): void;
  confirm(): void;
  cancel(): void;
  reset(): void;
}

export function useCentreSubmit(logic: typeof centreSubmitMachine, onSucceeded?: (result: unknown, values: unknown) => void): CentreSubmitWiring {
  const actor = useActorRef(logic, withInspection());
  const view = useSelector(actor, selectSubmit);
  const latest = useRef(onSucceeded);
  latest.current = onSucceeded;
  useEffect(() => {
    const subscription = actor.on('submit.succeeded', (event) => latest.current?.(event.result, event.values));
    return () => subscription.unsubscribe();
  }, [actor]);
  return {
    view,
    submit: (values, confirm = false) => actor.send({ type: 'form.submit', values, confirm }),
    confirm: () => actor.send({ type: 'form.confirm' }),
    cancel: () => actor.send({ type: 'form.cancel' }),
    reset: () => actor.send({ type: 'form.reset' }),
  };
}
