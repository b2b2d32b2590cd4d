/** Under the sea: sea-glass royals, a scallop, a starfish, a clownfish, a treasure chest, the trident WILD and the pearl scatter. */
import { linear, radial, royal, sparkle, starPoints, symbol, wildRibbon } from './slot-art-parts.js';

const bubbles =
  '<g fill="#bff6ff" opacity=".35"><circle cx="18" cy="26" r="5"/><circle cx="84" cy="20" r="4"/><circle cx="80" cy="84" r="6"/><circle cx="14" cy="80" r="3"/></g>';
const royalStyle = { fill: 'o-royal', stroke: '#04344a', ornament: bubbles };

export const oceanArt = `
<defs>
  ${linear('o-royal', ['#e6fdff', '#4fd6e8', '#137a9e'])}
  ${linear('o-royal-k', ['#fff0e8', '#ff9a7a', '#c0392b'])}
  ${radial('o-shell', ['#fff1f4', '#ffb3c1', '#d9667f'], '50%', '90%')}
  ${radial('o-star', ['#ffe0a0', '#ff9a3d', '#c2410c'], '50%', '45%')}
  ${linear('o-fish', ['#ffb366', '#ff7a1a', '#d94f00'])}
  ${linear('o-wood', ['#b8753a', '#7a4419', '#4a2508'])}
  ${linear('o-gold', ['#fff4b8', '#f5b82e', '#9a5f06'])}
  ${radial('o-pearl', ['#ffffff', '#f1ecff', '#b9b2d9'], '35%', '30%')}
  ${linear('o-clam', ['#7fe3f0', '#2a9bbf', '#0b4a66'])}
  ${linear('o-ribbon', ['#2fb6d6', '#0b5d86'])}
</defs>
${royal('jack', 'J', royalStyle)}
${royal('queen', 'Q', royalStyle)}
${royal('king', 'K', { ...royalStyle, fill: 'o-royal-k' })}
${symbol(
  'shell',
  `<path d="M50 88 L16 40 C18 20 34 10 50 10 C66 10 82 20 84 40 Z" fill="url(#o-shell)" stroke="#a8435a" stroke-width="2.5" stroke-linejoin="round"/>
  <g stroke="#c25570" stroke-width="2" opacity=".7" fill="none">${[
    [22, 30],
    [30, 18],
    [40, 12],
    [50, 10],
    [60, 12],
    [70, 18],
    [78, 30],
  ]
    .map(([x, y]) => `<path d="M50 86 L${x} ${y}"/>`)
    .join('')}</g>
  <path d="M38 84 H62 L58 94 H42 Z" fill="#e98da2" stroke="#a8435a" stroke-width="2"/>
  <ellipse cx="36" cy="28" rx="9" ry="5" fill="#fff" opacity=".55" transform="rotate(-30 36 28)"/>`,
)}
${symbol(
  'starfish',
  `<polygon points="${starPoints(50, 54, 44, 18)}" fill="url(#o-star)" stroke="#9a3412" stroke-width="3" stroke-linejoin="round"/>
  <g fill="#fff3d6" opacity=".8">${[
    [50, 30],
    [50, 40],
    [70, 48],
    [30, 48],
    [62, 70],
    [38, 70],
    [50, 54],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6"/>`)
    .join('')}</g>`,
)}
${symbol(
  'fish',
  `<path d="M10 50 C20 26 56 22 72 40 L92 26 L88 50 L92 74 L72 60 C56 78 20 74 10 50 Z" fill="url(#o-fish)" stroke="#6b2300" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M44 28 C48 16 60 16 64 30" fill="#ff8a3d" stroke="#6b2300" stroke-width="2"/>
  <path d="M32 32 C27 43 27 57 32 68" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M56 32 C52 43 52 57 56 68" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>
  <circle cx="20" cy="46" r="4.5" fill="#111"/><circle cx="19" cy="44.5" r="1.5" fill="#fff"/>`,
)}
${symbol(
  'chest',
  `<path d="M12 44 C12 20 88 20 88 44 Z" fill="url(#o-wood)" stroke="#3a1d05" stroke-width="2.5"/>
  <rect x="12" y="44" width="76" height="42" rx="4" fill="url(#o-wood)" stroke="#3a1d05" stroke-width="2.5"/>
  <rect x="22" y="27" width="9" height="59" fill="url(#o-gold)" stroke="#7a4a00" stroke-width="1.5"/>
  <rect x="69" y="27" width="9" height="59" fill="url(#o-gold)" stroke="#7a4a00" stroke-width="1.5"/>
  <rect x="12" y="42" width="76" height="6" fill="url(#o-gold)" stroke="#7a4a00" stroke-width="1.5"/>
  <rect x="43" y="48" width="14" height="16" rx="3" fill="url(#o-gold)" stroke="#7a4a00" stroke-width="2"/>
  <circle cx="50" cy="55" r="2.5" fill="#3a1d05"/>
  ${sparkle(82, 18, 7)}${sparkle(16, 22, 5)}`,
)}
${symbol(
  'wild',
  `<path d="M50 14 V60" stroke="url(#o-gold)" stroke-width="7" stroke-linecap="round"/>
  <path d="M28 18 C28 36 36 44 50 44 C64 44 72 36 72 18" stroke="url(#o-gold)" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M22 20 L28 6 L34 20 Z M44 16 L50 2 L56 16 Z M66 20 L72 6 L78 20 Z" fill="url(#o-gold)" stroke="#7a4a00" stroke-width="1.5" stroke-linejoin="round"/>
  ${wildRibbon({ fill: 'url(#o-ribbon)', border: '#bff6ff' })}`,
)}
${symbol(
  'pearl',
  `<path d="M10 54 C12 18 88 18 90 54 C72 42 28 42 10 54 Z" fill="url(#o-clam)" stroke="#bff6ff" stroke-width="2"/>
  <path d="M8 58 C10 84 90 84 92 58 C74 66 26 66 8 58 Z" fill="url(#o-clam)" stroke="#bff6ff" stroke-width="2"/>
  <circle cx="50" cy="56" r="17" fill="url(#o-pearl)" stroke="#8f88b8" stroke-width="1.5"/>
  <ellipse cx="44" cy="50" rx="5" ry="3" fill="#fff" transform="rotate(-30 44 50)"/>
  ${sparkle(80, 14, 8)}`,
)}
`;
