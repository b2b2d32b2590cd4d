/**
 * The slide puzzle's pictures: a generated landscape with a piece-shaped
 * hole at (x, y), and the piece itself cut from the same picture with a
 * transparent outside. The player drags the piece until it fills the hole.
 */
import { createNoise, Raster, type Noise, type Rgb } from './raster';

export interface SlideImages {
  background: string;
  piece: string;
}

/** A square body with a round knob on the top and on the right: the classic jigsaw outline. */
export function pieceMask(size: number): (px: number, py: number) => boolean {
  const inset = Math.round(size * 0.12);
  const knob = size * 0.13;
  const body = { left: inset, top: inset, right: size - inset, bottom: size - inset };
  const midX = size / 2;
  const midY = (body.top + body.bottom) / 2;
  return (px, py) => {
    const inBody = px >= body.left && px < body.right - knob && py >= body.top + knob && py < body.bottom;
    const inTopKnob = Math.hypot(px - midX + knob / 2, py - body.top - knob) <= knob;
    const inRightKnob = Math.hypot(px - (body.right - knob), py - midY - knob / 2) <= knob;
    return inBody || inTopKnob || inRightKnob;
  };
}

function landscape(width: number, height: number, noise: Noise): Raster {
  const raster = new Raster(width, height);
  const sky: Rgb = [noise.int(40, 90), noise.int(90, 150), noise.int(170, 230)];
  const dusk: Rgb = [noise.int(200, 250), noise.int(130, 190), noise.int(90, 150)];
  raster.fill((_, y) => {
    const t = y / height;
    return [0, 1, 2].map((c) => Math.round(sky[c] * (1 - t) + dusk[c] * t)) as unknown as Rgb;
  });
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
  // Scattered shapes give the matcher texture and make a flat-colour search useless.
  for (let i = 0; i < 40; i++) {
    raster.disc(noise.between(0, width), noise.between(0, height), noise.between(1, 6), [noise.int(0, 255), noise.int(0, 255), noise.int(0, 255)], noise.between(0.15, 0.45));
  }
  return raster;
}

function isEdge(mask: (px: number, py: number) => boolean, px: number, py: number): boolean {
  return mask(px, py) && (!mask(px - 1, py) || !mask(px + 1, py) || !mask(px, py - 1) || !mask(px, py + 1));
}

export function renderSlide(width: number, height: number, size: number, x: number, y: number): SlideImages {
  const noise = createNoise();
  const picture = landscape(width, height, noise);
  const mask = pieceMask(size);
  const piece = new Raster(size, size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (!mask(px, py)) continue;
      const [r, g, b] = picture.get(x + px, y + py);
      piece.set(px, py, [r, g, b, 255]);
      if (isEdge(mask, px, py)) piece.blend(px, py, [255, 255, 255], 0.8);
    }
  }
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (!mask(px, py)) continue;
      picture.blend(x + px, y + py, isEdge(mask, px, py) ? [255, 255, 255] : [0, 0, 0], isEdge(mask, px, py) ? 0.7 : 0.55);
    }
  }
  return { background: picture.toBase64Png(), piece: piece.toBase64Png() };
}
