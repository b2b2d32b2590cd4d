/** Bonus wagering calls: the member's requirements with what may leave the wallet now, and forfeiting one bonus. */
import type { ApiContext } from './session.api';
import { bonusRequirementsSchema, forfeitBonusAnswerSchema, type BonusRequirements, type ForfeitBonusAnswer, type ForfeitBonusInput } from './schemas/wagering';

export const loadBonusRequirements = ({ http, signal }: ApiContext): Promise<BonusRequirements> => http.call('bonusRequirements', { schema: bonusRequirementsSchema, signal });

export const forfeitBonus = ({ http, signal }: ApiContext, input: ForfeitBonusInput): Promise<ForfeitBonusAnswer> =>
  http.call('forfeitBonus', { data: { ...input }, schema: forfeitBonusAnswerSchema, signal });
