/** Text inside generated SVG: escaped, and wrapped onto at most two lines at word boundaries. */

export const fontStack = "'Trebuchet MS','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** Lines of at most `width` characters; a third line's words are dropped behind an ellipsis. */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines;
  return [lines[0], `${lines[1]}…`];
}
