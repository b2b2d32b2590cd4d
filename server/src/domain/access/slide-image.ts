/**
 * The slide puzzle's pictures: a generated landscape with a piece-shaped
 * gap at (x, y), and the piece with a transparent outside. The player drags
 * the piece until it fills the gap.
 *
 * What defends against what:
 * - A darkness scan (the darkest columns on the piece's rows): two false
 *   gaps on those rows are drawn darker than the real one, and tree trunks
 *   own the darkest single columns.
 * - Template matching (the piece's pixels correlated over the picture, plus
 *   a bright-rim-dark-inside term): the piece is no copy of its gap. It is
 *   the scene smoothed of its grain under lighting of its own (a raised
 *   bevel, a sheen) and a grain of its own; the real gap shows the scene
 *   through a non-linear darkening, the shadow of a sunken cut's inside
 *   wall and a fresh grain. The false gaps have the piece's very outline and
 *   rim, and inside them the piece's own rendering, darkened and lightly
 *   grained: they correlate with the piece far better than the real gap
 *   does, and their darker inside scores the rim term higher too.
 * - A person still tells the real gap at a glance: the picture runs on
 *   through it, in its own colours and grain, only shaded (hill lines,
 *   trunks and the sun cross it), so it reads as a window onto the scene. A
 *   false gap is darker and smooth, lit along its top and left like a piece
 *   lying on the picture, and carries a patch of scene from elsewhere,
 *   placed where the scene differs most, so it breaks its surroundings.
 */
import { createNoise, Raster, type Noise } from './raster';
import { landscape } from './slide-landscape';
import { pieceGrid, type MaskGrid } from './slide-shapes';

export { pieceMask } from './slide-shapes';

export interface SlideImages {
  background: string;
  piece: string;
}

interface Place {
  x: number;
  y: number;
}

const pieceRimWhite = 0.8;
const gapRimWhite = 0.7;
/** How bright the piece's bevel gets on its lit side, and how dark the gap's inside wall on its shaded side. */
const pieceBevelLight = 60;
const gapWallShadow = 45;
/** A false gap ends up at most this share of the real gap's brightness. */
const decoyDarkerBy = 0.7;
/** False gaps on the piece's rows sit within this many rows of the real gap, inside any band a script would search. */
const decoyRowSpread = 4;

const luminanceOf = (r: number, g: number, b: number): number => 0.299 * r + 0.587 * g + 0.114 * b;

/** 255 · (v / 255) ^ exponent for every byte value: a curve looked up, not worked out three times a pixel. */
function toneCurve(exponent: number): Float32Array {
  return Float32Array.from({ length: 256 }, (_, v) => 255 * (v / 255) ** exponent);
}

/** The bytes of a raster seen as clamped: a write rounds and stays within 0..255 by itself. */
const clampedView = ({ data }: Raster): Uint8ClampedArray => new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);

/** The scene under the gap as a person sees it on a raised, glossy piece: smoothed of its grain, lifted, lit, and grained anew. */
function renderPiece(scene: Raster, { size, cells, relief }: MaskGrid, at: Place, noise: Noise): Raster {
  const piece = new Raster(size, size);
  const out = clampedView(piece);
  const lift = toneCurve(noise.between(0.7, 0.85));
  const sheenAngle = noise.between(0, Math.PI * 2);
  const sheen = noise.between(15, 25);
  const [sheenX, sheenY] = [Math.cos(sheenAngle) * sheen, Math.sin(sheenAngle) * sheen];
  const half = size / 2;
  const smooth = [0, 0, 0];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const i = py * size + px;
      if (cells[i] === 0) continue;
      boxAverage(scene, at.x + px, at.y + py, smooth);
      const light = relief[i] * pieceBevelLight + (sheenX * (px - half) + sheenY * (py - half)) / half + (noise.next() - 0.5) * 20;
      for (let c = 0; c < 3; c++) out[i * 4 + c] = lift[Math.round(smooth[c])] + light;
      out[i * 4 + 3] = 255;
      if (cells[i] === 2) piece.blend(px, py, [255, 255, 255], pieceRimWhite);
    }
  }
  return piece;
}

/** The 3 × 3 mean round a pixel, into `into`: the scene's grain averaged away, so the piece does not carry the gap's grain. */
function boxAverage(scene: Raster, x: number, y: number, into: number[]): void {
  into.fill(0);
  for (let dy = -1; dy <= 1; dy++) {
    const sy = Math.min(scene.height - 1, Math.max(0, y + dy));
    for (let dx = -1; dx <= 1; dx++) {
      const sx = Math.min(scene.width - 1, Math.max(0, x + dx));
      const i = (sy * scene.width + sx) * 4;
      for (let c = 0; c < 3; c++) into[c] += scene.data[i + c] / 9;
    }
  }
}

/** The real gap: the scene through a curved darkening, the shadow of a sunken cut's inside wall, and a coarse grain. Returns its mean luminance. */
function sinkGap(picture: Raster, { size, cells, relief }: MaskGrid, at: Place, noise: Noise): number {
  const gain = noise.between(0.8, 0.9);
  const curve = toneCurve(noise.between(1.1, 1.3));
  const out = clampedView(picture);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const i = py * size + px;
      if (cells[i] !== 1) continue;
      const o = ((at.y + py) * picture.width + at.x + px) * 4;
      const shade = -relief[i] * gapWallShadow + (noise.next() - 0.5) * 20;
      for (let c = 0; c < 3; c++) out[o + c] = gain * curve[out[o + c]] + shade;
    }
  }
  return meanLuminance(picture, cells, size, at);
}

