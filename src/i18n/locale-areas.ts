/**
 * Texts of lazily loaded areas, added to i18next before their screens render
 * (route loaders and lazy imports call this). Both languages load together,
 * so switching language later needs no second fetch.
 */
import type { i18n } from 'i18next';

const areas = {
  games: { EN: () => import('locale:games/en'), TY: () => import('locale:games/ty') },
  memberCentre: { EN: () => import('locale:memberCentre/en'), TY: () => import('locale:memberCentre/ty') },
  agentCentre: { EN: () => import('locale:agentCentre/en'), TY: () => import('locale:agentCentre/ty') },
  pointMall: { EN: () => import('locale:pointMall/en'), TY: () => import('locale:pointMall/ty') },
} as const;

export type LocaleArea = keyof typeof areas;

const loaded = new WeakMap<i18n, Map<LocaleArea, Promise<void>>>();

export function loadLocaleArea(instance: i18n, area: LocaleArea): Promise<void> {
  const byArea = loaded.get(instance) ?? new Map<LocaleArea, Promise<void>>();
  loaded.set(instance, byArea);
  const pending =
    byArea.get(area) ??
    Promise.all(
      Object.entries(areas[area]).map(async ([language, load]) => {
        instance.addResourceBundle(language, 'translation', (await load()).default, true, true);
      }),
    ).then(() => undefined);
  byArea.set(area, pending);
  // A failed chunk may be retried: forget it so the next call loads again.
  pending.catch(() => byArea.delete(area));
  return pending;
}
