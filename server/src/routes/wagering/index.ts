/** Bonus wagering: the member's requirements with what may leave the wallet now, and forfeiting a bonus. */
import { calls } from '../../../../src/services/calls';
import { headers } from '../../../../src/services/headers';
import { forfeitBonusInputSchema } from '../../../../src/services/schemas/wagering';
import { catalogueLanguage } from '../../domain/games/language';
import { forfeitBonus } from '../../domain/wagering/forfeit';
import { bonusRequirementsOf } from '../../domain/wagering/requirements';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';

/** Promotion titles are answered in the request's language. */
const languageOf = (c: { req: { header(name: string): string | undefined } }) => catalogueLanguage(c.req.header(headers.language));

export const wageringRoutes: CallRoute<any>[] = [
  defineRoute({ call: calls.bonusRequirements, input: noInput, handle: ({ member, deps, c }) => bonusRequirementsOf(deps.db, member!.id, deps.clock.now(), languageOf(c)) }),
  defineRoute({
    call: calls.forfeitBonus,
    input: forfeitBonusInputSchema,
    handle: ({ member, deps, input, c }) => forfeitBonus(deps.db, member!.id, input, deps.clock.now(), languageOf(c)),
  }),
];
