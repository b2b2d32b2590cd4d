/**
 * i18next with the bundled EN and TY resources. Keys are namespaced
 * `<flow>.<element>.<case>`; server error codes are looked up as
 * `errors.<code>` (with the dots of the code kept as written, hence the
 * `keySeparator` is the dot and error lookups go through `errorKey`).
 *
 * The entry bundles the core texts only; areas whose screens load lazily
 * (the game lobbies, launch and lottery screens) add theirs with
 * `loadLocaleArea` before those screens render.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from 'locale:core/en';
import ty from 'locale:core/ty';
import { defaultLanguage } from './languages';

/** `resources` replaces the bundled core texts (tests pass every area at once). */
export function createI18n(language: string, resources: Resource = { EN: { translation: en }, TY: { translation: ty } }): i18n {
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
