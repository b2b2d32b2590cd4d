/** A profile icon drawn from the member's first letter on the club colour. */
import { drawGlyph } from './bitmap-font';
import { Raster, type Rgb } from './raster';

const hex = (colour: string): Rgb => {
  const value = Number.parseInt(colour.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

export function renderMemberIcon(name: string, colour: string, size = 64): string {
  const raster = new Raster(size, size);
  raster.disc(size / 2 - 0.5, size / 2 - 0.5, size / 2 - 1, hex(colour));
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  drawGlyph(raster, initial, { cx: size / 2, cy: size / 2, scale: size / 14, rotation: 0 }, [24, 24, 36]);
  return raster.toBase64Png();
}
