/**
 * A password-checked request's actor for the page: its view, the events as
 * callbacks, and a callback run once each time the gateway answers (the
 * page then reloads what the answer changed).
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { withInspection } from '../../inspection/create-inspected-actor';
import type { passwordRequestMachine, PointsBudget, RequestChoice } from '../../machines/password-request/password-request.machine';
import { selectPasswordRequest, type PasswordRequestView } from '../../machines/password-request/password-request.selectors';

export interface PointRequestWiring<TAnswer> {
  view: PasswordRequestView<TAnswer>;
  /** `budget` lets the machine refuse a choice beyond the member's points before the password step. */
  choose(choice: RequestChoice, budget?: PointsBudget): void;
  password(paymentPassword: string): void;
  back(): void;
  retry(): void;
  reset(): void;
}

export function usePointRequest<TAnswer>(logic: typeof passwordRequestMachine, onAnswered: () => void): PointRequestWiring<TAnswer> {
  const actor = useActorRef(logic, withInspection());
  const view = useSelector(actor, selectPasswordRequest<TAnswer>);
  const latest = useRef(onAnswered);
  latest.current = onAnswered;
  useEffect(() => {
    let answered = false;
    const subscription = actor.subscribe((snapshot) => {
      const now = snapshot.matches('answered');
      if (now && !answered) latest.current();
      answered = now;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return {
    view,
    choose: (choice, budget) => actor.send({ type: 'request.choose', choice, budget }),
    password: (paymentPassword) => actor.send({ type: 'password.submit', paymentPassword }),
    back: () => actor.send({ type: 'request.back' }),
    retry: () => actor.send({ type: 'request.retry' }),
    reset: () => actor.send({ type: 'request.reset' }),
  };
}
