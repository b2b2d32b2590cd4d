/**
 * The game screens' texts load with them: route loaders of the lobbies, the
 * game page and the lottery screens, the home page's game sections and the
 * launch flow all wait for this before they render.
 */
import type { i18n } from 'i18next';
import { loadLocaleArea } from '../../i18n/locale-areas';

export const loadGameTexts = (instance: i18n): Promise<void> => loadLocaleArea(instance, 'games');

/** Route option: `loader: gameTextsLoader`. */
export const gameTextsLoader = ({ context }: { context: { i18n: i18n } }): Promise<void> => loadGameTexts(context.i18n);
