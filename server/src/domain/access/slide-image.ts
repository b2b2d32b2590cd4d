/**
 * The slide puzzle's pictures: a generated landscape with a piece-shaped
 * hole at (x, y), and the piece itself cut from the same picture with a
 * transparent outside. The player drags the piece until it fills the hole.
 *
 * A script that looks for the darkest columns must not find the hole, so the
 * picture also carries decoys (a disc, a diamond, the piece turned round)
 * drawn darker than the hole, two of them (a disc or a diamond) on the rows
 * the piece slides along, plus dark tree trunks and a fine grain. A person looks for the
 * piece's own outline, which only the real hole has.
 */
import { createNoise, Raster, type Noise, type Rgb } from './raster';
import { decoyShapes, shapeGrid, type DecoyShape, type MaskGrid } from './slide-shapes';

export { pieceMask } from './slide-shapes';

export interface SlideImages {
  background: string;
  piece: string;
}

const holeDarkness = 0.45;
const outlineWhite = 0.7;
const roundDecoys: readonly DecoyShape[] = ['disc', 'diamond'];
/** A decoy is drawn until it is at least this much darker than the hole. */
const decoyDarkerBy = 0.7;

function landscape(width: number, height: number, noise: Noise): Raster {
  const raster = new Raster(width, height);
  const sky: Rgb = [noise.int(40, 90), noise.int(90, 150), noise.int(170, 230)];
  const dusk: Rgb = [noise.int(200, 250), noise.int(130, 190), noise.int(90, 150)];
  const rows = Array.from({ length: height }, (_, y): Rgb => {
    const t = y / height;
    return [0, 1, 2].map((c) => Math.round(sky[c] * (1 - t) + dusk[c] * t)) as unknown as Rgb;
  });
  raster.fill((_, y) => rows[y]);
  raster.disc(noise.between(30, width - 30), noise.between(15, height / 3), noise.between(10, 18), [255, 236, 170], 0.9);
  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.45 + layer * 0.17);
    const shade: Rgb = [noise.int(20, 60) + layer * 15, noise.int(50, 100) + layer * 20, noise.int(40, 80)];
    const phase = noise.between(0, Math.PI * 2);
    const frequency = noise.between(0.015, 0.04);
    for (let x = 0; x < width; x++) {
      const top = base - Math.sin(x * frequency + phase) * height * 0.12 - Math.sin(x * frequency * 2.7 + phase) * height * 0.04;
      for (let y = Math.max(0, Math.floor(top)); y < height; y++) raster.blend(x, y, shade, 0.85);
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
  for (let i = 0; i < raster.data.length; i += 4) {
    const grain = Math.round((noise.next() - 0.5) * 24);
    for (let c = 0; c < 3; c++) raster.data[i + c] = Math.max(0, Math.min(255, raster.data[i + c] + grain));
  }
  return raster;
}

interface Place {
  x: number;
  y: number;
}

/** Darkens the inside of an outline and lightens its rim, the way a cut-out looks. */
function carve(picture: Raster, { size, cells }: MaskGrid, at: Place, darkness: number, rim: number): void {
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const cell = cells[py * size + px];
      if (cell === 0) continue;
      const edge = cell === 2;
      picture.blend(at.x + px, at.y + py, edge ? [255, 255, 255] : [0, 0, 0], edge ? rim : darkness);
    }
  }
}

function meanLuminance(picture: Raster, { size, cells }: MaskGrid, at: Place): number {
  let sum = 0;
  let count = 0;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (cells[py * size + px] !== 1) continue;
      const [r, g, b] = picture.get(at.x + px, at.y + py);
      sum += r + g + b;
      count++;
    }
  }
  return sum / Math.max(1, count);
}

/** Decoy places that overlap neither the hole nor each other: two on the piece's rows when they fit, one anywhere. */
function decoyPlaces(width: number, height: number, size: number, hole: Place, noise: Noise): Place[] {
  const apart = Math.round(size * 0.9);
  const places: Place[] = [];
  const free = (p: Place) => [hole, ...places].every((q) => Math.abs(p.x - q.x) >= apart || Math.abs(p.y - q.y) >= apart);
  const wanted: ((noise: Noise) => Place)[] = [
    () => ({ x: noise.int(size, width - size), y: clampY(hole.y + noise.int(-6, 6)) }),
    () => ({ x: noise.int(size, width - size), y: clampY(hole.y + noise.int(-6, 6)) }),
    () => ({ x: noise.int(0, width - size), y: noise.int(0, height - size) }),
  ];
  function clampY(y: number) {
    return Math.max(0, Math.min(height - size, y));
  }
  for (const draw of wanted) {
    for (let tries = 0; tries < 30; tries++) {
      const place = draw(noise);
      if (free(place)) {
        places.push(place);
        break;
      }
    }
  }
  return places;
}

export function renderSlide(width: number, height: number, size: number, x: number, y: number): SlideImages {
  const noise = createNoise();
  const picture = landscape(width, height, noise);
  const mask = shapeGrid('piece', size);
  const piece = new Raster(size, size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const cell = mask.cells[py * size + px];
      if (cell === 0) continue;
      const [r, g, b] = picture.get(x + px, y + py);
      piece.set(px, py, [r, g, b, 255]);
      if (cell === 2) piece.blend(px, py, [255, 255, 255], 0.8);
    }
  }
  const hole = { x, y };
  carve(picture, mask, hole, holeDarkness, outlineWhite);
  const holeLuminance = meanLuminance(picture, mask, hole);
  for (const place of decoyPlaces(width, height, size, hole, noise)) {
    // On the piece's own rows only shapes nobody mistakes for the piece; the turned piece stays off them.
    const onRows = Math.abs(place.y - y) < size / 2;
    const decoy = shapeGrid(noise.pick(onRows ? roundDecoys : decoyShapes), size);
    carve(picture, decoy, place, holeDarkness + 0.1, outlineWhite);
    // Over a lighter patch of sky a decoy needs more shade to stay the darker of the two.
    for (let pass = 0; pass < 6 && meanLuminance(picture, decoy, place) > holeLuminance * decoyDarkerBy; pass++) {
      carve(picture, decoy, place, 0.25, 0);
    }
  }
  return { background: picture.toBase64Png(), piece: piece.toBase64Png() };
}
