/**
 * A vendor's logo (240×120 SVG): an emblem with its lane's symbol beside
 * the vendor code and name, on a gradient picked by the code.
 */
import { paletteFor } from './palettes';
import { shapeDefs } from './shapes';
import { escapeXml, fontStack } from './svg-text';
import { laneSymbol, symbolFor } from './symbols';

export interface LogoSubject {
  code: string;
  name: string;
  /** The lane the vendor is listed in (its group for esports and cockfight). */
  lane: string;
}

const [width, height] = [240, 120];

export function vendorLogoSvg(vendor: LogoSubject): string {
  const palette = paletteFor(vendor.code);
  const codeSize = vendor.code.length <= 3 ? 40 : vendor.code.length === 4 ? 34 : 28;
  const nameSize = vendor.name.length <= 12 ? 13 : vendor.name.length <= 15 ? 11 : 9.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(vendor.name)}">
<defs>${shapeDefs}
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#141829"/><stop offset="1" stop-color="#0b0d17"/></linearGradient>
<linearGradient id="emblem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.from}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.to}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" rx="18" fill="url(#bg)"/>
<rect width="${width}" height="${height}" rx="18" fill="url(#sheen)"/>
<circle cx="60" cy="60" r="44" fill="url(#emblem)" stroke="${palette.glow}" stroke-opacity=".6" stroke-width="3"/>
<g transform="translate(60 62) scale(.56)" filter="url(#lift)">${symbolFor(laneSymbol[vendor.lane] ?? '', vendor.code)}</g>
<text x="116" y="${58 + codeSize / 4}" font-family="${fontStack}" font-size="${codeSize}" font-weight="900" fill="#fff" letter-spacing="1">${escapeXml(vendor.code)}</text>
<rect x="117" y="${68 + codeSize / 4}" width="34" height="3" rx="1.5" fill="${palette.glow}"/>
<text x="117" y="${88 + codeSize / 4}" font-family="${fontStack}" font-size="${nameSize}" font-weight="700" fill="#c9cde6" letter-spacing=".5">${escapeXml(vendor.name.toUpperCase())}</text>
<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="17" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>
</svg>`;
}
