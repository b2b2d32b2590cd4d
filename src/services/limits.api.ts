/** Safer play limits calls: the member's limits with what each window used, setting one, confirming or cancelling a waiting raise. */
import type { ApiContext } from './session.api';
import { limitsAnswerSchema, setLimitAnswerSchema, type LimitsAnswer, type LimitTarget, type SetLimitAnswer, type SetLimitInput } from './schemas/limits';

export const loadLimits = ({ http, signal }: ApiContext): Promise<LimitsAnswer> => http.call('playerLimits', { schema: limitsAnswerSchema, signal });

export const setLimit = ({ http, signal }: ApiContext, input: SetLimitInput): Promise<SetLimitAnswer> =>
  http.call('playerLimitSet', { data: { ...input }, schema: setLimitAnswerSchema, signal });

export const confirmLimit = ({ http, signal }: ApiContext, target: LimitTarget): Promise<SetLimitAnswer> =>
  http.call('playerLimitConfirm', { data: { ...target }, schema: setLimitAnswerSchema, signal });

export const cancelPendingLimit = ({ http, signal }: ApiContext, target: LimitTarget): Promise<SetLimitAnswer> =>
  http.call('playerLimitCancel', { data: { ...target }, schema: setLimitAnswerSchema, signal });

export const declineLimitOffer = ({ http, signal }: ApiContext): Promise<LimitsAnswer> => http.call('playerLimitOfferDecline', { data: {}, schema: limitsAnswerSchema, signal });
