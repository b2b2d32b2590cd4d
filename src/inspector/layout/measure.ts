/**
 * Text sizes for layout without a DOM: the chart draws its text in a
 * monospace font, so a fixed glyph width sizes boxes and labels exactly
 * enough.
 */
export const chartFont = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace";

export const font = {
  title: { size: 13, width: 7.9, line: 18 },
  detail: { size: 11, width: 6.7, line: 15 },
  label: { size: 11, width: 6.7, line: 14 },
};

export const textWidth = (text: string, kind: keyof typeof font) => Math.ceil(text.length * font[kind].width);
