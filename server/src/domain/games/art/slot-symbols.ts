/**
 * Reel slots are most of the catalogue, so they get several pictures
 * (reels, cherries, gems, coins, a bell, a clover, a melon, a horseshoe), one picked by the
 * game's code: a lobby page of slots does not look like one game repeated.
 */
import { seededRandom } from '../hash';
import { fontStack } from './svg-text';

const reels = `
<rect x="-58" y="-40" width="116" height="80" rx="14" fill="url(#gold)" stroke="#7a4a08" stroke-width="2"/>
<rect x="-50" y="-31" width="100" height="62" rx="8" fill="#3b0b22"/>
${[-33, 0, 33].map((x) => `<rect x="${x - 15}" y="-27" width="30" height="54" rx="5" fill="url(#paper)"/><text x="${x}" y="15" font-family="${fontStack}" font-size="40" font-weight="900" fill="url(#ruby)" stroke="#7a0a22" stroke-width="1" text-anchor="middle">7</text>`).join('')}
<rect x="64" y="-30" width="7" height="42" rx="3.5" fill="url(#silver)"/>
<circle cx="67.5" cy="-34" r="9" fill="url(#ruby)"/>`;

const cherries = `
<path d="M-20 8C-16-20-2-40 18-52" stroke="#2f7d32" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M24 12C20-14 16-34 18-52" stroke="#2f7d32" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M18-52C30-64 54-58 56-46C42-42 30-44 18-52Z" fill="url(#emerald)" stroke="#0b4a2c" stroke-width="1.5"/>
<circle cx="-24" cy="26" r="26" fill="url(#ruby)" stroke="#7a0a22" stroke-width="2"/>
<circle cx="24" cy="30" r="24" fill="url(#ruby)" stroke="#7a0a22" stroke-width="2"/>
<ellipse cx="-33" cy="16" rx="8" ry="4.5" fill="#fff" opacity=".6" transform="rotate(-35 -33 16)"/>
<ellipse cx="16" cy="21" rx="7" ry="4" fill="#fff" opacity=".6" transform="rotate(-35 16 21)"/>`;

const gem = (fill: string) => `
<polygon points="-52,-12 -30,-40 30,-40 52,-12 0,50" fill="${fill}" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
<polygon points="-30,-40 -15,-12 0,-40 15,-12 30,-40" fill="#fff" opacity=".28"/>
<path d="M-52-12H52M-15-12L0 50L15-12" fill="none" stroke="#fff" stroke-width="1.8" opacity=".75"/>
<path d="M44-54L47-45L56-42L47-39L44-30L41-39L32-42L41-45Z" fill="#fff"/>`;

const coin = (y: number) => `<rect x="-46" y="${y}" width="60" height="10" fill="#b87a12"/><ellipse cx="-16" cy="${y + 10}" rx="30" ry="8" fill="#b87a12"/><ellipse cx="-16" cy="${y}" rx="30" ry="8" fill="url(#gold)" stroke="#7a4a08" stroke-width="1.5"/>`;
const coins = `
${[40, 28, 16, 4].map(coin).join('')}
<circle cx="28" cy="-8" r="30" fill="url(#gold)" stroke="#7a4a08" stroke-width="3"/>
<circle cx="28" cy="-8" r="21" fill="none" stroke="#7a4a08" stroke-width="2" opacity=".55"/>
<text x="28" y="3" font-family="${fontStack}" font-size="30" font-weight="900" fill="#7a4a08" text-anchor="middle">$</text>`;

const bell = `
<path d="M0-48C-6-48-8-44-8-40C-28-34-34-16-36 10C-38 20-44 26-48 30H48C44 26 38 20 36 10C34-16 28-34 8-40C8-44 6-48 0-48Z" fill="url(#gold)" stroke="#7a4a08" stroke-width="3" stroke-linejoin="round"/>
<rect x="-54" y="28" width="108" height="11" rx="5.5" fill="url(#gold)" stroke="#7a4a08" stroke-width="2.5"/>
<circle cx="0" cy="47" r="9" fill="url(#gold)" stroke="#7a4a08" stroke-width="2.5"/>
<path d="M-20-22C-24-8-26 6-28 16" stroke="#fff" stroke-width="5" opacity=".5" fill="none" stroke-linecap="round"/>`;

const leaf = 'M0 9C-2 5-10 1-10-4C-10-9-3-11 0-5C3-11 10-9 10-4C10 1 2 5 0 9Z';
const clover = `
<path d="M4 10C14 30 20 44 34 54" stroke="#1e7a45" stroke-width="6" fill="none" stroke-linecap="round"/>
${[0, 90, 180, 270].map((angle) => `<path d="${leaf}" transform="rotate(${angle + 45}) translate(0 -21.6) scale(2.4)" fill="url(#emerald)" stroke="#0b4a2c" stroke-width=".6"/>`).join('')}
<circle r="6" fill="#0b6b3f"/>`;

const watermelon = `
<g transform="rotate(-14)">
  <path d="M-56-6A56 56 0 0 0 56-6Z" fill="url(#emerald)" stroke="#0b4a2c" stroke-width="2"/>
  <path d="M-48-6A48 48 0 0 0 48-6Z" fill="#fff3e0"/>
  <path d="M-44-6A44 44 0 0 0 44-6Z" fill="url(#ruby)"/>
  ${[[-24, 6], [-8, 14], [10, 12], [26, 4], [-2, 28], [16, 26], [-18, 22]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2.6" ry="4.2" fill="#1b1f2e"/>`).join('')}
</g>`;

const horseshoe = `
<path d="M-40 44V0A40 40 0 0 1 40 0V44H20V0A20 20 0 0 0-20 0V44Z" fill="url(#gold)" stroke="#7a4a08" stroke-width="3" stroke-linejoin="round"/>
${[[-30, 36], [-30, 14], [-24, -12], [30, 36], [30, 14], [24, -12]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.2" fill="#7a4a08"/>`).join('')}
<path d="M44-44L47-35L56-32L47-29L44-20L41-29L32-32L41-35Z" fill="#fff"/>`;

const variants = [reels, cherries, gem('url(#sapphire)'), coins, bell, clover, watermelon, horseshoe, gem('url(#ruby)')];

export const slotSymbolFor = (code: string): string => variants[Math.floor(seededRandom(`slot:${code}`)() * variants.length)];
