/**
 * A page's money request: the provided machine as an inspected actor, its
 * view-model, the form's callbacks, and `onDone`, run once each time a
 * request reaches its answer (refresh the balance, the wallets, the list).
 * `call` names a member-centre money form, or is another area's provided
 * machine (the agent centre's transfer to downlines).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { withInspection } from '../../../inspection/create-inspected-actor';
import type { MoneyValues } from '../../../machines/money-request/money-request.machine';
import { selectMoneyRequest, type MoneyRequestView } from '../../../machines/money-request/money-request.selectors';
import { shallowEqual } from '../../access/shallow-equal';
import { useApp } from '../../app-context';
import type { moneyRequestMachine } from '../../../machines/money-request/money-request.machine';
import { fundsLogicFor, type FundsLogic } from './funds-logic';

export interface MoneyRequest<TAnswer> {
  view: MoneyRequestView<TAnswer>;
  submit(values: MoneyValues): void;
  retry(): void;
  reset(): void;
}

export function useMoneyRequest<TAnswer>(call: Exclude<keyof FundsLogic, 'addBankAccount'> | typeof moneyRequestMachine, onDone?: (answer: TAnswer) => void): MoneyRequest<TAnswer> {
  const { http } = useApp();
  const actor = useActorRef(typeof call === 'string' ? fundsLogicFor(http)[call] : call, withInspection());
  const view = useSelector(actor, (snapshot) => selectMoneyRequest<TAnswer>(snapshot), shallowEqual);
  const latest = useRef(onDone);
  latest.current = onDone;

  useEffect(() => {
    let previous = actor.getSnapshot().value;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === 'done' && previous !== 'done') latest.current?.(snapshot.context.answer as TAnswer);
      previous = snapshot.value;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return useMemo(
    () => ({
      view,
      submit: (values: MoneyValues) => actor.send({ type: 'request.submit', values }),
      retry: () => actor.send({ type: 'request.retry' }),
      reset: () => actor.send({ type: 'request.reset' }),
    }),
    [actor, view],
  );
}
