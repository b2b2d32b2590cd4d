/**
 * The game screens' texts load with them: the home page's game sections and
 * the launch flow wait for this before they render (the lobbies, the game
 * page and the lottery screens name the area on their route, see route-texts.ts).
 */
import type { i18n } from 'i18next';
import { loadLocaleArea } from '../../i18n/locale-areas';

export const loadGameTexts = (instance: i18n): Promise<void> => loadLocaleArea(instance, 'games');
