/**
 * The portal's own translations of the errors a provider page can meet,
 * handed to the page as a JSON data block (not a script, so the CSP lets
 * it through): one wording for an error in the portal and in the game.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '../../../../src/services/error-codes';

const pageErrorCodes = [
  errorCodes.betInvalid,
  errorCodes.launchTokenExpired,
  errorCodes.launchTokenInvalid,
  errorCodes.launchTokenUsed,
  errorCodes.drawClosed,
  errorCodes.playSessionExpired,
  errorCodes.gameSessionEnded,
  errorCodes.roundInProgress,
  errorCodes.roundReplayed,
  errorCodes.insufficientBalance,
  errorCodes.protectionLimitLoss,
  errorCodes.protectionLimitWager,
  errorCodes.protectionBreakActive,
  errorCodes.protectionRealityCheckDue,
  errorCodes.gameMaintenance,
  errorCodes.gameNotFound,
  errorCodes.internal,
  errorCodes.network,
  errorCodes.badRequest,
];

const cache = new Map<string, string>();

type LimitLeft = Partial<Record<'loss' | 'wager', Record<string, string>>>;
type Locale = { errors?: Record<string, string>; session?: { protection?: { limitLeft?: LimitLeft } } };

/** A stake refused by a limit names its window and what remains: `<code>.<window>` texts say how much may still be staked. */
function limitLeftTexts(locale: Locale): [string, string][] {
  const left = locale.session?.protection?.limitLeft ?? {};
  const codes = { loss: errorCodes.protectionLimitLoss, wager: errorCodes.protectionLimitWager } as const;
  return (['loss', 'wager'] as const).flatMap((kind) => Object.entries(left[kind] ?? {}).map(([window, text]): [string, string] => [`${codes[kind]}.${window}`, text]));
}

function localeErrors(language: 'EN' | 'TY'): Record<string, string> {
  const file = fileURLToPath(new URL(`../../../../locales/${language.toLowerCase()}.json`, import.meta.url));
  const locale = JSON.parse(readFileSync(file, 'utf8')) as Locale;
  const errors = locale.errors ?? {};
  return Object.fromEntries([...pageErrorCodes.flatMap((code) => (errors[code] ? [[code, errors[code]] as [string, string]] : [])), ...limitLeftTexts(locale)]);
}

/** JSON safe to place inside a `<script type="application/json">` element. */
export function pageErrorsJson(language: 'EN' | 'TY'): string {
  let json = cache.get(language);
  if (json === undefined) {
    json = JSON.stringify(localeErrors(language)).replace(/</g, '\\u003c');
    cache.set(language, json);
  }
  return json;
}
