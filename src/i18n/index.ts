/**
 * i18next with the bundled EN and TY resources. Keys are namespaced
 * `<flow>.<element>.<case>`; server error codes are looked up as
 * `errors.<code>` (with the dots of the code kept as written, hence the
 * `keySeparator` is the dot and error lookups go through `errorKey`).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import ty from '../../locales/ty.json';
import { defaultLanguage } from './languages';

export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { EN: { translation: en }, TY: { translation: ty } },
    lng: language,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
