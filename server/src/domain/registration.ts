/**
 * Registration by username and by mobile number, and the affiliate check.
 * Fields are checked against the operator's rules first (all errors at once,
 * per field), then the human check, captcha, uniqueness and SMS code; the new
 * member gets a wallet and a session.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { agentTypes, type LoginResult } from '../../../src/services/schemas/account';
import { errorCodes } from '../../../src/services/error-codes';
import { members } from '../db/schema';
import type { GatewayDeps, Member } from '../http/context';
import { DomainError } from '../http/domain-error';
import { checkCaptcha } from './captcha';
import { requireHumanCheck } from './human-check';
import { parsePhone, type Phone } from './access/phone';
import { checkAgainstRule, loadRegisterRules, optionalRegisterFields, ruleFor, type RuleSet } from './access/register-rules';
import { isSwitchOn, requireSwitch } from './access/switches';
import { completeLogin } from './login';
import type { SignInOrigin } from './sign-ins';
import { createMember, findMemberByAccount, findMemberByPhone } from './members';
import { defaultPasswordOf } from './passwords';
import { usesPhoneAuth } from './phone-auth';
import { verifyPhoneCode } from './sms';
import { isUniqueViolation } from '../db/unique-violation';
import { paySignupGift } from './rewards/signup-gift';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

/** What either form may carry; every value arrives as text (or not at all). */
export type RegisterInput = Partial<Record<string, string>> & { deviceId: string };

const text = (input: RegisterInput, field: string): string => (input[field] ?? '').trim();

export async function checkAffiliate(db: Deps['db'], code: string): Promise<{ valid: boolean; agentAccount?: string }> {
  const agent = await findAgentByCode(db, code);
  return agent ? { valid: true, agentAccount: agent.account } : { valid: false };
}

async function findAgentByCode(db: Deps['db'], code: string): Promise<Member | null> {
  const trimmed = code.trim().toUpperCase();
  if (!trimmed || trimmed.length > 32) return null;
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.affiliateCode, trimmed), inArray(members.type, [...agentTypes])))
    .limit(1);
  return rows[0] ?? null;
}

interface Checked {
  fields: Record<string, string>;
  profile: Record<string, string>;
}

/** Optional fields the operator switched on, with their rules; values of switched-off fields are dropped. */
function checkOptionalFields(rules: RuleSet, input: RegisterInput, checked: Checked): void {
  for (const field of optionalRegisterFields) {
    const rule = rules.get(field);
    if (!rule?.enabled) continue;
    const value = text(input, field);
    const code = checkAgainstRule(rule, value);
    if (code) checked.fields[field] = code;
    else if (value && field !== 'paymentPassword') checked.profile[field] = value;
  }
}

function checkPassword(deps: Deps, rules: RuleSet, input: RegisterInput, checked: Checked, required: boolean): void {
  const password = input.password ?? '';
  if (!required && password === '') return;
  const code = checkAgainstRule(ruleFor(rules, 'password'), password, { required: true });
  if (code) checked.fields.password = code;
  else if (password === defaultPasswordOf(deps.config)) checked.fields.password = errorCodes.passwordWeak;
  if ((input.confirmPassword ?? '') !== password) checked.fields.confirmPassword = errorCodes.passwordMismatch;
}

/** `verified`: an SMS code must come with the number; only verified numbers become the account's phone. */
function checkPhone(rules: RuleSet, input: RegisterInput, checked: Checked, options: { required: boolean; verified: boolean }): Phone | null {
  const mobile = text(input, 'mobileNum');
  if (!options.required && mobile === '') return null;
  const code = checkAgainstRule(ruleFor(rules, 'mobileNum'), mobile.replace(/^0+/, ''), { required: true });
  const phone = parsePhone(text(input, 'countryDialingCode'), mobile);
  if (code) checked.fields.mobileNum = code;
  else if (!text(input, 'countryDialingCode')) checked.fields.countryDialingCode = errorCodes.fieldRequired;
  else if (!phone) checked.fields.mobileNum = errorCodes.fieldInvalid;
  if (!options.verified) {
    // An unverified number is kept as contact data, never as a login phone.
    if (phone) checked.profile.mobileNum = `${phone.countryDialingCode} ${phone.mobile}`;
    return null;
  }
  const verificationCode = text(input, 'verificationCode');
  if (!verificationCode) checked.fields.verificationCode = errorCodes.fieldRequired;
  else if (verificationCode.length > 255) checked.fields.verificationCode = errorCodes.fieldInvalid;
  return phone;
}

async function checkAffiliateField(deps: Deps, rules: RuleSet, input: RegisterInput, checked: Checked): Promise<Member | null> {
  const code = text(input, 'affiliateCode');
  const rule = rules.get('affiliateCode');
  if (!code) {
    if (rule?.enabled && rule.required) checked.fields.affiliateCode = errorCodes.fieldRequired;
    return null;
  }
  const agent = await findAgentByCode(deps.db, code);
  if (!agent) checked.fields.affiliateCode = errorCodes.affiliateInvalid;
  return agent;
}

function refuseFields(checked: Checked): void {
  const entries = Object.entries(checked.fields);
  if (entries.length === 0) return;
  // A single well-known refusal keeps its own code so the portal can show its dialog (invitation code error).
  const code = entries.length === 1 && entries[0][1] === errorCodes.affiliateInvalid ? errorCodes.affiliateInvalid : errorCodes.badRequest;
  throw new DomainError(code, 400, null, checked.fields);
}

