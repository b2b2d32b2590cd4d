/** Binds the reasoned-action statechart to one call: the view gets the snapshot's parts it shows and a submit. */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { reasonedActionMachine } from '../../machines/reasoned-action.machine';
import { OperatorCallError } from '../../services/operator-call';
import { recordPageCoverage } from '../../../inspection/page-coverage';

const refusal = (error: unknown) => (error instanceof OperatorCallError ? { code: error.code, fields: error.fields } : { code: 'system.busy' });

export function useReasonedAction<T>(submit: (payload: Record<string, string>, signal: AbortSignal) => Promise<T>) {
  const machine = useMemo(
    () =>
      reasonedActionMachine.provide({
        actors: {
          submitAction: fromPromise<unknown, Record<string, string>>(({ input, signal }) =>
            submit(input, signal).catch((error: unknown) => {
              throw refusal(error);
            }),
          ),
        },
      }),
    // The call is fixed for the life of the form that uses it.
    [],
  );
  // Reports to the page's coverage store (only when a test defines it), so browser runs count for the model.
  const [snapshot, send] = useMachine(machine, { inspect: recordPageCoverage });
  return {
    busy: snapshot.matches('submitting'),
    done: snapshot.matches('done'),
    errorCode: snapshot.context.errorCode,
    fieldErrors: snapshot.context.fields,
    outcome: snapshot.context.outcome as T | null,
    submit: (payload: Record<string, string>) => send({ type: 'action.submit', payload }),
    again: () => send({ type: 'action.again' }),
  };
}
