/**
 * The session clocks' states as attributes of a hidden element: most of
 * them show nothing on screen (counting towards a check, a failed read,
 * a warning already noticed), so the UI tests read where each machine
 * stands, and which check time it counts towards, from here.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, StateValue } from 'xstate';
import type { createRealityCheckLogic, createSessionLimitLogic } from './session-time-logic';

/** `warning.shown` for a nested state, as the machines' state ids read. */
const stateName = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child ? `${key}.${stateName(child)}` : key))
        .join(',');

export function SessionClocksState({
  realityCheck,
  sessionLimit,
}: {
  realityCheck: ActorRefFrom<ReturnType<typeof createRealityCheckLogic>>;
  sessionLimit: ActorRefFrom<ReturnType<typeof createSessionLimitLogic>>;
}) {
  const reality = useSelector(realityCheck, (snapshot) => stateName(snapshot.value));
  const checkDueAt = useSelector(realityCheck, (snapshot) => snapshot.context.time?.checkDueAt ?? null);
  const limit = useSelector(sessionLimit, (snapshot) => stateName(snapshot.value));
  const endsAt = useSelector(sessionLimit, (snapshot) => snapshot.context.time?.endsAt ?? null);
  return (
    <span
      hidden
      data-testid="session-clocks"
      data-reality-check={reality}
      data-check-due-at={checkDueAt ?? ''}
      data-session-limit={limit}
      data-ends-at={endsAt ?? ''}
    />
  );
}
