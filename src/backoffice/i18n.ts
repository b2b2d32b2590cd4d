/**
 * The back office's texts: the `backoffice` area of locales/en.json and
 * ty.json (a lazy area, so the portal never downloads it), both languages
 * with the entry, the operator's choice kept in localStorage.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from 'locale:backoffice/en';
import ty from 'locale:backoffice/ty';

const languageKey = 'bo:language';
export const backofficeLanguages = ['EN', 'TY'] as const;

export function createBackofficeI18n(): i18n {
  const stored = localStorage.getItem(languageKey);
  const language = stored === 'TY' ? 'TY' : 'EN';
  // The portal's settings (src/i18n/create-instance.ts), not its module: that one belongs to the portal's start-up chunk.
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { EN: { translation: en }, TY: { translation: ty } },
    lng: language,
    fallbackLng: 'EN',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const apply = (lng: string) => {
    document.documentElement.lang = lng === 'TY' ? 'tl' : 'en';
    localStorage.setItem(languageKey, lng);
  };
  apply(language);
  instance.on('languageChanged', apply);
  return instance;
}

/** An error code's text: codes keep their dots, so they are read from the bundle rather than through a dotted key. */
export function errorText(instance: i18n, code: string): string {
  const bundle = instance.getResourceBundle(instance.language, 'translation') as { backoffice?: { errors?: Record<string, string> } } | undefined;
  const fallback = instance.getResourceBundle('EN', 'translation') as { backoffice?: { errors?: Record<string, string> } } | undefined;
  return bundle?.backoffice?.errors?.[code] ?? fallback?.backoffice?.errors?.[code] ?? fallback?.backoffice?.errors?.['system.busy'] ?? code;
}
