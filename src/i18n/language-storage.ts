/**
 * The visitor's language lives in localStorage `hisLang` (and `lang`, which
 * the original's centre pages read). Falls back to the saved, then the
 * default language, and is written back at start so a first visit stores it
 * too (api-facts §5).
 */
import { bundledLanguages, defaultLanguage } from './languages';

export const languageStorageKey = 'hisLang';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readLanguage(store: KeyValueStore | null): string {
  const saved = store?.getItem(languageStorageKey) ?? store?.getItem('lang') ?? null;
  return saved && bundledLanguages.includes(saved) ? saved : defaultLanguage;
}

export function saveLanguage(store: KeyValueStore | null, code: string): void {
  store?.setItem(languageStorageKey, code);
  store?.setItem('lang', code);
}

/** The language to start the page in, stored under both keys. Storage that refuses writes leaves the page usable. */
export function startLanguage(store: KeyValueStore | null): string {
  const language = readLanguage(store);
  try {
    saveLanguage(store, language);
  } catch {
    // Private modes and full quotas throw on setItem; the page still opens in the language read.
  }
  return language;
}
