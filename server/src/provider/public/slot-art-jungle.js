/** The lost jungle temple: carved royals, a tiger's paw, a tiki mask, an emerald, the leafy WILD and the orchid scatter. */
import { linear, radial, royal, sparkle, symbol, wildRibbon } from './slot-art-parts.js';

const leaf = (x, y, angle, fill = 'url(#j-leaf)') =>
  `<path d="M0 0 C8 -10 24 -10 32 0 C24 10 8 10 0 0 Z" transform="translate(${x} ${y}) rotate(${angle})" fill="${fill}" stroke="#123d12" stroke-width="1.2"/>`;
const royalStyle = { fill: 'j-wood', stroke: '#123d12', ornament: `${leaf(6, 90, -40)}${leaf(94, 90, -140)}` };

export const jungleArt = `
<defs>
  ${linear('j-wood', ['#ffe0a3', '#d99a45', '#7a4a12'])}
  ${linear('j-leaf', ['#b7f06a', '#3e9b2a', '#145a1a'])}
  ${radial('j-paw', ['#ffcf7a', '#ff8a1a', '#a84300'], '45%', '35%')}
  ${linear('j-mask', ['#e0a45e', '#a8652a', '#5a3010'])}
  ${linear('j-emerald', ['#c9ffe0', '#22c46b', '#065a2c'])}
  ${radial('j-petal', ['#fff0fb', '#ff6bd5', '#a3147a'], '50%', '80%')}
  ${linear('j-ribbon', ['#3e9b2a', '#145a1a'])}
</defs>
${royal('jack', 'J', royalStyle)}
${royal('queen', 'Q', royalStyle)}
${royal('king', 'K', royalStyle)}
${royal('ace', 'A', royalStyle)}
${symbol(
  'paw',
  `<path d="M50 48 C68 48 80 62 78 76 C76 90 62 88 50 88 C38 88 24 90 22 76 C20 62 32 48 50 48 Z" fill="url(#j-paw)" stroke="#3a1800" stroke-width="3"/>
  <ellipse cx="22" cy="40" rx="9" ry="12" transform="rotate(-25 22 40)" fill="url(#j-paw)" stroke="#3a1800" stroke-width="3"/>
  <ellipse cx="40" cy="24" rx="9" ry="12" transform="rotate(-8 40 24)" fill="url(#j-paw)" stroke="#3a1800" stroke-width="3"/>
  <ellipse cx="60" cy="24" rx="9" ry="12" transform="rotate(8 60 24)" fill="url(#j-paw)" stroke="#3a1800" stroke-width="3"/>
  <ellipse cx="78" cy="40" rx="9" ry="12" transform="rotate(25 78 40)" fill="url(#j-paw)" stroke="#3a1800" stroke-width="3"/>
  <path d="M40 62 L46 74 M56 60 L52 74" stroke="#3a1800" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
)}
${symbol(
  'mask',
  `${leaf(50, 16, -120)}${leaf(50, 16, -60)}${leaf(50, 18, -90, '#6cc24a')}
  <rect x="22" y="14" width="56" height="80" rx="14" fill="url(#j-mask)" stroke="#3b2208" stroke-width="3"/>
  <path d="M28 36 H46 M54 36 H72" stroke="#3b2208" stroke-width="5" stroke-linecap="round"/>
  <circle cx="37" cy="47" r="8" fill="#fff5d6" stroke="#3b2208" stroke-width="2.5"/><circle cx="63" cy="47" r="8" fill="#fff5d6" stroke="#3b2208" stroke-width="2.5"/>
  <circle cx="37" cy="47" r="3.5" fill="#111"/><circle cx="63" cy="47" r="3.5" fill="#111"/>
  <path d="M46 54 L50 66 L54 54" fill="none" stroke="#3b2208" stroke-width="4" stroke-linejoin="round"/>
  <rect x="32" y="70" width="36" height="14" rx="4" fill="#3b2208"/>
  <path d="M38 70 V84 M44 70 V84 M50 70 V84 M56 70 V84 M62 70 V84" stroke="#fff5d6" stroke-width="2"/>`,
)}
${symbol(
  'emerald',
  `<polygon points="30,10 70,10 90,30 90,70 70,90 30,90 10,70 10,30" fill="url(#j-emerald)" stroke="#d8ffe6" stroke-width="2.5" stroke-linejoin="round"/>
  <polygon points="38,24 62,24 76,38 76,62 62,76 38,76 24,62 24,38" fill="#fff" opacity=".16" stroke="#fff" stroke-opacity=".55" stroke-width="1.5"/>
  <path d="M30 10 L38 24 M70 10 L62 24 M90 30 L76 38 M90 70 L76 62 M70 90 L62 76 M30 90 L38 76 M10 70 L24 62 M10 30 L24 38" stroke="#fff" stroke-width="1.5" opacity=".55"/>
  <polygon points="30,10 70,10 62,24 38,24" fill="#fff" opacity=".3"/>
  ${sparkle(84, 12, 7)}`,
)}
${symbol(
  'wild',
  `${leaf(50, 50, -150)}${leaf(50, 50, -30)}${leaf(50, 52, -90)}${leaf(50, 56, -120, '#6cc24a')}${leaf(50, 56, -60, '#6cc24a')}
  <circle cx="50" cy="52" r="7" fill="#ffd35c" stroke="#7a4a00" stroke-width="2"/>
  ${wildRibbon({ fill: 'url(#j-ribbon)', border: '#ffd35c', text: '#fff5d6' })}`,
)}
${symbol(
  'orchid',
  `${[0, 72, 144, 216, 288].map((angle) => `<ellipse cx="50" cy="26" rx="14" ry="22" transform="rotate(${angle} 50 48)" fill="url(#j-petal)" stroke="#7a0f5a" stroke-width="1.5"/>`).join('')}
  <path d="M40 50 C42 64 58 64 60 50 C56 56 44 56 40 50 Z" fill="#ffd35c" stroke="#a86f0c" stroke-width="1.5"/>
  <circle cx="50" cy="46" r="6" fill="#fff3b0"/>
  ${sparkle(86, 84, 6)}`,
)}
`;
