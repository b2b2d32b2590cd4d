/** The item-decision machine's effects on the back office's API; a refusal carries its code and, for a held claim, the holder. */
import { fromPromise } from 'xstate';
import type { ItemDecisionInput } from '../machines/item-decision.machine';
import { backofficeApi } from './backoffice.api';
import { OperatorCallError } from './operator-call';

const refusal = (error: unknown) => {
  if (error instanceof OperatorCallError) return { code: error.code, holder: (error.value as { holder?: string } | null)?.holder };
  return { code: 'system.busy' };
};

const guarded = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => {
    throw refusal(error);
  });

export const itemDecisionActors = {
  claimItem: fromPromise<{ expiresAt: number }, ItemDecisionInput>(({ input, signal }) => guarded(() => backofficeApi.claim(input.kind, input.reference, { signal }))),
  releaseItem: fromPromise<null, ItemDecisionInput>(({ input, signal }) => guarded(() => backofficeApi.release(input.kind, input.reference, { signal }))),
  decideItem: fromPromise<{ status: string }, ItemDecisionInput & { verb: string; reason: string }>(({ input, signal }) =>
    guarded(() => backofficeApi.decide(input.kind, input.reference, input.verb, input.reason, { signal })),
  ),
};