/** A false gap: the piece's own rendering, darkened on a curve to `targetLuminance` at most, lightly grained. */
function stampDecoy(picture: Raster, piece: Raster, { size, cells }: MaskGrid, at: Place, targetLuminance: number, noise: Noise): void {
  const curve = toneCurve(noise.between(0.85, 1.2));
  const { data } = piece;
  let curved = 0;
  let count = 0;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 1) continue;
    curved += luminanceOf(curve[data[i * 4]], curve[data[i * 4 + 1]], curve[data[i * 4 + 2]]);
    count++;
  }
  // The grain is zero-mean but clamping at black lifts it a little: aim a shade lower than the target.
  const gain = Math.min(0.6, (0.93 * targetLuminance) / Math.max(1, curved / Math.max(1, count)));
  const out = clampedView(picture);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const i = py * size + px;
      if (cells[i] !== 1) continue;
      const o = ((at.y + py) * picture.width + at.x + px) * 4;
      const grain = (noise.next() - 0.5) * 8;
      for (let c = 0; c < 3; c++) out[o + c] = gain * curve[data[i * 4 + c]] + grain;
    }
  }
}

/** The same lightened rim round every gap, real or false: the outline alone tells them apart no more than their darkness. */
function outline(picture: Raster, { size, cells }: MaskGrid, at: Place): void {
  for (let py = 0; py < size; py++) for (let px = 0; px < size; px++) if (cells[py * size + px] === 2) picture.blend(at.x + px, at.y + py, [255, 255, 255], gapRimWhite);
}

/** How unlike the gap's scene a place's scene is, sampled every third pixel: a patch of it there breaks the picture plainly. */
function sceneDistance(scene: Raster, size: number, a: Place, b: Place): number {
  let sum = 0;
  for (let py = 4; py < size - 4; py += 3) {
    for (let px = 4; px < size - 4; px += 3) {
      const i = ((a.y + py) * scene.width + a.x + px) * 4;
      const j = ((b.y + py) * scene.width + b.x + px) * 4;
      sum += Math.abs(scene.data[i] - scene.data[j]) + Math.abs(scene.data[i + 1] - scene.data[j + 1]) + Math.abs(scene.data[i + 2] - scene.data[j + 2]);
    }
  }
  return sum;
}

/**
 * Two places on the gap's rows, overlapping neither the gap nor each other,
 * each the most unlike the gap's scene of a few tried. The first leaves
 * room for the second: the picture always carries both.
 */
function decoyPlaces(scene: Raster, size: number, gap: Place, noise: Noise): Place[] {
  const apart = Math.round(size * 0.9);
  const columns = Array.from({ length: scene.width - 2 * size + 1 }, (_, i) => size + i);
  const freeOf = (taken: number[]) => columns.filter((x) => taken.every((t) => Math.abs(x - t) >= apart));
  const rowOf = () => Math.max(0, Math.min(scene.height - size, gap.y + noise.int(-decoyRowSpread, decoyRowSpread)));
  const places: Place[] = [];
  for (let wanted = 2; wanted > 0; wanted--) {
    const taken = [gap.x, ...places.map((p) => p.x)];
    const options = wanted > 1 ? freeOf(taken).filter((x) => freeOf([...taken, x]).length > 0) : freeOf(taken);
    let best: { place: Place; distance: number } | null = null;
    for (let tries = 0; tries < 12 && options.length > 0; tries++) {
      const place = { x: noise.pick(options), y: rowOf() };
      const distance = sceneDistance(scene, size, place, gap);
      if (!best || distance > best.distance) best = { place, distance };
    }
    if (best) places.push(best.place);
  }
  return places;
}

function meanLuminance({ data, width }: Raster, cells: Uint8Array, size: number, at: Place): number {
  let sum = 0;
  let count = 0;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (cells[py * size + px] !== 1) continue;
      const o = ((at.y + py) * width + at.x + px) * 4;
      sum += luminanceOf(data[o], data[o + 1], data[o + 2]);
      count++;
    }
  }
  return sum / Math.max(1, count);
}

export function renderSlide(width: number, height: number, size: number, x: number, y: number): SlideImages {
  const noise = createNoise();
  const scene = landscape(width, height, noise);
  const mask = pieceGrid(size);
  const gap = { x, y };
  const piece = renderPiece(scene, mask, gap, noise);
  const decoys = decoyPlaces(scene, size, gap, noise);
  // The piece and the decoys' places are taken from the untouched scene; from here on it becomes the background.
  const picture = scene;
  const gapLuminance = sinkGap(picture, mask, gap, noise);
  for (const place of decoys) {
    // Clamping can leave a very dark stamp a shade too light: stamp it darker until the darkness scan is sure to prefer it.
    let target = gapLuminance * decoyDarkerBy;
    stampDecoy(picture, piece, mask, place, target, noise);
    for (let pass = 0; pass < 4 && meanLuminance(picture, mask.cells, size, place) > gapLuminance * decoyDarkerBy; pass++) {
      target *= 0.85;
      stampDecoy(picture, piece, mask, place, target, noise);
    }
  }
  for (const place of [gap, ...decoys]) outline(picture, mask, place);
  return { background: picture.toBase64Png(), piece: piece.toBase64Png() };
}
