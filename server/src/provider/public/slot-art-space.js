/** Deep space: neon royals, a ringed planet, a rocket, a little green visitor, the black-hole WILD and the nova scatter. */
import { linear, radial, royal, sparkle, starPoints, symbol, wildRibbon } from './slot-art-parts.js';

const stars =
  '<g fill="#fff" opacity=".5"><circle cx="14" cy="18" r="1.6"/><circle cx="86" cy="14" r="1.2"/><circle cx="88" cy="80" r="1.8"/><circle cx="10" cy="84" r="1.2"/></g>';
const royalStyle = { fill: 's-neon', stroke: '#2fd2ff', ornament: stars };

export const spaceArt = `
<defs>
  ${linear('s-neon', ['#f3e6ff', '#b06bff', '#5a22a8'])}
  ${radial('s-planet', ['#ffd6a0', '#ff7a59', '#7a1f4a'], '35%', '30%')}
  ${linear('s-ring', ['#c9f2ff', '#5fb8ff'], false)}
  ${linear('s-hull', ['#ffffff', '#c8d2f0', '#7a86b8'], false)}
  ${linear('s-flame', ['#fff4b8', '#ffb01a', '#ff4d6a'])}
  ${radial('s-alien', ['#c8ff9e', '#5ed13a', '#1b6e20'], '40%', '30%')}
  ${radial('s-hole', ['#000000', '#12052e', '#7b3cff', '#2fd2ff'], '50%', '50%')}
  ${radial('s-nova', ['#ffffff', '#fff19a', '#ff6bd5', '#7b3cff'], '50%', '50%')}
  ${linear('s-ribbon', ['#7b3cff', '#2a0a6b'])}
</defs>
${royal('jack', 'J', royalStyle)}
${royal('queen', 'Q', royalStyle)}
${royal('king', 'K', royalStyle)}
${royal('ace', 'A', royalStyle)}
${symbol(
  'planet',
  `<g transform="rotate(-18 50 52)"><path d="M6 52 A44 13 0 0 1 94 52" fill="none" stroke="url(#s-ring)" stroke-width="6"/></g>
  <circle cx="50" cy="52" r="27" fill="url(#s-planet)" stroke="#4a0f2e" stroke-width="2"/>
  <path d="M26 44 C40 40 60 40 74 44 M24 58 C40 62 60 62 76 58" stroke="#fff" stroke-width="3" opacity=".25" fill="none"/>
  <g transform="rotate(-18 50 52)"><path d="M6 52 A44 13 0 0 0 94 52" fill="none" stroke="url(#s-ring)" stroke-width="6"/></g>
  ${sparkle(84, 16, 6)}`,
)}
${symbol(
  'rocket',
  `<g transform="rotate(35 50 50)">
    <path d="M38 66 C40 80 46 90 50 98 C54 90 60 80 62 66 Z" fill="url(#s-flame)"/>
    <path d="M34 48 L20 72 L36 66 Z M66 48 L80 72 L64 66 Z" fill="#ff4d6a" stroke="#6b1030" stroke-width="2" stroke-linejoin="round"/>
    <path d="M50 4 C64 16 68 40 66 66 H34 C32 40 36 16 50 4 Z" fill="url(#s-hull)" stroke="#3a2a6b" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M50 4 C56 9 60 14 62 20 H38 C40 14 44 9 50 4 Z" fill="#ff4d6a" stroke="#3a2a6b" stroke-width="2" stroke-linejoin="round"/>
    <circle cx="50" cy="36" r="8" fill="#2fd2ff" stroke="#3a2a6b" stroke-width="2.5"/>
  </g>`,
)}
${symbol(
  'alien',
  `<path d="M34 16 L26 4 M66 16 L74 4" stroke="#1b6e20" stroke-width="3" stroke-linecap="round"/>
  <circle cx="26" cy="4" r="4" fill="#c8ff9e"/><circle cx="74" cy="4" r="4" fill="#c8ff9e"/>
  <path d="M50 12 C74 12 86 30 84 48 C82 68 62 92 50 92 C38 92 18 68 16 48 C14 30 26 12 50 12 Z" fill="url(#s-alien)" stroke="#1b5e20" stroke-width="2.5"/>
  <ellipse cx="34" cy="52" rx="13" ry="7.5" transform="rotate(25 34 52)" fill="#0b0d17"/>
  <ellipse cx="66" cy="52" rx="13" ry="7.5" transform="rotate(-25 66 52)" fill="#0b0d17"/>
  <circle cx="30" cy="49" r="2.5" fill="#fff"/><circle cx="62" cy="49" r="2.5" fill="#fff"/>
  <path d="M43 76 Q50 80 57 76" stroke="#1b5e20" fill="none" stroke-width="2.5" stroke-linecap="round"/>`,
)}
${symbol(
  'wild',
  `<circle cx="50" cy="32" r="28" fill="url(#s-hole)"/>
  <path d="M26 30 C34 14 66 12 74 28 M74 34 C66 50 34 52 26 36" stroke="#e0c2ff" stroke-width="2.5" fill="none" opacity=".7"/>
  ${wildRibbon({ fill: 'url(#s-ribbon)', border: '#2fd2ff' })}`,
)}
${symbol(
  'nova',
  `<polygon points="${starPoints(50, 50, 46, 14, 8, -90)}" fill="url(#s-nova)" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>
  <circle cx="50" cy="50" r="12" fill="#fff"/>
  ${sparkle(18, 20, 6)}${sparkle(84, 82, 5)}`,
)}
`;
