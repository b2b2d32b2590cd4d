/**
 * The stronger adversary's eye: template matching, the way published slider
 * solvers find the gap. It decodes both pictures, keeps the piece's inner
 * pixels (opaque and away from its lightened rim), and slides them over the
 * background's luminance across every reachable x and a band of rows around
 * the y it was handed, scoring each place by normalised cross-correlation (a
 * gap that is the piece's own pixels darkened scores 1) plus a small term for
 * a bright rim round a dark inside, where a cut-out's outline would be.
 * Against a gap that is the piece's own pixels darkened it finds the hole
 * every time; against this puzzle's picture it must find a false gap,
 * which is what adversary.test.ts checks.
 */
import type { HumanCheckChallenge } from '../../../src/services/schemas/account';
import { readPng, type DecodedPng } from '../access/png-reader';

export interface MatchGuess {
  x: number;
  y: number;
  score: number;
}

/** Rows searched either side of the y handed over: the piece may be drawn a little above or below its gap. */
export const searchBand = 8;
/** How much the outline's "bright rim, dark inside" adds to a correlation that runs from -1 to 1. */
export const edgeWeight = 0.25;

const luminance = ({ width, height, pixels }: DecodedPng): Float32Array => {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = 0.299 * pixels[i * 4] + 0.587 * pixels[i * 4 + 1] + 0.114 * pixels[i * 4 + 2];
  return out;
};

interface Template {
  /** Offsets into the background (row stride = its width) of the inner pixels, and of the rim. */
  inner: Int32Array;
  rim: Int32Array;
  /** The inner pixels' luminance, mean removed and scaled to unit length. */
  weights: Float32Array;
}

/** The piece's inner pixels: opaque with every pixel within two of them opaque too, so the lightened rim stays out. */
function templateOf(piece: DecodedPng, stride: number): Template {
  const size = piece.width;
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < piece.height && piece.pixels[(y * size + x) * 4 + 3] === 255;
  const lum = luminance(piece);
  const inner: number[] = [];
  const rim: number[] = [];
  const values: number[] = [];
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < size; x++) {
      if (piece.pixels[(y * size + x) * 4 + 3] === 0) continue;
      const onOutline = !opaque(x - 1, y) || !opaque(x + 1, y) || !opaque(x, y - 1) || !opaque(x, y + 1);
      if (onOutline) rim.push(y * stride + x);
      let deep = true;
      for (let dy = -2; dy <= 2 && deep; dy++) for (let dx = -2; dx <= 2 && deep; dx++) deep = opaque(x + dx, y + dy);
      if (!deep) continue;
      // Every other pixel, as a checkerboard: half the work, and the neighbours carry much the same picture.
      if ((x + y) % 2 === 1) continue;
      inner.push(y * stride + x);
      values.push(lum[y * size + x]);
    }
  }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const centred = values.map((v) => v - mean);
  const length = Math.sqrt(centred.reduce((a, b) => a + b * b, 0)) || 1;
  return { inner: Int32Array.from(inner), rim: Int32Array.from(rim), weights: Float32Array.from(centred, (v) => v / length) };
}

/** The place where the piece's inner pixels correlate best with the background, rim term included. */
export function templateMatchGuess(challenge: HumanCheckChallenge): MatchGuess {
  const background = readPng(challenge.background);
  const piece = readPng(challenge.piece);
  const { width, height } = background;
  const lum = luminance(background);
  const template = templateOf(piece, width);
  let best: MatchGuess = { x: 0, y: challenge.y, score: -Infinity };
  for (let y = Math.max(0, challenge.y - searchBand); y <= Math.min(height - piece.height, challenge.y + searchBand); y++) {
    for (let x = 0; x <= width - piece.width; x++) {
      const score = scoreAt(lum, template, y * width + x);
      if (score > best.score) best = { x, y, score };
    }
  }
  return best;
}

/** Correlation of the inner pixels at one place (the template has unit length and zero mean), plus the rim term. */
function scoreAt(lum: Float32Array, { inner, rim, weights }: Template, base: number): number {
  const n = inner.length;
  let sum = 0;
  let squares = 0;
  let product = 0;
  for (let k = 0; k < n; k++) {
    const v = lum[base + inner[k]];
    sum += v;
    squares += v * v;
    product += weights[k] * v;
  }
  const spread = Math.sqrt(Math.max(1e-6, squares - (sum * sum) / n));
  let rimSum = 0;
  for (let k = 0; k < rim.length; k++) rimSum += lum[base + rim[k]];
  const edge = (rimSum / rim.length - sum / n) / 255;
  return product / spread + edgeWeight * edge;
}
