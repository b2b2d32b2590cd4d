/**
 * One picture per kind of game (gameClassify), drawn around (0, 0) within
 * about 60 units each way: reels for slots, a wheel for roulette, a fish for
 * fishing games… so a player tells the kinds apart before reading a name.
 */
import { ball, die, playingCard, polygon, starPoints, wedge } from './shapes';
import { slotSymbolFor } from './slot-symbols';
import { fontStack } from './svg-text';

const scratch = `
<g transform="rotate(-9)">
  <rect x="-52" y="-38" width="104" height="76" rx="10" fill="url(#paper)" stroke="#b9c0d0" stroke-width="1.5"/>
  <rect x="-42" y="-27" width="84" height="40" rx="6" fill="url(#silver)"/>
  <path d="M-34-8C-22-20-8 2 6-10S26-16 34-4" stroke="url(#gold)" stroke-width="11" fill="none" stroke-linecap="round"/>
  <text x="0" y="30" font-family="${fontStack}" font-size="14" font-weight="900" fill="#d91e45" text-anchor="middle" letter-spacing="2">WIN</text>
</g>
<circle cx="42" cy="30" r="17" fill="url(#gold)" stroke="#7a4a08" stroke-width="2"/>
<circle cx="42" cy="30" r="11" fill="none" stroke="#7a4a08" stroke-width="1.5" opacity=".6"/>`;

const crown = `
<path d="M-50 22L-58-26L-28 0L0-42L28 0L58-26L50 22Z" fill="url(#gold)" stroke="#7a4a08" stroke-width="3" stroke-linejoin="round"/>
<rect x="-54" y="20" width="108" height="18" rx="5" fill="url(#gold)" stroke="#7a4a08" stroke-width="3"/>
<circle cx="0" cy="2" r="9" fill="url(#ruby)" stroke="#fff" stroke-width="1.5"/>
<circle cx="-30" cy="10" r="6" fill="url(#sapphire)"/>
<circle cx="30" cy="10" r="6" fill="url(#sapphire)"/>
${[[-58, -26], [0, -42], [58, -26]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="url(#pearl)"/>`).join('')}`;

const wheelColours = (index: number) => (index === 0 ? '#1e9e5a' : index % 2 === 0 ? '#1b1b22' : '#d4213d');
const wheel = `
<circle r="56" fill="url(#gold)" stroke="#7a4a08" stroke-width="2"/>
<circle r="48" fill="#3a1a0a"/>
${Array.from({ length: 18 }, (_, index) => `<path d="${wedge(24, 46, (index * 2 * Math.PI) / 18, ((index + 1) * 2 * Math.PI) / 18)}" fill="${wheelColours(index)}"/>`).join('')}
<circle r="24" fill="url(#gold)" stroke="#7a4a08" stroke-width="1.5"/>
<path d="M-15 0H15M0-15V15" stroke="#7a4a08" stroke-width="4" stroke-linecap="round"/>
<circle r="5" fill="url(#pearl)"/>
<circle cx="30" cy="-27" r="5.5" fill="url(#pearl)"/>`;

const chip = (x: number, y: number, fill: string, label = '') => `
<g transform="translate(${x} ${y})">
  <circle r="19" fill="${fill}" stroke="#fff" stroke-width="2"/>
  <circle r="19" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="6 8"/>
  <circle r="12" fill="#fff" opacity=".9"/>
  ${label ? `<text y="5" font-family="${fontStack}" font-size="13" font-weight="900" fill="#1b1f2e" text-anchor="middle">${label}</text>` : ''}
