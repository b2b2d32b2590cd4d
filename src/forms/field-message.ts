/**
 * Validation messages travel as translation keys. Keys that need numbers
 * carry them after a `|` as JSON, so react-hook-form keeps one string per
 * field and the field wrapper turns it back into `t(key, values)`.
 */
export interface FieldMessage {
  key: string;
  values?: Record<string, number>;
}

export const requiredKey = 'form.required';
export const mismatchKey = 'form.password_mismatch';

export function encodeFieldMessage(key: string, values?: Record<string, number>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

export function decodeFieldMessage(message: string): FieldMessage {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message };
  try {
    return { key: message.slice(0, bar), values: JSON.parse(message.slice(bar + 1)) as Record<string, number> };
  } catch {
    return { key: message.slice(0, bar) };
  }
}
