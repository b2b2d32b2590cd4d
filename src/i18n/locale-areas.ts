/**
 * Texts that arrive after the instance is made: the core texts of a bundled
 * language other than the default, and the areas of lazily loaded screens
 * (route loaders and lazy imports call `loadLocaleArea`). An area loads in
 * every language the instance holds, and a language loaded later brings the
 * areas already loaded, so a switch never shows keys.
 */
import type { i18n } from 'i18next';

type Texts = Promise<{ default: Record<string, unknown> }>;

// No core part for EN: the default language's core texts come with the entry, and every instance is made with them.
const parts: Record<string, Partial<Record<'core' | LocaleArea, () => Texts>>> = {
  EN: {
    games: () => import('locale:games/en'),
    memberCentre: () => import('locale:memberCentre/en'),
    agentCentre: () => import('locale:agentCentre/en'),
    pointMall: () => import('locale:pointMall/en'),
    inspector: () => import('locale:inspector/en'),
  },
  TY: {
    core: () => import('locale:core/ty'),
    games: () => import('locale:games/ty'),
    memberCentre: () => import('locale:memberCentre/ty'),
    agentCentre: () => import('locale:agentCentre/ty'),
    pointMall: () => import('locale:pointMall/ty'),
    inspector: () => import('locale:inspector/ty'),
  },
};

export type LocaleArea = 'games' | 'memberCentre' | 'agentCentre' | 'pointMall' | 'inspector';

interface Loaded {
  /** Languages whose core texts the instance holds (made with, or loaded). */
  languages: Set<string>;
  areas: Set<LocaleArea>;
  /** `<language>/<part>` → its pending or finished load. */
  parts: Map<string, Promise<void>>;
  /**
   * `<area>@<languages>` → the promise `loadLocaleArea` answered. The same call answers the same promise object,
   * so React's `use()` sees a promise it already knows is settled and renders at once instead of suspending again.
   */
  areaLoads: Map<string, Promise<void>>;
}

const loadedBy = new WeakMap<i18n, Loaded>();

function loadedOf(instance: i18n): Loaded {
  let loaded = loadedBy.get(instance);
  if (!loaded) {
    const made = Object.keys(instance.options.resources ?? {});
    loaded = { languages: new Set(made), areas: new Set(), parts: new Map(made.map((language) => [`${language}/core`, Promise.resolve()])), areaLoads: new Map() };
    loadedBy.set(instance, loaded);
  }
  return loaded;
}

function loadPart(instance: i18n, language: string, part: 'core' | LocaleArea): Promise<void> {
  const { parts: pending } = loadedOf(instance);
  const key = `${language}/${part}`;
  const load = parts[language]?.[part];
  if (!load) return Promise.resolve();
  const loading =
    pending.get(key) ??
    load().then(({ default: texts }) => {
      instance.addResourceBundle(language, 'translation', texts, true, true);
    });
  pending.set(key, loading);
  // A failed chunk may be retried: forget it so the next call loads again.
  loading.catch(() => pending.delete(key));
  return loading;
}

/** The core texts of `language` and every area already loaded, before a switch to it. */
export function loadLanguage(instance: i18n, language: string): Promise<void> {
  const loaded = loadedOf(instance);
  // Held from the start, so an area requested meanwhile loads in this language too.
  loaded.languages.add(language);
  const done = Promise.all([loadPart(instance, language, 'core'), ...[...loaded.areas].map((area) => loadPart(instance, language, area))]);
  done.catch(() => loaded.languages.delete(language));
  return done.then(() => undefined);
}

export function loadLocaleArea(instance: i18n, area: LocaleArea): Promise<void> {
  const loaded = loadedOf(instance);
  loaded.areas.add(area);
  const key = `${area}@${[...loaded.languages].sort().join(',')}`;
  const known = loaded.areaLoads.get(key);
  if (known) return known;
  const done = Promise.all([...loaded.languages].map((language) => loadPart(instance, language, area))).then(() => undefined);
  loaded.areaLoads.set(key, done);
  done.catch(() => {
    loaded.areas.delete(area);
    loaded.areaLoads.delete(key);
  });
  return done;
}