</g>`;

const joystick = `
<ellipse cx="0" cy="32" rx="54" ry="17" fill="#14172b"/>
<ellipse cx="0" cy="26" rx="54" ry="17" fill="url(#silver)"/>
<rect x="-5" y="-24" width="10" height="50" rx="3" fill="url(#silver)" stroke="#6b7390" stroke-width="1"/>
<circle cx="0" cy="-32" r="19" fill="url(#ruby)"/>
<ellipse cx="-7" cy="-39" rx="6" ry="4" fill="#fff" opacity=".6"/>
<ellipse cx="-33" cy="24" rx="9" ry="4.5" fill="url(#sapphire)"/>
<ellipse cx="33" cy="24" rx="9" ry="4.5" fill="url(#gold)"/>`;

const fish = `
<path d="M-40 0L-64-24L-58 0L-64 24Z" fill="url(#gold)" stroke="#7a4a08" stroke-width="2" stroke-linejoin="round"/>
<path d="M-46 0C-28-34 22-36 44 0C22 36-28 34-46 0Z" fill="url(#gold)" stroke="#7a4a08" stroke-width="2"/>
<path d="M-6-27Q6-48 22-25Z" fill="url(#ruby)"/>
<path d="M-4 26Q4 42 16 25Z" fill="url(#ruby)"/>
${[-20, -6, 8].map((x) => `<path d="M${x}-14Q${x + 9} 0 ${x}14" stroke="#b06f12" stroke-width="2.5" fill="none" opacity=".7"/>`).join('')}
<circle cx="26" cy="-7" r="7" fill="#fff"/><circle cx="27.5" cy="-7" r="3.5" fill="#1b1f2e"/>
<circle cx="54" cy="-26" r="5" fill="none" stroke="#fff" stroke-width="2" opacity=".8"/>
<circle cx="60" cy="-42" r="7" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>
<circle cx="50" cy="-52" r="3.5" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>`;

const mahjong = `
<rect x="-34" y="-44" width="70" height="94" rx="11" fill="#0f7a4d"/>
<rect x="-38" y="-50" width="70" height="92" rx="11" fill="url(#paper)" stroke="#b9c0d0" stroke-width="1.5"/>
<circle cx="-3" cy="-4" r="25" fill="none" stroke="#1d5fd1" stroke-width="5"/>
<circle cx="-3" cy="-4" r="16" fill="none" stroke="#1e9e5a" stroke-width="4"/>
<circle cx="-3" cy="-4" r="9" fill="#d4213d"/>
${Array.from({ length: 8 }, (_, index) => {
  const angle = (index * Math.PI) / 4;
  return `<circle cx="${Math.round((-3 + 25 * Math.cos(angle)) * 10) / 10}" cy="${Math.round((-4 + 25 * Math.sin(angle)) * 10) / 10}" r="2.6" fill="#fff"/>`;
}).join('')}`;

const football = `
<circle r="50" fill="url(#pearl)" stroke="#1b1f2e" stroke-width="2.5"/>
<polygon points="${polygon(5, 17)}" fill="#1b1f2e"/>
${Array.from({ length: 5 }, (_, index) => {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / 5;
  const at = (radius: number) => [Math.round(radius * Math.cos(angle) * 10) / 10, Math.round(radius * Math.sin(angle) * 10) / 10];
  const [[x1, y1], [x2, y2], [cx, cy]] = [at(17), at(36), at(44)];
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1b1f2e" stroke-width="2.5"/><polygon points="${polygon(5, 11, cx, cy, angle + Math.PI / 2)}" fill="#1b1f2e"/>`;
}).join('')}`;

const gamepad = `
<path d="M-40-24H40C56-24 64-8 66 12C68 32 58 44 46 40C36 37 30 22 20 22H-20C-30 22-36 37-46 40C-58 44-68 32-66 12C-64-8-56-24-40-24Z" fill="url(#silver)" stroke="#4b5370" stroke-width="2"/>
<path d="M-42-6H-34V-14H-26V-6H-18V2H-26V10H-34V2H-42Z" fill="#1b1f2e"/>
<circle cx="30" cy="-10" r="6" fill="url(#ruby)"/>
<circle cx="42" cy="2" r="6" fill="url(#sapphire)"/>
<circle cx="18" cy="2" r="6" fill="url(#gold)"/>
<circle cx="30" cy="14" r="6" fill="url(#emerald)"/>
<rect x="-9" y="-12" width="18" height="6" rx="3" fill="#4b5370"/>`;

const rooster = `
<path d="M-18 4C-34-8-40-34-26-46C-24-30-18-22-8-18C-16-34-10-52 4-56C0-40 2-28 10-20Z" fill="url(#emerald)" stroke="#0b4a2c" stroke-width="1.5"/>
<path d="M-30 2C-52-6-60-30-52-44C-44-26-34-16-22-10Z" fill="url(#sapphire)" stroke="#17397f" stroke-width="1.5"/>
<path d="M-26 0C-26 26 0 42 24 34C42 28 46 8 38-6L26-22C16-6 0 2-26 0Z" fill="url(#ruby)" stroke="#7a0a22" stroke-width="2"/>
<path d="M26-22C20-40 30-52 42-48C54-44 56-30 48-20L38-6Z" fill="url(#gold)" stroke="#7a4a08" stroke-width="2"/>
<path d="M34-50C32-60 38-64 42-58C44-66 52-66 52-58C58-62 62-54 56-48Z" fill="#e3254f" stroke="#7a0a22" stroke-width="1.5"/>
<path d="M54-36L66-32L54-28Z" fill="#f6c343" stroke="#7a4a08" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M50-26C52-18 48-14 44-16C42-20 46-24 50-26Z" fill="#e3254f"/>
<circle cx="45" cy="-38" r="3.5" fill="#1b1f2e"/><circle cx="46" cy="-39" r="1.2" fill="#fff"/>
<path d="M4 38V52M18 36V52M-2 52H10M12 52H24" stroke="#f6c343" stroke-width="4" stroke-linecap="round"/>`;

const keno = `
<rect x="-54" y="-42" width="108" height="84" rx="12" fill="url(#paper)" stroke="#b9c0d0" stroke-width="1.5"/>
${Array.from({ length: 20 }, (_, index) => {
  const [col, row] = [index % 5, Math.floor(index / 5)];
  const marked = [1, 7, 8, 13, 19, 15].includes(index);
  return `<circle cx="${-40 + col * 20}" cy="${-28 + row * 19}" r="7.5" fill="${marked ? 'url(#ruby)' : '#dfe3ee'}"/>`;
}).join('')}`;

const star = `<polygon points="${starPoints(5, 50, 22)}" fill="url(#gold)" stroke="#7a4a08" stroke-width="2.5" stroke-linejoin="round"/>`;

const medallion = (x: number, fill: string, letter: string) => `
<g transform="translate(${x} 0)">
  <circle r="30" fill="${fill}" stroke="url(#gold)" stroke-width="5"/>
  <text y="12" font-family="${fontStack}" font-size="34" font-weight="900" fill="#fff" text-anchor="middle">${letter}</text>
