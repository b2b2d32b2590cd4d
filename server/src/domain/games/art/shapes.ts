/**
 * Drawing pieces the symbols share: playing cards with suit shapes, dice,
 * lottery balls and the gradients they are filled with. Suits are paths,
 * not font glyphs, so they look the same whatever fonts the viewer has.
 */
import { fontStack } from './svg-text';

/** Gradients every symbol may use; each art file includes them once. */
export const shapeDefs = `
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".5" stop-color="#f6c343"/><stop offset="1" stop-color="#b06f12"/></linearGradient>
<linearGradient id="silver" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".55" stop-color="#d5dae6"/><stop offset="1" stop-color="#8a93aa"/></linearGradient>
<linearGradient id="ruby" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8fa0"/><stop offset=".5" stop-color="#e3254f"/><stop offset="1" stop-color="#8c0c2a"/></linearGradient>
<linearGradient id="sapphire" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ee7ff"/><stop offset=".5" stop-color="#2f8cf0"/><stop offset="1" stop-color="#17397f"/></linearGradient>
<linearGradient id="emerald" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b6ffd4"/><stop offset=".5" stop-color="#27c27a"/><stop offset="1" stop-color="#0b6b3f"/></linearGradient>
<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e7ebf3"/></linearGradient>
<radialGradient id="pearl" cx=".35" cy=".3" r=".85"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#e8ebf3"/><stop offset="1" stop-color="#9ea6bd"/></radialGradient>
<filter id="lift" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="5" stdDeviation="5" flood-color="#000" flood-opacity=".4"/></filter>`;

export type Suit = 'spade' | 'heart' | 'diamond' | 'club';

const suitPaths: Record<Suit, string> = {
  heart: 'M0 9C-2 5-10 1-10-4C-10-9-3-11 0-5C3-11 10-9 10-4C10 1 2 5 0 9Z',
  spade: 'M0-10C2-5 10-1 10 4C10 8 4 10 1 6L3 11H-3L-1 6C-4 10-10 8-10 4C-10-1-2-5 0-10Z',
  diamond: 'M0-10L8 0L0 10L-8 0Z',
  club: 'M0-10A4.6 4.6 0 0 1 3.8-2.6A4.6 4.6 0 1 1 2 5L3 11H-3L-2 5A4.6 4.6 0 1 1-3.8-2.6A4.6 4.6 0 0 1 0-10Z',
};

const suitColour = (suit: Suit) => (suit === 'heart' || suit === 'diamond' ? '#d91e45' : '#1b1f2e');

export const suitShape = (suit: Suit, x: number, y: number, scale: number): string =>
  `<path d="${suitPaths[suit]}" transform="translate(${x} ${y}) scale(${scale})" fill="${suitColour(suit)}"/>`;

/** A playing card centred on (x, y), turned by `angle` degrees. */
export const playingCard = (x: number, y: number, angle: number, rank: string, suit: Suit): string => `
<g transform="translate(${x} ${y}) rotate(${angle})">
  <rect x="-27" y="-38" width="54" height="76" rx="7" fill="url(#paper)" stroke="#b9c0d0" stroke-width="1.5"/>
  <text x="-18" y="-16" font-family="${fontStack}" font-size="17" font-weight="800" fill="${suitColour(suit)}" text-anchor="middle">${rank}</text>
  ${suitShape(suit, -18, -3, 0.55)}
  ${suitShape(suit, 3, 12, 1.45)}
</g>`;

const pipSpots: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-9, -9], [9, 9]],
  3: [[-9, -9], [0, 0], [9, 9]],
  4: [[-9, -9], [9, -9], [-9, 9], [9, 9]],
  5: [[-9, -9], [9, -9], [0, 0], [-9, 9], [9, 9]],
  6: [[-9, -10], [9, -10], [-9, 0], [9, 0], [-9, 10], [9, 10]],
};

export const die = (x: number, y: number, angle: number, face: number): string => `
<g transform="translate(${x} ${y}) rotate(${angle})">
  <rect x="-20" y="-20" width="40" height="40" rx="9" fill="url(#paper)" stroke="#b9c0d0" stroke-width="1.5"/>
  ${pipSpots[face].map(([px, py]) => `<circle cx="${px}" cy="${py}" r="${face === 1 ? 7 : 4.2}" fill="${face === 1 || face === 4 ? '#d91e45' : '#1b1f2e'}"/>`).join('')}
</g>`;

/** A lottery or bingo ball with its number on a white disc. */
export const ball = (x: number, y: number, radius: number, fill: string, label: string): string => `
<g transform="translate(${x} ${y})">
  <circle r="${radius}" fill="${fill}"/>
  <circle r="${radius * 0.58}" fill="#fff"/>
  <text y="${radius * 0.22}" font-family="${fontStack}" font-size="${radius * 0.62}" font-weight="900" fill="#1b1f2e" text-anchor="middle">${label}</text>
  <ellipse cx="${-radius * 0.35}" cy="${-radius * 0.5}" rx="${radius * 0.3}" ry="${radius * 0.16}" fill="#fff" opacity=".55"/>
</g>`;

const round = (value: number) => Math.round(value * 10) / 10;

/** A ring sector between two radii, for roulette wheels. */
export function wedge(inner: number, outer: number, from: number, to: number): string {
  const point = (radius: number, angle: number) => `${round(radius * Math.cos(angle))} ${round(radius * Math.sin(angle))}`;
  return `M${point(outer, from)}A${outer} ${outer} 0 0 1 ${point(outer, to)}L${point(inner, to)}A${inner} ${inner} 0 0 0 ${point(inner, from)}Z`;
}

/** A regular polygon's points, the first at the top. */
export function polygon(sides: number, radius: number, cx = 0, cy = 0, turn = 0): string {
  return Array.from({ length: sides }, (_, index) => {
    const angle = -Math.PI / 2 + turn + (index * 2 * Math.PI) / sides;
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
  }).join(' ');
}

/** A star's points: `tips` outer corners at `outer`, the notches between them at `inner`. */
export function starPoints(tips: number, outer: number, inner: number): string {
  return Array.from({ length: tips * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / tips;
    return `${round(radius * Math.cos(angle))},${round(radius * Math.sin(angle))}`;
  }).join(' ');
}
