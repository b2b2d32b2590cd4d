/** Time-out and self-exclusion calls: the break in force, taking one with the password, asking to lift a finished exclusion. */
import type { ApiContext } from './session.api';
import { breakAnswerSchema, type BreakAnswer, type TakeBreakInput } from './schemas/protection-breaks';

export const loadBreak = ({ http, signal }: ApiContext): Promise<BreakAnswer> => http.call('playerBreak', { schema: breakAnswerSchema, signal });

export const takeBreak = ({ http, signal }: ApiContext, input: TakeBreakInput): Promise<BreakAnswer> =>
  http.call('playerBreakTake', { data: { term: input.term, password: input.password }, schema: breakAnswerSchema, signal });

export const requestBreakLift = ({ http, signal }: ApiContext): Promise<BreakAnswer> => http.call('playerBreakLift', { data: {}, schema: breakAnswerSchema, signal });
