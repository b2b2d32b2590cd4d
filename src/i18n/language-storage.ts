/**
 * The visitor's language lives in localStorage `hisLang` (and `lang`, which
 * the original's centre pages read). Falls back to the saved, then the
 * default language.
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
