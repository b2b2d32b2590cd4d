/**
 * Account upkeep: change password, recovery by e-mail (a temporary password
 * in the outbox) and by phone, language, icon and avatar.
 */
import { and, eq, ne } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import type { LoginResult } from '../../../src/services/schemas/account';
import { emailOutbox, members, sessions } from '../db/schema';
import type { GatewayDeps, Member } from '../http/context';
import { DomainError } from '../http/domain-error';
import { inert } from '../text/inert';
import { clearAccountFailures } from './access/login-throttle';
import { renderMemberIcon } from './access/member-icon';
import { parsePhone, phoneKey, type Phone } from './access/phone';
import { hit } from './access/rate-limit';
import { checkAgainstRule, loadRegisterRules, ruleFor } from './access/register-rules';
import { requireSwitch } from './access/switches';
import { issueTemporaryPassword } from './access/temporary-passwords';
import { grantResetLogin } from './human-check';
import { completeLogin } from './login';
import type { SignInOrigin } from './sign-ins';
import { clubOf, findMemberByAccount, normaliseAccount } from './members';
import { defaultPasswordOf, hashPassword, verifyPassword } from './passwords';
import { hashToken } from './sessions';
import { endGamesOf, revokeSessions } from './session-games';
import { channelFor } from './sms';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

/** Refuses a new password that breaks the operator's password rule or is the weak default. */
async function checkNewPassword(deps: Deps, field: string, password: string): Promise<void> {
  const rules = await loadRegisterRules(deps.db);
  const code = checkAgainstRule(ruleFor(rules, 'password'), password, { required: true });
  if (code) throw new DomainError(errorCodes.badRequest, 400, null, { [field]: code });
  if (password === defaultPasswordOf(deps.config)) throw new DomainError(errorCodes.passwordWeak, 400, null, { [field]: errorCodes.passwordWeak });
}

async function storePassword(deps: Deps, memberId: number, password: string): Promise<void> {
  await deps.db
    .update(members)
    .set({ passwordHash: await hashPassword(password), passwordDefault: false, passwordExpiresAt: null, passwordChangedAt: deps.clock.now() })
    .where(eq(members.id, memberId));
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Other sessions of the member end: whoever else held the old password is logged out. */
export async function changePassword(deps: Deps, member: Member, currentToken: string, input: ChangePasswordInput): Promise<null> {
  if (input.newPassword !== input.confirmNewPassword) {
    throw new DomainError(errorCodes.passwordMismatch, 400, null, { confirmNewPassword: errorCodes.passwordMismatch });
  }
  await checkNewPassword(deps, 'newPassword', input.newPassword);
  if (!(await hit(deps.db, `change-password:${member.id}`, 15 * 60 * 1000, 10, deps.clock.now()))) throw new DomainError(errorCodes.tooManyRequests, 429);
  if (!(await verifyPassword(input.oldPassword, member.passwordHash))) {
    throw new DomainError(errorCodes.oldPasswordIncorrect, 400, null, { oldPassword: errorCodes.oldPasswordIncorrect });
  }
  if (input.newPassword === input.oldPassword) throw new DomainError(errorCodes.passwordReused, 400, null, { newPassword: errorCodes.passwordReused });
  await storePassword(deps, member.id, input.newPassword);
  const now = deps.clock.now();
  const current = hashToken(currentToken);
  await deps.db.transaction(async (tx) => {
    await revokeSessions(tx, and(eq(sessions.memberId, member.id), ne(sessions.tokenHash, current)), now);
    // This session stays, its games do not: a new password answers a suspected break-in, and a game link may have leaked too.
    await endGamesOf(tx, [current], now);
  });
  return null;
}

/** Mails a temporary password when the username and e-mail belong together; answers the portal's message. */
export async function forgotPasswordByEmail(deps: Deps, input: { username: string; email: string }): Promise<string> {
  const rules = await loadRegisterRules(deps.db);
  const fields: Record<string, string> = {};
  const usernameCode = checkAgainstRule(ruleFor(rules, 'username'), input.username.trim(), { required: true });
  const emailCode = checkAgainstRule(ruleFor(rules, 'email'), input.email.trim(), { required: true });
  if (usernameCode) fields.username = usernameCode;
  if (emailCode) fields.email = emailCode;
  if (Object.keys(fields).length > 0) throw new DomainError(errorCodes.badRequest, 400, null, fields);
  const now = deps.clock.now();
  if (!(await hit(deps.db, `forgot-email:${normaliseAccount(input.username)}`, 60 * 60 * 1000, 5, now))) {
    throw new DomainError(errorCodes.tooManyRequests, 429);
  }
  const member = await findMemberByAccount(deps.db, input.username);
  if (!member || !member.email || member.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    throw new DomainError(errorCodes.accountNotFound, 404);
  }
  const password = await issueTemporaryPassword(deps, member.id);
  const body =
    `Hello ${member.nickname},\n\nA password reset was requested for ${member.account}. ` +
    `Log in within 30 minutes with this temporary password and choose a new one: ${password}\n\n` +
    'Your current password keeps working; if you did not ask for this, ignore this message.';
  await deps.db.insert(emailOutbox).values({ recipient: member.email, subject: `[${deps.config.merchant}] Password reset`, body, sentAt: now });
  // The greeting quotes the nickname the member chose: spelt out, it cannot drive the operator's terminal.
  console.info(inert(`[email] ${member.email}: ${body.replace(/\n+/g, ' ')}`));
  return 'A temporary password has been sent to your e-mail. Please log in again with it.';
}

export interface SetPasswordByPhoneInput {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
  deviceId: string;
  /** Recorded with the sign-in the answer opens. */
  origin: SignInOrigin;
}

/**
 * Sets a new password with a recovery code. The answer already is a login;
 * the portal logs in again with type '' instead, which the grant allows once.
 */
export async function setPasswordByPhone(deps: Deps, input: SetPasswordByPhoneInput): Promise<LoginResult> {
  await requireSwitch(deps.db, 'CHNGPASSVERIF3');
  await checkNewPassword(deps, 'newPassword', input.newPassword);
  const phone = await resolvePhone(deps, input);
  await channelFor(deps.config).verify(deps, { phone, purposes: ['forgot', 'login'], code: input.verificationCode });
  const [member] = await deps.db
    .select()
    .from(members)
    .where(and(eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobile, phone.mobile)))
    .limit(1);
  // No account means no code was ever delivered; answer as for a wrong code.
  if (!member) throw new DomainError(errorCodes.smsCodeInvalid, 400, null, { verificationCode: errorCodes.smsCodeInvalid });
  await storePassword(deps, member.id, input.newPassword);
  await revokeSessions(deps.db, eq(sessions.memberId, member.id), deps.clock.now());
  await clearAccountFailures(deps.db, [`user:${member.account}`, `user:${phone.mobile}`, `phone:${phoneKey(phone)}`]);
  await grantResetLogin(deps, member.id, input.deviceId);
  const fresh = { ...member, passwordExpiresAt: null, passwordDefault: false };
  return completeLogin(deps, fresh, { passwordDefault: false }, input.origin);
}

