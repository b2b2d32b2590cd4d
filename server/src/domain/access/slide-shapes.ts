/**
 * The outline drawn into the slide puzzle's picture, as a mask over a
 * size × size square: the jigsaw piece. The real gap and the false ones all
 * share it, so neither the outline nor its rim tells them apart; what does
 * is what lies inside (slide-image.ts).
 */
export type Mask = (px: number, py: number) => boolean;

/** A square body with a round knob on the top and on the right: the classic jigsaw outline. */
export function pieceMask(size: number): Mask {
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

/** Pixels on the outline: inside the mask with a neighbour outside it. */
export function isEdge(mask: Mask, px: number, py: number): boolean {
  return mask(px, py) && (!mask(px - 1, py) || !mask(px + 1, py) || !mask(px, py - 1) || !mask(px, py + 1));
}

/**
 * A mask worked out once per pixel: 0 outside, 1 inside, 2 on the outline;
 * and its relief, the light a raised piece of that outline catches near its
 * edges from a lamp at the top left (-1 in shade to 1 lit, 0 on the flat
 * top). A hole of the same outline shows the relief turned over.
 */
export interface MaskGrid {
  size: number;
  cells: Uint8Array;
  relief: Float32Array;
}

/** How far in from the outline, in pixels, the piece's bevel rises to its flat top. */
const bevelPx = 5;

export function gridOf(mask: Mask, size: number): MaskGrid {
  const cells = new Uint8Array(size * size);
  for (let py = 0; py < size; py++) for (let px = 0; px < size; px++) cells[py * size + px] = isEdge(mask, px, py) ? 2 : mask(px, py) ? 1 : 0;
  return { size, cells, relief: reliefOf(cells, size) };
}

/** Height rises smoothly from the outline to the flat top; the light is the height's slope towards the top left. */
function reliefOf(cells: Uint8Array, size: number): Float32Array {
  // Distance inwards from the outside, two chamfer passes.
  const depth = new Float32Array(size * size).fill(Infinity);
  const at = (px: number, py: number) => (px < 0 || py < 0 || px >= size || py >= size ? 0 : depth[py * size + px]);
  const step = (px: number, py: number, dx: number, dy: number) => at(px + dx, py + dy) + (dx !== 0 && dy !== 0 ? 1.4 : 1);
  for (let i = 0; i < cells.length; i++) if (cells[i] === 0) depth[i] = 0;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const i = py * size + px;
      depth[i] = Math.min(depth[i], step(px, py, -1, 0), step(px, py, 0, -1), step(px, py, -1, -1), step(px, py, 1, -1));
    }
  }
  for (let py = size - 1; py >= 0; py--) {
    for (let px = size - 1; px >= 0; px--) {
      const i = py * size + px;
      depth[i] = Math.min(depth[i], step(px, py, 1, 0), step(px, py, 0, 1), step(px, py, 1, 1), step(px, py, -1, 1));
    }
  }
  const height = depth.map((d) => {
    const t = Math.min(1, d / bevelPx);
    return t * t * (3 - 2 * t);
  });
  const h = (px: number, py: number) => (px < 0 || py < 0 || px >= size || py >= size ? 0 : height[py * size + px]);
  const relief = new Float32Array(size * size);
  let most = 0;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (cells[py * size + px] === 0) continue;
      const slope = h(px + 1, py) - h(px - 1, py) + h(px, py + 1) - h(px, py - 1);
      relief[py * size + px] = slope;
      most = Math.max(most, Math.abs(slope));
    }
  }
  return relief.map((v) => v / (most || 1));
}

const grids = new Map<number, MaskGrid>();

/** The piece's grid at a size, worked out once: the outline never changes, only where it goes. */
export function pieceGrid(size: number): MaskGrid {
  let grid = grids.get(size);
  if (!grid) {
    grid = gridOf(pieceMask(size), size);
    grids.set(size, grid);
  }
  return grid;
}
