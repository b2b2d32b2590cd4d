/**
 * English `message` texts of the envelope. The portal shows translated error
 * codes; `message` is for warning popups that quote the server (SMS failure)
 * and for people reading raw answers.
 */
import { errorCodes as e } from '../../../src/services/error-codes';
import english from '../../../locales/en.json' with { type: 'json' };

/** The portal's own English texts of the codes this table does not word for raw answers. */
const portalTexts: Record<string, string> = { ...english.errors, ...english.memberCentre.errors, ...english.agentCentre.errors };

const messages: Record<string, string> = {
  [e.notLoggedIn]: 'Not logged in, please log in.',
  [e.tokenInvalid]: 'Your session is no longer valid, please log in again.',
  [e.forbiddenAccountType]: 'This account type cannot use this function.',
  [e.onlyAgents]: 'Only agents can log in as agent.',
  [e.notMember]: 'Non-member account unable to log in.',
  [e.tooManyRequests]: 'Too many requests, please try again later.',
  [e.bodyTooLarge]: 'The request is too large.',
  [e.badRequest]: 'Some fields are missing or invalid.',
  [e.unknownMerchant]: 'Function not available.',
  [e.notEncrypted]: 'This request must be encrypted.',
  [e.badEncryption]: 'The request could not be decrypted.',
  [e.notFound]: 'Not found.',
  [e.methodNotAllowed]: 'Method not allowed.',
  [e.featureOff]: 'This function is switched off.',
  [e.internal]: 'System busy, please try again later.',
  [e.databaseUnavailable]: 'The system is briefly unavailable, please try again in a moment.',
  [e.userNotExist]: 'Username does not exist.',
  [e.passwordIncorrect]: 'Incorrect password.',
  [e.captchaRequired]: 'Please enter the captcha.',
  [e.captchaInvalid]: 'The captcha is incorrect.',
  [e.accountLocked]: 'Too many failed attempts; the account is locked for a while.',
  [e.verificationRequired]: 'Please complete verification first.',
  [e.humanCheckFailed]: 'Verification failed, please try again.',
  [e.humanCheckExpired]: 'Verification expired, please try again.',
  [e.usernameTaken]: 'This username is already taken.',
  [e.mobileTaken]: 'This mobile number is already registered.',
  [e.affiliateInvalid]: 'Invitation code error.',
  [e.passwordMismatch]: 'The passwords do not match.',
  [e.passwordReused]: 'The new password must differ from the old one.',
  [e.oldPasswordIncorrect]: 'The old password is incorrect.',
  [e.emailMismatch]: 'Username or email does not exist.',
  [e.smsTooFrequent]: 'Please wait a moment before requesting another code.',
  [e.smsHourlyCap]: 'Too many codes requested for this number, please try again in an hour.',
  [e.smsCodeInvalid]: 'The verification code is incorrect.',
  [e.smsCodeExpired]: 'The verification code has expired, please resend.',
  [e.insufficientBalance]: 'Insufficient balance.',
  [e.pointsInsufficient]: 'Not enough points.',
  [e.duplicateRequest]: 'This request was already processed.',
  [e.badCredentials]: 'Incorrect username or password.',
  [e.fieldRequired]: 'This field is required.',
  [e.fieldInvalid]: 'This value is not valid.',
  [e.passwordWeak]: 'This password is too weak.',
  [e.accountNotFound]: 'Username or email does not exist.',
  [e.phoneAuthInvalidPhone]: 'Invalid or missing phone number.',
  [e.phoneAuthTooManyRequests]: 'Too many requests, please try again in 5 minutes.',
  [e.phoneAuthInvalidCode]: 'Invalid or missing verification code.',
  [e.phoneAuthRecaptchaFailed]: 'reCAPTCHA verification failed or this domain is not whitelisted.',
  [e.phoneAuthQuotaExceeded]: 'SMS quota is insufficient.',
  [e.phoneAuthNotEnabled]: 'This function is not enabled.',
  [e.phoneAuthCodeExpired]: 'The code has expired, please resend.',
  [e.phoneAuthPopupClosed]: 'The popup was closed before verification finished.',
  [e.phoneAuthPopupBlocked]: 'The popup was blocked, please allow popups.',
  [e.gameNotFound]: 'This game is no longer available.',
  [e.gameMaintenance]: 'Game Under Maintenance, try other popular games.',
  [e.favouriteTooFrequent]: 'Favourites can change once a second.',
  [e.launchTokenInvalid]: 'This game link is not valid.',
  [e.launchTokenExpired]: 'This game link has expired.',
  [e.launchTokenUsed]: 'This game link was already used.',
  [e.playSessionExpired]: 'The game session has ended.',
  [e.roundReplayed]: 'This round was already played.',
  [e.roundInProgress]: 'A round is still being played.',
  [e.betInvalid]: 'This bet is not allowed.',
  [e.drawClosed]: 'Betting for this draw has closed.',
  [e.popupBlocked]: 'Popup blocked, please allow popups and try again.',
  // The portal's text quotes the progress from `value`; a raw answer reads this one.
  [e.bonusWageringOpen]: 'Bonus money cannot leave the wallet before its turnover is met.',
};

export const messageFor = (code: string): string => messages[code] ?? portalTexts[code] ?? code;
