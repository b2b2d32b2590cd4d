/** The pharaoh's tomb: gold royals outlined in lapis, the ankh, a scarab, the eye of Horus, the nemes WILD and the pyramid scatter. */
import { linear, radial, royal, sparkle, symbol, wildRibbon } from './slot-art-parts.js';

const royalStyle = { fill: 'p-gold', stroke: '#13245a', ornament: '<path d="M50 4 L60 14 L50 24 L40 14 Z" fill="#2a4bb0" opacity=".55"/>' };

export const pharaohArt = `
<defs>
  ${linear('p-gold', ['#fff4b8', '#f0bf3a', '#9a5f06'])}
  ${linear('p-lapis', ['#4f74e0', '#1d3584', '#0b1738'])}
  ${radial('p-scarab', ['#7fe8c8', '#1f9b7a', '#064034'], '40%', '30%')}
  ${linear('p-sand', ['#f4d58d', '#d9a651', '#8a6224'])}
  ${radial('p-sun', ['#fff0a0', '#ff9a3d', '#d9461c'], '50%', '50%')}
  <pattern id="p-stripes" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="5" fill="#f0bf3a"/><rect y="5" width="10" height="5" fill="#1d3584"/></pattern>
</defs>
${royal('jack', 'J', royalStyle)}
${royal('queen', 'Q', royalStyle)}
${royal('king', 'K', royalStyle)}
${royal('ace', 'A', royalStyle)}
${symbol(
  'ankh',
  `<ellipse cx="50" cy="27" rx="15" ry="19" fill="none" stroke="#7a4a00" stroke-width="13"/>
  <ellipse cx="50" cy="27" rx="15" ry="19" fill="none" stroke="url(#p-gold)" stroke-width="8"/>
  <path d="M20 46 H80 V57 H20 Z" fill="url(#p-gold)" stroke="#7a4a00" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M44 57 L40 94 H60 L56 57 Z" fill="url(#p-gold)" stroke="#7a4a00" stroke-width="2.5" stroke-linejoin="round"/>
  ${sparkle(78, 20, 6)}`,
)}
${symbol(
  'scarab',
  `<circle cx="50" cy="12" r="9" fill="url(#p-sun)" stroke="#7a2a00" stroke-width="1.5"/>
  <path d="M32 48 C10 36 2 60 10 72 C18 70 26 64 32 60 Z" fill="url(#p-gold)" stroke="#7a4a00" stroke-width="2"/>
  <path d="M68 48 C90 36 98 60 90 72 C82 70 74 64 68 60 Z" fill="url(#p-gold)" stroke="#7a4a00" stroke-width="2"/>
  <g stroke="#064034" stroke-width="3" stroke-linecap="round"><path d="M32 66 L20 80"/><path d="M68 66 L80 80"/><path d="M36 78 L28 92"/><path d="M64 78 L72 92"/></g>
  <ellipse cx="50" cy="60" rx="20" ry="27" fill="url(#p-scarab)" stroke="#064034" stroke-width="2.5"/>
  <ellipse cx="50" cy="29" rx="11" ry="8" fill="url(#p-scarab)" stroke="#064034" stroke-width="2.5"/>
  <path d="M50 40 V86" stroke="#064034" stroke-width="2" opacity=".7"/>
  <ellipse cx="42" cy="52" rx="4" ry="8" fill="#fff" opacity=".35"/>`,
)}
${symbol(
  'eye',
  `<rect x="6" y="10" width="88" height="80" rx="16" fill="url(#p-gold)" stroke="#7a4a00" stroke-width="2.5"/>
  <path d="M14 34 C34 18 68 16 88 30" stroke="#13245a" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M14 48 C30 30 70 30 86 46 C70 60 30 62 14 48 Z" fill="#fff7e0" stroke="#13245a" stroke-width="5" stroke-linejoin="round"/>
  <circle cx="50" cy="46" r="10" fill="#13245a"/>
  <path d="M44 60 L40 84" stroke="#13245a" stroke-width="5" stroke-linecap="round"/>
  <path d="M58 58 C64 72 78 76 84 68 C86 62 80 60 78 64" stroke="#13245a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
)}
${symbol(
  'wild',
  `<path d="M50 4 C30 4 24 16 24 28 L10 62 H90 L76 28 C76 16 70 4 50 4 Z" fill="url(#p-stripes)" stroke="#7a4a00" stroke-width="2.5"/>
  <path d="M36 22 H64 V42 C64 52 58 58 50 58 C42 58 36 52 36 42 Z" fill="#c98a4b" stroke="#7a4a00" stroke-width="2"/>
  <path d="M41 34 H47 M53 34 H59" stroke="#13245a" stroke-width="3" stroke-linecap="round"/>
  <rect x="34" y="16" width="32" height="7" fill="url(#p-gold)" stroke="#7a4a00" stroke-width="1.5"/>
  ${wildRibbon({ fill: 'url(#p-lapis)', border: '#f0bf3a', text: '#ffe08a' })}`,
)}
${symbol(
  'pyramid',
  `<circle cx="76" cy="22" r="13" fill="url(#p-sun)"/>
  <polygon points="48,12 92,86 6,86" fill="url(#p-sand)" stroke="#6b4a16" stroke-width="2.5" stroke-linejoin="round"/>
  <polygon points="48,12 92,86 48,86" fill="#3a2408" opacity=".22"/>
  <path d="M34 36 H62 M25 52 H71 M16 68 H81" stroke="#6b4a16" stroke-width="2" opacity=".45"/>
  <polygon points="48,12 56,26 40,26" fill="url(#p-gold)" stroke="#7a4a00" stroke-width="1.5"/>
  ${sparkle(48, 8, 7)}`,
)}
`;
