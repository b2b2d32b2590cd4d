/** The dragon's hoard: red royals edged in gold, a lucky coin, a lantern, a gold ingot, the flaming-pearl WILD and the jade scatter. */
import { linear, radial, royal, sparkle, symbol, wildRibbon } from './slot-art-parts.js';

const royalStyle = {
  fill: 'd-red',
  stroke: '#ffd35c',
  ornament: '<circle cx="50" cy="50" r="40" fill="none" stroke="#ffd35c" stroke-width="2" opacity=".25"/>',
};

export const dragonArt = `
<defs>
  ${linear('d-red', ['#ff8a7a', '#e3122a', '#7e0016'])}
  ${linear('d-gold', ['#fff4b8', '#f5c542', '#9a5f06'])}
  ${radial('d-lantern', ['#ffb08a', '#e3122a', '#6b0a0e'], '45%', '40%')}
  ${radial('d-jade', ['#c9f7d8', '#3fbf7f', '#0b5a33'], '38%', '32%')}
  ${radial('d-pearl', ['#ffffff', '#ffe08a', '#ff7a1a'], '40%', '35%')}
</defs>
${royal('jack', 'J', royalStyle)}
${royal('queen', 'Q', royalStyle)}
${royal('king', 'K', royalStyle)}
${royal('ace', 'A', royalStyle)}
${symbol(
  'coin',
  `<circle cx="50" cy="50" r="40" fill="url(#d-gold)" stroke="#7a4a00" stroke-width="3"/>
  <circle cx="50" cy="50" r="31" fill="none" stroke="#7a4a00" stroke-width="2" opacity=".55"/>
  <rect x="39" y="39" width="22" height="22" fill="#5a0810" stroke="#7a4a00" stroke-width="2.5"/>
  <g fill="#7a4a00" opacity=".6"><rect x="46" y="20" width="8" height="13" rx="2"/><rect x="46" y="67" width="8" height="13" rx="2"/><rect x="20" y="46" width="13" height="8" rx="2"/><rect x="67" y="46" width="13" height="8" rx="2"/></g>
  <ellipse cx="34" cy="30" rx="9" ry="5" fill="#fff" opacity=".5" transform="rotate(-35 34 30)"/>`,
)}
${symbol(
  'lantern',
  `<path d="M50 2 V10" stroke="#f5c542" stroke-width="3"/>
  <rect x="36" y="9" width="28" height="9" rx="3" fill="url(#d-gold)" stroke="#7a4a00" stroke-width="1.5"/>
  <ellipse cx="50" cy="48" rx="36" ry="32" fill="url(#d-lantern)" stroke="#5a0810" stroke-width="2.5"/>
  <path d="M50 17 V79 M32 21 C21 38 21 58 32 75 M68 21 C79 38 79 58 68 75" stroke="#5a0810" stroke-width="2" fill="none" opacity=".55"/>
  <rect x="36" y="77" width="28" height="9" rx="3" fill="url(#d-gold)" stroke="#7a4a00" stroke-width="1.5"/>
  <path d="M44 86 L42 98 M50 86 V99 M56 86 L58 98" stroke="#f5c542" stroke-width="3" stroke-linecap="round"/>
  <ellipse cx="36" cy="38" rx="6" ry="12" fill="#fff" opacity=".3"/>`,
)}
${symbol(
  'ingot',
  `<ellipse cx="50" cy="46" rx="24" ry="20" fill="url(#d-gold)" stroke="#7a4a00" stroke-width="2.5"/>
  <path d="M6 46 C16 44 26 58 50 58 C74 58 84 44 94 46 C94 70 76 86 50 86 C24 86 6 70 6 46 Z" fill="url(#d-gold)" stroke="#7a4a00" stroke-width="2.5" stroke-linejoin="round"/>
  <ellipse cx="42" cy="38" rx="7" ry="4" fill="#fff" opacity=".6" transform="rotate(-25 42 38)"/>
  <path d="M22 68 C34 76 66 76 78 68" stroke="#fff" stroke-width="3" opacity=".45" fill="none" stroke-linecap="round"/>
  ${sparkle(84, 24, 7)}${sparkle(14, 28, 5)}`,
)}
${symbol(
  'wild',
  `<path d="M50 4 C58 14 70 12 74 24 C82 30 78 44 70 48 C64 58 36 58 30 48 C22 44 18 30 26 24 C30 12 42 14 50 4 Z" fill="#ff7a1a" opacity=".85"/>
  <circle cx="50" cy="34" r="17" fill="url(#d-pearl)" stroke="#9a5f06" stroke-width="2"/>
  <ellipse cx="44" cy="28" rx="5" ry="3" fill="#fff" transform="rotate(-30 44 28)"/>
  ${wildRibbon({ fill: 'url(#d-red)', border: '#ffd35c', text: '#ffe08a' })}`,
)}
${symbol(
  'jade',
  `<path d="M50 0 V12" stroke="#d11a2a" stroke-width="4"/>
  <circle cx="50" cy="52" r="40" fill="url(#d-jade)" stroke="#0b4a2c" stroke-width="2.5"/>
  <g fill="#0b5a33" opacity=".45">${Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6;
    return `<circle cx="${(50 + 27 * Math.cos(angle)).toFixed(1)}" cy="${(52 + 27 * Math.sin(angle)).toFixed(1)}" r="3.2"/>`;
  }).join('')}</g>
  <circle cx="50" cy="52" r="13" fill="#1a0506" stroke="#0b4a2c" stroke-width="2.5"/>
  <ellipse cx="32" cy="34" rx="8" ry="4" fill="#fff" opacity=".45" transform="rotate(-40 32 34)"/>`,
)}
`;
