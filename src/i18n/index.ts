/**
 * i18next with the core texts of every bundled language at once, for tests
 * and tools that switch language without waiting. The portal itself starts
 * with `startI18n` (./portal-i18n), which loads only the languages it shows.
 *
 * Areas whose screens load lazily (the game lobbies, launch and lottery
 * screens, the centres) add theirs with `loadLocaleArea` before those
 * screens render.
 */
import type { i18n, Resource } from 'i18next';
import en from 'locale:core/en';
import ty from 'locale:core/ty';
import { createI18nInstance } from './create-instance';

/** `resources` replaces the bundled core texts (tests pass every area at once). */
export function createI18n(language: string, resources: Resource = { EN: { translation: en }, TY: { translation: ty } }): i18n {
  return createI18nInstance(language, resources);
}
