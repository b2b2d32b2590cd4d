/**
 * The i18next settings every instance shares. Keys are namespaced
 * `<flow>.<element>.<case>`; server error codes are looked up as
 * `errors.<code>` (with the dots of the code kept as written, hence the
 * `keySeparator` is the dot and error lookups go through `errorKey`).
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage } from './languages';

export function createI18nInstance(language: string, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
