/**
 * The slide puzzle's scene: a generated dusk landscape (sky, sun, three
 * rolling hills, tree trunks, scattered blots and a fine grain). Its lines
 * run on across the whole picture, so a person sees at once where the
 * picture carries on through a gap and where a patch breaks it.
 */
import { Raster, type Noise, type Rgb } from './raster';

export function landscape(width: number, height: number, noise: Noise): Raster {
  const raster = new Raster(width, height);
  const sky: Rgb = [noise.int(40, 90), noise.int(90, 150), noise.int(170, 230)];
  const dusk: Rgb = [noise.int(200, 250), noise.int(130, 190), noise.int(90, 150)];
  // Written straight into the buffer: this and the hills are most of the picture's pixels, and every challenge draws them.
  const d = raster.data;
  // The same bytes seen as clamped: a write rounds and stays within 0..255 by itself.
  const clamped = new Uint8ClampedArray(d.buffer, d.byteOffset, d.length);
  const row = new Uint8Array(width * 4);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const [r, g, b] = [0, 1, 2].map((c) => Math.round(sky[c] * (1 - t) + dusk[c] * t));
    for (let i = 0; i < row.length; i += 4) (row[i] = r), (row[i + 1] = g), (row[i + 2] = b), (row[i + 3] = 255);
    d.set(row, y * width * 4);
  }
  raster.disc(noise.between(30, width - 30), noise.between(15, height / 3), noise.between(10, 18), [255, 236, 170], 0.9);
  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.45 + layer * 0.17);
    const shade: Rgb = [noise.int(20, 60) + layer * 15, noise.int(50, 100) + layer * 20, noise.int(40, 80)];
    const phase = noise.between(0, Math.PI * 2);
    const frequency = noise.between(0.015, 0.04);
    // 85% of the hill's colour over 15% of what lies beneath; a byte write truncates, close enough to rounding for a hill.
    const [r, g, b] = shade.map((c) => c * 0.85 + 0.5);
    for (let x = 0; x < width; x++) {
      const top = base - Math.sin(x * frequency + phase) * height * 0.12 - Math.sin(x * frequency * 2.7 + phase) * height * 0.04;
      for (let i = (Math.max(0, Math.floor(top)) * width + x) * 4; i < d.length; i += width * 4) {
        d[i] = r + d[i] * 0.15;
        d[i + 1] = g + d[i + 1] * 0.15;
        d[i + 2] = b + d[i + 2] * 0.15;
      }
    }
  }
  // Tree trunks: the darkest single columns of the picture belong to them, not to the hole.
  for (let i = 0; i < 7; i++) {
    const x = noise.between(0, width);
    raster.line(x, noise.between(height * 0.1, height * 0.6), x + noise.between(-4, 4), height, [15, 22, 15], noise.between(2, 4), 0.8);
  }
  // Scattered shapes and a fine grain leave no flat area for a colour search to lock onto.
  for (let i = 0; i < 40; i++) {
    raster.disc(noise.between(0, width), noise.between(0, height), noise.between(1, 6), [noise.int(0, 255), noise.int(0, 255), noise.int(0, 255)], noise.between(0.15, 0.45));
  }
  for (let i = 0; i < d.length; i += 4) {
    const grain = Math.round((noise.next() - 0.5) * 24);
    clamped[i] = d[i] + grain;
    clamped[i + 1] = d[i + 1] + grain;
    clamped[i + 2] = d[i + 2] + grain;
  }
  return raster;
}
