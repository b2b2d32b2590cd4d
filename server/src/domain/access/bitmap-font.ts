/** A 5×7 bitmap font (upper-case letters and digits) for captcha text and profile initials. */
import type { Noise, Raster, Rgb } from './raster';

const rows: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  '?': '01110 10001 00001 00010 00100 00000 00100',
};

export const glyphWidth = 5;
export const glyphHeight = 7;

const glyphs = new Map(Object.entries(rows).map(([char, bits]) => [char, bits.split(' ').map((row) => [...row].map((bit) => bit === '1'))]));

const lit = (char: string, gx: number, gy: number): boolean => {
  const glyph = glyphs.get(char) ?? glyphs.get('?')!;
  const col = Math.floor(gx);
  const row = Math.floor(gy);
  return row >= 0 && row < glyphHeight && col >= 0 && col < glyphWidth && glyph[row][col];
};

export interface GlyphPlacement {
  /** Centre of the glyph on the raster. */
  cx: number;
  cy: number;
  /** Size of one font cell in pixels. */
  scale: number;
  /** Radians, clockwise. */
  rotation: number;
  /** Horizontal shear, for a hand-drawn lean. */
  shear?: number;
}

/**
 * Draws one character by inverse mapping: every raster pixel around the
 * centre is rotated back into font space and lights up when it lands on a set
 * cell. Sub-samples smooth the edges.
 */
export function drawGlyph(raster: Raster, char: string, at: GlyphPlacement, colour: Rgb, noise?: Noise): void {
  const { cx, cy, scale, rotation, shear = 0 } = at;
  const reach = Math.ceil(Math.hypot(glyphWidth, glyphHeight) * scale * 0.6) + 2;
  const cos = Math.cos(-rotation);
  const sin = Math.sin(-rotation);
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      let hits = 0;
      for (const [ox, oy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const) {
        const dx = x + ox - cx;
        const dy = y + oy - cy;
        const rx = dx * cos - dy * sin;
        const ry = dx * sin + dy * cos;
        const gx = (rx - shear * ry) / scale + glyphWidth / 2;
        const gy = ry / scale + glyphHeight / 2;
        if (lit(char, gx, gy)) hits++;
      }
      if (hits > 0) raster.blend(x, y, colour, (hits / 4) * (noise ? noise.between(0.8, 1) : 1));
    }
  }
}
