/**
 * Every error code the gateway answers with and the portal translates.
 * The portal looks up `errors.<code>`; a test checks both locale files hold
 * each one. Codes of the original gateway keep their original spelling.
 */
export const errorCodes = {
  // transport and envelope
  notLoggedIn: 'login.not.session',
  tokenInvalid: 'user.or.token.invalid',
  forbiddenAccountType: 'forbidden.account.type',
  onlyAgents: 'login.only.agent',
  notMember: 'login.not.member',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  badRequest: 'request_param_err',
  unknownMerchant: 'function.not.available',
  notEncrypted: 'request.not.encrypted',
  badEncryption: 'request.bad.encryption',
  notFound: 'not.found',
  methodNotAllowed: 'method.not.allowed',
  featureOff: 'feature.disabled',
  internal: 'system.busy',
  // client-side transport failures
  network: 'network.abnormal',
  timeout: 'timeout_retry_please',
  invalidUrl: 'invalid.url',
  chunkLoad: 'chunk.load',
  // login
  userNotExist: 'login.user.not.exist',
  passwordIncorrect: 'login.password.incorrect',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  accountLocked: 'login.account.locked',
  verificationRequired: 'verification.required',
  humanCheckFailed: 'human.check.failed',
  humanCheckExpired: 'human.check.expired',
  badCredentials: 'login.bad.credentials',
  // per-field refusals (`fields` of a 400)
  fieldRequired: 'field.required',
  fieldInvalid: 'field.invalid',
  passwordWeak: 'password.weak',
  accountNotFound: 'account.not.found',
  // third-party phone authentication (spec §8)
  phoneAuthInvalidPhone: 'phoneAuth.invalid.phone',
  phoneAuthTooManyRequests: 'phoneAuth.too.many.requests',
  phoneAuthInvalidCode: 'phoneAuth.invalid.code',
  phoneAuthRecaptchaFailed: 'phoneAuth.recaptcha.failed',
  phoneAuthQuotaExceeded: 'phoneAuth.quota.exceeded',
  phoneAuthNotEnabled: 'phoneAuth.not.enabled',
  phoneAuthCodeExpired: 'phoneAuth.code.expired',
  phoneAuthPopupClosed: 'phoneAuth.popup.closed',
  phoneAuthPopupBlocked: 'phoneAuth.popup.blocked',
  // registration and account
  usernameTaken: 'register.username.taken',
  mobileTaken: 'register.mobile.taken',
  affiliateInvalid: 'affiliate.code.invalid',
  passwordMismatch: 'password.mismatch',
  passwordReused: 'password.reused',
  oldPasswordIncorrect: 'password.old.incorrect',
  emailMismatch: 'forgot.email.mismatch',
  // sms
  smsTooFrequent: 'sms.too.frequent',
  smsHourlyCap: 'sms.hourly.cap',
  smsCodeInvalid: 'sms.code.invalid',
  smsCodeExpired: 'sms.code.expired',
  // money
  insufficientBalance: 'wallet.insufficient.balance',
  // points
  pointsInsufficient: 'points.insufficient',
  duplicateRequest: 'request.duplicate',
  // games, launch and the demo provider
  gameNotFound: 'game.not.found',
  gameMaintenance: 'game.maintenance',
  favouriteTooFrequent: 'favourite.too.frequent',
  launchTokenInvalid: 'launch.token.invalid',
  launchTokenExpired: 'launch.token.expired',
  launchTokenUsed: 'launch.token.used',
  playSessionExpired: 'provider.session.expired',
  roundReplayed: 'round.replayed',
  roundInProgress: 'round.in.progress',
  betInvalid: 'bet.invalid',
  drawClosed: 'lottery.draw.closed',
  popupBlocked: 'popup.blocked',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Codes that mean the session is gone: the session machine logs out. */
export const sessionErrorCodes: readonly string[] = [errorCodes.notLoggedIn, errorCodes.tokenInvalid, 'CUSTOMER_NOT_LOGIN', 'token_ip_different'];