</g>`;

export const symbols: Record<string, string> = {
  SC: scratch,
  VP: playingCard(-20, 2, -12, 'A', 'spade') + playingCard(20, 0, 10, 'K', 'heart'),
  JP: crown,
  TG: wheel,
  ROULETTE: wheel,
  AC: joystick,
  BG: ball(-16, 6, 40, 'url(#ruby)', '75') + ball(36, -28, 22, 'url(#sapphire)', '9'),
  FISH: fish,
  BACCARAT: playingCard(-22, -4, -12, '9', 'diamond') + playingCard(18, -6, 9, '8', 'club') + chip(40, 32, '#d4213d'),
  BLACKJACK: playingCard(-20, -2, -10, 'A', 'spade') + playingCard(18, -4, 10, 'K', 'heart') + chip(40, 32, '#1d5fd1', '21'),
  SICBO: die(-26, 14, -12, 5) + die(28, 16, 12, 3) + die(2, -26, 6, 6),
  DRAGONTIGER: medallion(-30, 'url(#ruby)', 'D') + medallion(30, 'url(#sapphire)', 'T') + `<text y="52" font-family="${fontStack}" font-size="18" font-weight="900" fill="#fff" text-anchor="middle" stroke="#1b1f2e" stroke-width="3" paint-order="stroke">VS</text>`,
  CARD: playingCard(-30, 6, -18, 'A', 'spade') + playingCard(0, -2, 0, 'K', 'heart') + playingCard(30, 6, 18, 'Q', 'diamond'),
  MAHJONG: mahjong,
  SPORTS: football,
  ESPORTS: gamepad,
  COCKFIGHT: rooster,
  LOTTO: ball(-30, 14, 26, 'url(#ruby)', '7') + ball(28, 16, 26, 'url(#sapphire)', '2') + ball(0, -28, 28, 'url(#gold)', '9'),
  KENO: keno,
};

/** The symbol of a game's kind; reel slots pick theirs by code (slot-symbols.ts). */
export const symbolFor = (classify: string, code = ''): string => (classify === 'SLOT' ? slotSymbolFor(code) : (symbols[classify] ?? star));

/** The picture of a vendor's lane on its logo. */
export const laneSymbol: Record<string, string> = {
  RNG: 'SLOT',
  LIVE: 'ROULETTE',
  FISH: 'FISH',
  PVP: 'CARD',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  COCKFIGHT: 'COCKFIGHT',
  LOTT: 'LOTTO',
  ELOTT: 'KENO',
};
