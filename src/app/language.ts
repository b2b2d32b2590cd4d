/**
 * Language switching (spec §4, api-facts §5): load its texts, set the locale, remember it in
 * localStorage `hisLang`, and tell the gateway when a member is logged in.
 * The gateway call is best effort: the page is already in the new language.
 * Rejects, leaving the language as it was, when the texts cannot be downloaded.
 */
import type { i18n } from 'i18next';
import type { HttpClient } from '../services/http';
import { updateLanguage } from '../services/system.api';
import { saveLanguage } from '../i18n/language-storage';
import { loadLanguage } from '../i18n/locale-areas';

export interface LanguageSwitchDeps {
  i18n: i18n;
  http: HttpClient;
  getToken(): string | null;
  store: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export function createLanguageSwitch({ i18n, http, getToken, store }: LanguageSwitchDeps) {
  return async (code: string): Promise<void> => {
    // The texts first: switching to a language without them would show the fallback's.
    await loadLanguage(i18n, code);
    await i18n.changeLanguage(code);
    saveLanguage(store, code);
    if (typeof document !== 'undefined') document.documentElement.lang = code.toLowerCase() === 'ty' ? 'tl' : code.toLowerCase();
    if (getToken()) await updateLanguage(http, { language: code }).catch(() => undefined);
  };
}