/** Human check, then captcha when the operator shows one: both consumed only once the form is valid. */
async function checkHuman(deps: Deps, rules: RuleSet, input: RegisterInput): Promise<void> {
  await requireHumanCheck(deps, { token: input.humanCheckToken, action: 'register', deviceId: input.deviceId });
  if (rules.get('captcha')?.enabled) {
    if (!text(input, 'captcha')) throw new DomainError(errorCodes.captchaRequired, 400, { captcha: true }, { captcha: errorCodes.fieldRequired });
    if (!(await checkCaptcha(deps, input.deviceId, text(input, 'captcha')))) {
      throw new DomainError(errorCodes.captchaInvalid, 400, { captcha: true }, { captcha: errorCodes.captchaInvalid });
    }
  }
}

async function referrerOf(deps: Deps, input: RegisterInput): Promise<number | null> {
  const code = text(input, 'referralCode').toUpperCase();
  if (!code || code.length > 32) return null;
  // A stale referral link must not block a sign-up: unknown codes are ignored.
  const rows = await deps.db.select({ id: members.id }).from(members).where(eq(members.referralCode, code)).limit(1);
  return rows[0]?.id ?? null;
}

async function ensureMobileFree(deps: Deps, phone: Phone | null): Promise<void> {
  if (phone && (await findMemberByPhone(deps.db, phone))) throw new DomainError(errorCodes.mobileTaken, 409, null, { mobileNum: errorCodes.mobileTaken });
}

export async function registerByUsername(deps: Deps, input: RegisterInput, origin: SignInOrigin): Promise<LoginResult> {
  const rules = await loadRegisterRules(deps.db);
  const smsRequired = await isSwitchOn(deps.db, 'REGMOBVERF3');
  const checked: Checked = { fields: {}, profile: {} };
  const username = text(input, 'username');
  const usernameCode = checkAgainstRule(ruleFor(rules, 'username'), username, { required: true });
  if (usernameCode) checked.fields.username = usernameCode;
  checkPassword(deps, rules, input, checked, true);
  // The username form shows the number only to verify it by SMS; the mobile rule's "required" is for the mobile form.
  const phone = checkPhone(rules, input, checked, { required: smsRequired, verified: smsRequired });
  checkOptionalFields(rules, input, checked);
  const upline = await checkAffiliateField(deps, rules, input, checked);
  refuseFields(checked);

  await checkHuman(deps, rules, input);
  if (await findMemberByAccount(deps.db, username)) throw new DomainError(errorCodes.usernameTaken, 409, null, { username: errorCodes.usernameTaken });
  await ensureMobileFree(deps, phone);
  if (smsRequired && phone) await verifyPhoneCode(deps, phone, ['register'], text(input, 'verificationCode'));
  return createAndLogIn(deps, input, { account: username, password: input.password ?? '', phone, upline, profile: checked.profile }, origin);
}

export async function registerByMobile(deps: Deps, input: RegisterInput, origin: SignInOrigin): Promise<LoginResult> {
  await requireSwitch(deps.db, 'MOBILENUMREG3');
  const rules = await loadRegisterRules(deps.db);
  const passwordRequired = await isSwitchOn(deps.db, 'MOBILENUMPASSREG3');
  const checked: Checked = { fields: {}, profile: {} };
  const phone = checkPhone(rules, input, checked, { required: true, verified: true });
  checkPassword(deps, rules, input, checked, passwordRequired);
  checkOptionalFields(rules, input, checked);
  const upline = await checkAffiliateField(deps, rules, input, checked);
  refuseFields(checked);

  await checkHuman(deps, rules, input);
  await ensureMobileFree(deps, phone);
  await verifyPhoneCode(deps, phone!, ['register'], text(input, 'verificationCode'));
  for (let attempt = 0; attempt < 5; attempt++) {
    // The account number the spec's success dialog tells the member to use next time.
    const account = String(randomInt(1_000_000_000, 10_000_000_000));
    if (await findMemberByAccount(deps.db, account)) continue;
    return createAndLogIn(deps, input, { account, password: input.password || null, phone, upline, profile: checked.profile }, origin);
  }
  throw new DomainError(errorCodes.internal, 500);
}

async function createAndLogIn(
  deps: Deps,
  input: RegisterInput,
  what: { account: string; password: string | null; phone: Phone | null; upline: Member | null; profile: Record<string, string> },
  origin: SignInOrigin,
): Promise<LoginResult> {
  let member: Member;
  try {
    member = await createMember(deps.db, {
      account: what.account,
      password: what.password,
      phone: what.phone,
      // Only a number that passed its code becomes the account's phone, so it is verified as binding it later would be.
      mobileVerified: what.phone !== null,
      phoneAuthBound: what.phone !== null && usesPhoneAuth(deps.config),
      email: what.profile.email ?? null,
      uplineId: what.upline?.id ?? null,
      referredById: await referrerOf(deps, input),
      profile: what.profile,
      now: deps.clock.now(),
    });
  } catch (error) {
    // Two sign-ups racing for one name or number: the loser hears why.
    if (isUniqueViolation(error)) throw new DomainError(errorCodes.usernameTaken, 409, null, { username: errorCodes.usernameTaken });
    throw error;
  }
  await paySignupGift(deps.db, member.id, deps.clock.now());
  return completeLogin(deps, member, { passwordDefault: false }, origin);
}
