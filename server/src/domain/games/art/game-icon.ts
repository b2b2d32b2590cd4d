/**
 * The lobby picture of a game (240×240 SVG): a gradient picked by its code,
 * a background pattern, the symbol of its kind, the vendor's badge and the
 * game's name. Deterministic: the same game always draws the same bytes,
 * which makes the ETag stable across instances and restarts.
 */
import { hashText, seededRandom } from '../hash';
import { paletteFor } from './palettes';
import { shapeDefs } from './shapes';
import { escapeXml, fontStack, wrapTitle } from './svg-text';
import { symbolFor } from './symbols';

export interface IconSubject {
  code: string;
  name: string;
  vendor: string;
  gameClassify: string;
}

const size = 240;
const centre = { x: 120, y: 96 };

function backdrop(code: string, glow: string): string {
  const random = seededRandom(`backdrop:${code}`);
  switch (hashText(code) % 4) {
    case 0:
      return Array.from({ length: 12 }, (_, index) => {
        const from = (index * Math.PI) / 6;
        const to = from + Math.PI / 12;
        const far = 260;
        return `<path d="M${centre.x} ${centre.y}L${Math.round(centre.x + far * Math.cos(from))} ${Math.round(centre.y + far * Math.sin(from))}L${Math.round(centre.x + far * Math.cos(to))} ${Math.round(centre.y + far * Math.sin(to))}Z" fill="#fff" opacity=".07"/>`;
      }).join('');
    case 1:
      return [34, 62, 90, 118, 146].map((radius) => `<circle cx="${centre.x}" cy="${centre.y}" r="${radius}" fill="none" stroke="#fff" stroke-width="9" opacity=".06"/>`).join('');
    case 2:
      return `<pattern id="stripes" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="9" height="22" fill="#fff" opacity=".07"/></pattern><rect width="${size}" height="${size}" fill="url(#stripes)"/>`;
    default:
      return Array.from({ length: 14 }, () => {
        const [x, y, r] = [Math.round(random() * size), Math.round(random() * 170), 2 + Math.round(random() * 5)];
        return `<path d="M${x} ${y - r * 2}L${x + r / 2} ${y - r / 2}L${x + r * 2} ${y}L${x + r / 2} ${y + r / 2}L${x} ${y + r * 2}L${x - r / 2} ${y + r / 2}L${x - r * 2} ${y}L${x - r / 2} ${y - r / 2}Z" fill="${glow}" opacity=".55"/>`;
      }).join('');
  }
}

function title(name: string): string {
  const lines = wrapTitle(name, 16);
  const fontSize = lines.some((line) => line.length > 13) ? 19 : 22;
  const baseline = lines.length === 1 ? 208 : 194;
  return lines
    .map(
      (line, index) =>
        `<text x="${size / 2}" y="${baseline + index * (fontSize + 4)}" font-family="${fontStack}" font-size="${fontSize}" font-weight="800" fill="#fff" text-anchor="middle" stroke="#0b0d17" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function gameIconSvg(game: IconSubject): string {
  const palette = paletteFor(game.code);
  const badgeWidth = 16 + game.vendor.length * 8.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(game.name)}">
<defs>${shapeDefs}
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="halo" cx="${centre.x / size}" cy="${centre.y / size}" r=".45"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0d17" stop-opacity="0"/><stop offset="1" stop-color="#0b0d17" stop-opacity=".75"/></linearGradient>
<clipPath id="frame"><rect width="${size}" height="${size}" rx="28"/></clipPath>
</defs>
<g clip-path="url(#frame)">
<rect width="${size}" height="${size}" fill="url(#bg)"/>
${backdrop(game.code, palette.glow)}
<rect width="${size}" height="${size}" fill="url(#halo)"/>
<g transform="translate(${centre.x} ${centre.y})" filter="url(#lift)">${symbolFor(game.gameClassify, game.code)}</g>
<rect y="150" width="${size}" height="90" fill="url(#shade)"/>
<rect x="12" y="12" width="${badgeWidth}" height="22" rx="11" fill="#0b0d17" fill-opacity=".45"/>
<text x="${12 + badgeWidth / 2}" y="27.5" font-family="${fontStack}" font-size="12" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="1">${escapeXml(game.vendor)}</text>
${title(game.name)}
</g>
<rect x="1" y="1" width="${size - 2}" height="${size - 2}" rx="27" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>
</svg>`;
}
