/**
 * Pieces every theme's symbol sprite is built from: the <symbol> wrapper,
 * card royals lettered in the theme's colours, the WILD ribbon, stars and
 * sparkles. Markup we write ourselves, never data from the server.
 */

export const symbol = (id, body) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${body}</symbol>`;

export const linear = (id, stops, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((colour, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

export const radial = (id, stops, cx = '38%', cy = '32%') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="75%">${stops
    .map((colour, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${colour}"/>`)
    .join('')}</radialGradient>`;

/** Points of a star with `count` tips, as an SVG points list. */
export function starPoints(cx, cy, outer, inner, count = 5, turn = -90) {
  return Array.from({ length: count * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((turn + (index * 180) / count) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

export const sparkle = (x, y, size = 8, fill = '#fff') =>
  `<path d="M${x} ${y - size} L${x + size * 0.25} ${y - size * 0.25} L${x + size} ${y} L${x + size * 0.25} ${y + size * 0.25} L${x} ${y + size} L${x - size * 0.25} ${y + size * 0.25} L${x - size} ${y} L${x - size * 0.25} ${y - size * 0.25} Z" fill="${fill}"/>`;

/** A card royal (J, Q, K, A): the letter in the theme's gradient, outlined, over the theme's ornament. */
export const royal = (id, letter, { fill, stroke, ornament = '' }) =>
  symbol(
    id,
    `${ornament}<text x="50" y="76" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="900" font-size="72" fill="url(#${fill})" stroke="${stroke}" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${letter}</text>`,
  );

/** The WILD ribbon under a theme's emblem. */
export const wildRibbon = ({ fill, border, text = '#fff' }) =>
  `<rect x="8" y="60" width="84" height="28" rx="9" fill="${fill}" stroke="${border}" stroke-width="3"/><text x="50" y="81" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="20" fill="${text}" letter-spacing="2">WILD</text>`;
