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

function localeErrors(language: 'EN' | 'TY'): Record<string, string> {
  const file = fileURLToPath(new URL(`../../../../locales/${language.toLowerCase()}.json`, import.meta.url));
  const errors = (JSON.parse(readFileSync(file, 'utf8')) as { errors?: Record<string, string> }).errors ?? {};
  return Object.fromEntries(pageErrorCodes.flatMap((code) => (errors[code] ? [[code, errors[code]]] : [])));
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
