/**
 * Background colours of the game art: two-stop gradients that keep white
 * text readable, picked by hashing the game or vendor code so a game looks
 * the same everywhere and neighbours in a lobby rarely match.
 */
import { hashText } from '../hash';

export interface Palette {
  from: string;
  to: string;
  /** A light tint of the same hue for rims and sparkles. */
  glow: string;
}

export const palettes: readonly Palette[] = [
  { from: '#ff512f', to: '#b0124f', glow: '#ffc3a8' },
  { from: '#8e2de2', to: '#3a0ca3', glow: '#e0c3ff' },
  { from: '#00b4db', to: '#0746a6', glow: '#b8f1ff' },
  { from: '#11998e', to: '#0b5345', glow: '#b4ffe0' },
  { from: '#f7971e', to: '#b33f00', glow: '#ffe3a3' },
  { from: '#c31432', to: '#3d0b36', glow: '#ffb3c1' },
  { from: '#fc466b', to: '#3f5efb', glow: '#ffd1dc' },
  { from: '#1f4037', to: '#16222a', glow: '#99f2c8' },
  { from: '#4776e6', to: '#5b21b6', glow: '#cdd9ff' },
  { from: '#ee0979', to: '#7a0b3a', glow: '#ffc2de' },
  { from: '#00a86b', to: '#005f73', glow: '#c6ffe6' },
  { from: '#e65c00', to: '#7d1d00', glow: '#ffd8a8' },
  { from: '#2b5876', to: '#4e4376', glow: '#c9d6ff' },
  { from: '#d4145a', to: '#fbb03b', glow: '#ffe5b0' },
];

export const paletteFor = (code: string): Palette => palettes[hashText(code) % palettes.length];
