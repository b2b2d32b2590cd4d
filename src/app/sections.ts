/**
 * The site's sections as the shell presents them before their own screens
 * fill them: icon, title, introduction and what the empty card says.
 */
import type { IconName } from '../components/ui/icons';

export interface Section {
  icon: IconName;
  /** Locale keys under `shell.sections.<key>`: title, intro, emptyTitle, emptyText. */
  key: string;
  /** Game categories show the strip of sibling categories. */
  category: boolean;
}

export const gameCategories = [
  { to: '/rng', key: 'rng', icon: 'slot' },
  { to: '/live', key: 'live', icon: 'cards' },
  { to: '/fish', key: 'fish', icon: 'fish' },
  { to: '/pvp', key: 'pvp', icon: 'gamepad' },
  { to: '/sports', key: 'sports', icon: 'ball' },
  { to: '/esports', key: 'esports', icon: 'spark' },
  { to: '/cockfight', key: 'cockfight', icon: 'rooster' },
  { to: '/elott', key: 'elott', icon: 'ticket' },
] as const satisfies readonly { to: string; key: string; icon: IconName }[];

const section = (key: string, icon: IconName, category = false): Section => ({ key, icon, category });

export const sections = {
  ...Object.fromEntries(gameCategories.map((entry) => [entry.key, section(entry.key, entry.icon, true)])),
  inhouse: section('inhouse', 'star', true),
  lottery: section('lottery', 'ticket'),
  vnLottery: section('vnLottery', 'ticket'),
  seaLottery: section('seaLottery', 'ticket'),
  pointMall: section('pointMall', 'store'),
  promotions: section('promotions', 'gift'),
  promoDetail: section('promoDetail', 'gift'),
  seamless: section('seamless', 'play'),
  game: section('game', 'play'),
  help: section('help', 'help'),
  helpmc: section('helpmc', 'help'),
  down: section('down', 'download'),
  register: section('register', 'user'),
  login: section('login', 'user'),
} as Record<string, Section>;
