/** Draws captcha text as a distorted PNG: jittered, rotated glyphs over noise lines and dots. */
import { drawGlyph } from './bitmap-font';
import { createNoise, Raster, type Rgb } from './raster';

export const captchaWidth = 120;
export const captchaHeight = 40;

const inks: readonly Rgb[] = [
  [33, 37, 120],
  [120, 24, 60],
  [20, 90, 60],
  [90, 40, 130],
  [140, 70, 10],
];

export function renderCaptcha(text: string): string {
  const noise = createNoise();
  const raster = new Raster(captchaWidth, captchaHeight);
  const tint = noise.int(0, 30);
  raster.fill((x, y) => [235 - tint + Math.round((x / captchaWidth) * 15), 238 - Math.round((y / captchaHeight) * 12), 245 - tint]);
  for (let i = 0; i < 140; i++) raster.blend(noise.int(0, captchaWidth), noise.int(0, captchaHeight), noise.pick(inks), noise.between(0.2, 0.6));
  for (let i = 0; i < 3; i++) {
    raster.line(0, noise.between(5, 35), captchaWidth, noise.between(5, 35), noise.pick(inks), noise.between(1, 2), 0.45);
  }
  const cell = captchaWidth / (text.length + 1);
  [...text].forEach((char, index) => {
    drawGlyph(
      raster,
      char,
      {
        cx: cell * (index + 1) + noise.between(-3, 3),
        cy: captchaHeight / 2 + noise.between(-4, 4),
        scale: noise.between(3.3, 4),
        rotation: noise.between(-0.4, 0.4),
        shear: noise.between(-0.25, 0.25),
      },
      noise.pick(inks),
      noise,
    );
  });
  // Strokes drawn over the text so it cannot be lifted by colour alone.
  for (let i = 0; i < 2; i++) {
    const y = noise.between(10, 30);
    raster.line(noise.between(0, 20), y, noise.between(100, 120), y + noise.between(-10, 10), noise.pick(inks), 1.2, 0.7);
  }
  return raster.toBase64Png();
}
