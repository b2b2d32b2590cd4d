/**
 * Register center: an agent creates a downline account. Account and password
 * follow the same operator rules as the registration form (register_rules),
 * refused per field; the new account's upline is the caller, it opens with
 * an empty wallet, and a sub-agent gets an affiliate code of its own.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import type { RegisterDownlineInput } from '../../../../src/services/schemas/agent';
import { isUniqueViolation } from '../../db/unique-violation';
import type { GatewayDeps, Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { checkAgainstRule, loadRegisterRules, ruleFor } from '../access/register-rules';
import { createMember, findMemberByAccount } from '../members';
import { defaultPasswordOf } from '../passwords';
import { freshAffiliateCode } from './affiliate-code';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

/** The type a sub-agent gets: the plain agent type, whatever the creating agent's own type. */
export const subAgentType = 1;

async function checkFields(deps: Deps, input: RegisterDownlineInput): Promise<void> {
  const rules = await loadRegisterRules(deps.db);
  const fields: Record<string, string> = {};
  const accountCode = checkAgainstRule(ruleFor(rules, 'username'), input.account, { required: true });
  if (accountCode) fields.account = accountCode;
  const passwordCode = checkAgainstRule(ruleFor(rules, 'password'), input.password, { required: true });
  if (passwordCode) fields.password = passwordCode;
  else if (input.password === defaultPasswordOf(deps.config)) fields.password = errorCodes.passwordWeak;
  if (Object.keys(fields).length > 0) throw new DomainError(errorCodes.badRequest, 400, null, fields);
}

export async function registerDownline(deps: Deps, agent: Member, input: RegisterDownlineInput) {
  await checkFields(deps, input);
  const taken = () => new DomainError(errorCodes.usernameTaken, 409, null, { account: errorCodes.usernameTaken });
  if (await findMemberByAccount(deps.db, input.account)) throw taken();
  const isAgent = input.accountType === 'agent';
  try {
    const member = await createMember(deps.db, {
      account: input.account,
      password: input.password,
      nickname: input.nickname || input.account,
      type: isAgent ? subAgentType : 0,
      affiliateCode: isAgent ? await freshAffiliateCode(deps.db) : null,
      uplineId: agent.id,
      // The agent's players usually speak the agent's language; they can change it at their first login.
      language: agent.language,
      openingBalance: '0',
      now: deps.clock.now(),
    });
    return { id: member.id, account: member.account, type: member.type, affiliateCode: member.affiliateCode };
  } catch (error) {
    // Two agents racing for one name: the loser hears why.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
