/**
 * Reacts once each time an application is taken: the centre shows the
 * outcome and asks for the list and the claims again. The form itself
 * follows the machine, so nothing else needs a reaction.
 */
import { useEffect, useRef } from 'react';
import type { Actor } from 'xstate';
import type { activityApplicationMachine } from '../../../../machines/activity-application/activity-application.machine';

export function useApplicationOutcome<TAnswer>(actor: Actor<typeof activityApplicationMachine>, applied: (answer: TAnswer) => void): void {
  const latest = useRef(applied);
  latest.current = applied;
  useEffect(() => {
    let was = actor.getSnapshot().matches('applied');
    const subscription = actor.subscribe((snapshot) => {
      const is = snapshot.matches('applied');
      if (is && !was) latest.current(snapshot.context.answer as TAnswer);
      was = is;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
