/**
 * Text from members, made harmless for a terminal before anything prints it.
 * A terminal obeys what it is sent: ESC and the C1 controls start sequences
 * that clear the screen, paint lines in any colour or rename the window; CR,
 * backspace and BEL rewrite or hide what came before; the bidi overrides and
 * isolates turn the rest of a line around. An operator reading a feedback
 * contact or a bank account name must see exactly what the member typed, so
 * each such character is spelt out (`\x1b`, `\u202e`) instead of removed:
 * the attempt stays visible and nothing is hidden by the cleaning either.
 */

/** C0 controls, DEL and C1 controls (\p{Cc}), the bidi controls, and the line and paragraph separators. */
const unsafe = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/gu;

const spelt = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

export function inert(text: string): string {
  return text.replace(unsafe, spelt);
}

/** `inert` line by line: the line breaks of a multi-line message stay, everything else is spelt out. */
export function inertLines(text: string): string {
  return text.split('\n').map(inert).join('\n');
}
