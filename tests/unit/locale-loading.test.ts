/**
 * The portal starts with the default language's core texts only; another
 * language and the lazily loaded areas arrive later, and whichever comes
 * first, the page never lacks a text of a language it shows.
 */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ty from '../../locales/ty.json';
import { loadLanguage, loadLocaleArea } from '../../src/i18n/locale-areas';
import { createPortalI18n } from '../../src/i18n/portal-i18n';
import { routeTextsLoader } from '../../src/app/route-texts';
import { routeTree } from '../../src/routeTree.gen';

const textOf = (texts: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

/** The first key of a part whose Tagalog text differs from the English one, so a fallback cannot pass for it. */
function translatedKey(node: unknown, prefix: string): string | null {
  if (typeof node === 'string') return node !== textOf(en, prefix) ? prefix : null;
  for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
    const found = translatedKey(child, `${prefix}.${key}`);
    if (found) return found;
  }
  return null;
}

const coreKey = 'shell.header.login';
const gamesKey = translatedKey(ty.games, 'games')!;
const centreKey = translatedKey(ty.memberCentre, 'memberCentre')!;

describe('locale loading', () => {
  it('starts with the default language alone, and a Tagalog start waits for its texts', async () => {
    const english = createPortalI18n('EN');
    await english.ready;
    expect(english.i18n.hasResourceBundle('TY', 'translation')).toBe(false);
    expect(english.i18n.t(coreKey)).toBe(textOf(en, coreKey));

    const tagalog = createPortalI18n('TY');
    await tagalog.ready;
    expect(tagalog.i18n.t(coreKey)).toBe(textOf(ty, coreKey));
  });

  it('loads an area in the languages held, and a language loaded later brings the areas already in', async () => {
    const { i18n, ready } = createPortalI18n('EN');
    await ready;
    await loadLocaleArea(i18n, 'games');
    expect(i18n.exists(gamesKey, { lng: 'EN', fallbackLng: false })).toBe(true);
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(false);

    await loadLanguage(i18n, 'TY');
    await i18n.changeLanguage('TY');
    expect(i18n.t(coreKey)).toBe(textOf(ty, coreKey));
    expect(i18n.t(gamesKey)).toBe(textOf(ty, gamesKey));
  });

  it('an area asked for while a language is loading arrives in that language too', async () => {
    const { i18n, ready } = createPortalI18n('EN');
    await ready;
    await Promise.all([loadLanguage(i18n, 'TY'), loadLocaleArea(i18n, 'memberCentre')]);
    await i18n.changeLanguage('TY');
    expect(i18n.t(centreKey)).toBe(textOf(ty, centreKey));
  });

  it('answers the same promise while nothing changes, so a screen that waits on it with use() does not suspend again', async () => {
    const { i18n, ready } = createPortalI18n('EN');
    await ready;
    const first = loadLocaleArea(i18n, 'games');
    expect(loadLocaleArea(i18n, 'games')).toBe(first);
    await first;
    expect(loadLocaleArea(i18n, 'games')).toBe(first);
    // Another language held: the area must arrive in it too, so a new load answers, and then stays the same.
    await loadLanguage(i18n, 'TY');
    const inBoth = loadLocaleArea(i18n, 'games');
    expect(inBoth).not.toBe(first);
    expect(loadLocaleArea(i18n, 'games')).toBe(inBoth);
  });
});

describe('the texts a route names', () => {
  it('are in once its loader resolves', async () => {
    const { i18n, ready } = createPortalI18n('EN');
    await ready;
    const route = { options: { staticData: { textAreas: ['games'] as const } } };
    await routeTextsLoader({ context: { i18n }, route });
    expect(i18n.exists(gamesKey, { lng: 'EN', fallbackLng: false })).toBe(true);
  });

  it('every route that waits for its texts names at least one area', () => {
    const routes = Object.values(routeTree.children ?? {}) as { options: { loader?: unknown; staticData?: { textAreas?: readonly string[] } }; id: string }[];
    const waiting = routes.filter((route) => route.options.loader === routeTextsLoader);
    // The lobbies, the game page and the lottery screens.
    expect(waiting.length).toBeGreaterThanOrEqual(10);
    for (const route of waiting) expect(route.options.staticData?.textAreas?.length, route.id).toBeGreaterThan(0);
  });
});
