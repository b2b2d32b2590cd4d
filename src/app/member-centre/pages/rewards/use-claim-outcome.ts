/**
 * Reacts once to each outcome of a claim (a money request): paid, refused,
 * or no answer. A claim that paid makes the session reload the balance, so
 * the header and the centre's card show the bonus at once.
 */
import { useEffect, useRef } from 'react';
import type { Actor } from 'xstate';
import type { moneyRequestMachine } from '../../../../machines/money-request/money-request.machine';
import { useApp } from '../../../app-context';

export interface ClaimOutcomeHandlers<TAnswer> {
  done(answer: TAnswer): void;
  refused(errorCode: string, fieldErrors: Record<string, string> | null): void;
  failed(errorCode: string): void;
}

export function useClaimOutcome<TAnswer extends { balance: string | null }>(actor: Actor<typeof moneyRequestMachine>, handlers: ClaimOutcomeHandlers<TAnswer>): void {
  const session = useApp().actors.session;
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let last = actor.getSnapshot().value;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === last) return;
      last = snapshot.value;
      const { answer, errorCode, fieldErrors } = snapshot.context;
      if (snapshot.value === 'done') {
        if ((answer as TAnswer).balance !== null) session?.send({ type: 'balance.refresh' });
        latest.current.done(answer as TAnswer);
      } else if (snapshot.value === 'refused') latest.current.refused(errorCode ?? 'unknown', fieldErrors);
      else if (snapshot.value === 'failed') latest.current.failed(errorCode ?? 'unknown');
    });
    return () => subscription.unsubscribe();
  }, [actor, session]);
}
