/**
 * Outlines drawn into the slide puzzle's picture, each as a mask over a
 * size × size square: the jigsaw piece itself, and the decoys a person tells
 * apart from it at a glance while a darkness scan cannot (a disc, a diamond,
 * the jigsaw turned upside down and mirrored so its knobs face away).
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

export const decoyShapes = ['turnedPiece', 'disc', 'diamond'] as const;
export type DecoyShape = (typeof decoyShapes)[number];

/** Decoys cover about the piece's area, so a column's darkness says nothing about which is which. */
export function decoyMask(shape: DecoyShape, size: number): Mask {
  const centre = size / 2;
  switch (shape) {
    case 'turnedPiece': {
      const piece = pieceMask(size);
      return (px, py) => piece(size - 1 - px, size - 1 - py);
    }
    case 'disc':
      return (px, py) => Math.hypot(px - centre + 0.5, py - centre + 0.5) <= size * 0.39;
    case 'diamond':
      return (px, py) => Math.abs(px - centre + 0.5) + Math.abs(py - centre + 0.5) <= size * 0.47;
  }
}

/** Pixels on the outline: inside the mask with a neighbour outside it. */
export function isEdge(mask: Mask, px: number, py: number): boolean {
  return mask(px, py) && (!mask(px - 1, py) || !mask(px + 1, py) || !mask(px, py - 1) || !mask(px, py + 1));
}

/** A mask worked out once per pixel: 0 outside, 1 inside, 2 on the outline. */
export interface MaskGrid {
  size: number;
  cells: Uint8Array;
}

export function gridOf(mask: Mask, size: number): MaskGrid {
  const cells = new Uint8Array(size * size);
  for (let py = 0; py < size; py++) for (let px = 0; px < size; px++) cells[py * size + px] = isEdge(mask, px, py) ? 2 : mask(px, py) ? 1 : 0;
  return { size, cells };
}

const grids = new Map<string, MaskGrid>();

/** The grid of the piece or of a decoy at a size, worked out once: the shapes never change, only where they go. */
export function shapeGrid(shape: 'piece' | DecoyShape, size: number): MaskGrid {
  const key = `${shape}:${size}`;
  let grid = grids.get(key);
  if (!grid) {
    grid = gridOf(shape === 'piece' ? pieceMask(size) : decoyMask(shape, size), size);
    grids.set(key, grid);
  }
  return grid;
}
