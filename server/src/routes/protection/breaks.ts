/** Time-out and self-exclusion: the break in force, taking one (confirmed with the password), asking to lift a finished exclusion. */
import { calls } from '../../../../src/services/calls';
import { takeBreakInputSchema } from '../../../../src/services/schemas/protection-breaks';
import { requestLift } from '../../domain/protection/breaks/lift';
import { breakAnswer, takeBreak } from '../../domain/protection/breaks/take-break';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';

export const breaksRoutes: CallRoute<any>[] = [
  defineRoute({ call: calls.playerBreak, input: noInput, handle: ({ member, deps }) => breakAnswer(deps.db, member!.id, deps.clock.now()) }),
  defineRoute({ call: calls.playerBreakTake, input: takeBreakInputSchema, handle: ({ member, deps, input }) => takeBreak(deps.db, member!, input, deps.clock.now()) }),
  defineRoute({ call: calls.playerBreakLift, input: noInput, handle: ({ member, deps }) => requestLift(deps.db, member!.id, deps.clock.now()) }),
];
