/**
 * The portal's i18next: the default language's core texts come with the
 * entry (it is also every language's fallback); another bundled language's
 * texts load before the first render that shows them, so a visitor reading
 * one language never downloads the other's.
 */
import type { i18n } from 'i18next';
import en from 'locale:core/en';
import { createI18nInstance } from './create-instance';
import { defaultLanguage } from './languages';
import { loadLanguage } from './locale-areas';

export interface PortalI18n {
  i18n: i18n;
  /** Settles once the start language's texts are in; after a failed download the page shows the fallback language. */
  ready: Promise<void>;
}

export function createPortalI18n(language: string): PortalI18n {
  const instance = createI18nInstance(language, { [defaultLanguage]: { translation: en } });
  return { i18n: instance, ready: loadLanguage(instance, language).catch(() => undefined) };
}
