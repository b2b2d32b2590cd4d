/** An RGBA pixel buffer with the few drawing operations the captcha and the slide puzzle need. */
import { randomBytes } from 'node:crypto';
import { encodePng } from './png';

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  /** Blends a colour over the pixel with the given opacity (0..1). */
  blend(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height || alpha <= 0) return;
    const i = (py * this.width + px) * 4;
    const a = Math.min(1, alpha);
    const d = this.data;
    const under = d[i + 3] / 255;
    const out = a + under * (1 - a);
    d[i] = Math.round((r * a + d[i] * under * (1 - a)) / out);
    d[i + 1] = Math.round((g * a + d[i + 1] * under * (1 - a)) / out);
    d[i + 2] = Math.round((b * a + d[i + 2] * under * (1 - a)) / out);
    d[i + 3] = Math.round(out * 255);
  }

  get(x: number, y: number): [number, number, number, number] {
    const i = (y * this.width + x) * 4;
    return [this.data[i], this.data[i + 1], this.data[i + 2], this.data[i + 3]];
  }

  set(x: number, y: number, rgba: readonly number[]): void {
    this.data.set(rgba, (y * this.width + x) * 4);
  }

  fill(colourAt: (x: number, y: number) => Rgb): void {
    const d = this.data;
    for (let y = 0, i = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++, i += 4) {
        const [r, g, b] = colourAt(x, y);
        d[i] = r;
        d[i + 1] = g;
        d[i + 2] = b;
        d[i + 3] = 255;
      }
    }
  }

  disc(cx: number, cy: number, radius: number, colour: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
      for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
        const d = Math.hypot(x - cx, y - cy);
        if (d <= radius) this.blend(x, y, colour, alpha * Math.min(1, radius - d + 0.5));
      }
    }
  }

  /** A thick line drawn as overlapping discs: cheap and smooth enough for noise strokes. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb, thickness = 1, alpha = 1): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      this.disc(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thickness / 2, colour, alpha);
    }
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }

  toBase64Png(): string {
    return this.toPng().toString('base64');
  }
}

/** Noise source for drawing: seeded from the system's CSPRNG so images are not predictable. */
export interface Noise {
  next(): number;
  between(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createNoise(seed = randomBytes(4).readUInt32LE(0)): Noise {
  let state = seed >>> 0;
  // mulberry32: fast and good enough for pixels; secrets come from node:crypto directly.
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}