/** The portal may leave out the dialing code; the number alone must then name one account. */
async function resolvePhone(deps: Deps, input: SetPasswordByPhoneInput): Promise<Phone> {
  if (input.countryDialingCode) {
    const phone = parsePhone(input.countryDialingCode, input.mobileNum);
    if (!phone) throw new DomainError(errorCodes.badRequest, 400, null, { mobileNum: errorCodes.fieldInvalid });
    return phone;
  }
  const probe = parsePhone('+1', input.mobileNum);
  if (!probe) throw new DomainError(errorCodes.badRequest, 400, null, { mobileNum: errorCodes.fieldInvalid });
  const owners = await deps.db.select({ countryDialingCode: members.countryDialingCode }).from(members).where(eq(members.mobile, probe.mobile)).limit(2);
  if (owners.length !== 1 || !owners[0].countryDialingCode) {
    throw new DomainError(errorCodes.smsCodeInvalid, 400, null, { verificationCode: errorCodes.smsCodeInvalid });
  }
  return { countryDialingCode: owners[0].countryDialingCode, mobile: probe.mobile };
}

/** Language codes of the wider translation set (api-facts §5). */
export const languageCodes = [
  'CN', 'EN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'KR', 'MS', 'PT', 'PT-BR', 'TA', 'TW', 'TY', 'UR', 'TR', 'BN', 'AR', 'FA', 'RU', 'KK', 'UZ', 'LO', 'NE',
] as const;

export async function updateLanguage(deps: Pick<GatewayDeps, 'db'>, member: Member, language: string): Promise<{ language: string }> {
  const code = language.trim().toUpperCase();
  if (!(languageCodes as readonly string[]).includes(code)) throw new DomainError(errorCodes.badRequest, 400, null, { language: errorCodes.fieldInvalid });
  await deps.db.update(members).set({ language: code }).where(eq(members.id, member.id));
  return { language: code };
}

export const memberIcon = (member: Member): { icon: string } => ({ icon: renderMemberIcon(member.nickname || member.account, clubOf(member.rankLevel).color) });

export const memberAvatar = (member: Member): { avatar: string; avatarType: string } => ({ avatar: member.avatar, avatarType: 'STATIC' });

