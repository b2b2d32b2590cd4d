/**
 * Makes events and context safe to show and to post between tabs: secrets
 * (passwords, codes, tokens) are replaced by a fixed mask that does not leak
 * their length, and values a structured clone or JSON cannot carry (functions,
 * actor references, cycles) become short descriptions.
 */

export const MASK = '••••••';

/** Field names that end in "code" but carry no secret. */
const PUBLIC_CODES = new Set(['errorcode', 'statuscode', 'countrycode', 'currencycode', 'languagecode', 'areacode', 'gamecode', 'merchantcode', 'code_name']);
const SECRET_WORDS = ['password', 'passwd', 'pwd', 'token', 'secret', 'authorization', 'otp', 'captcha', 'cookie'];

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (SECRET_WORDS.some((word) => lower.includes(word))) return true;
  if (lower === 'pin' || /(?:[a-z0-9]Pin|_pin|PIN)$/.test(key)) return true;
  return lower.endsWith('code') && !PUBLIC_CODES.has(lower);
}

export interface SanitizeOptions {
  /** Levels of nesting kept; deeper values become a summary. */
  depth?: number;
  /** Longest string kept whole. */
  maxString?: number;
  /** Items kept per array. */
  maxItems?: number;
  /** False for state values, whose keys are state names (a `captcha` region), never secrets. */
  maskSecrets?: boolean;
}

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';

/** A JSON-safe copy of `value` with every secret masked. */
export function sanitize(value: unknown, options: SanitizeOptions = {}): unknown {
  const { depth = 6, maxString = 400, maxItems = 50, maskSecrets = true } = options;
  const seen = new WeakSet<object>();
  const walk = (current: unknown, level: number): unknown => {
    if (current === null || current === undefined) return current ?? null;
    if (typeof current === 'string') return current.length > maxString ? `${current.slice(0, maxString)}…` : current;
    if (typeof current === 'number' || typeof current === 'boolean') return current;
    if (typeof current === 'bigint') return `${current}n`;
    if (typeof current === 'function') return `[function ${current.name || 'anonymous'}]`;
    if (typeof current !== 'object') return String(current);
    if (seen.has(current)) return '[circular]';
    if (current instanceof Date) return current.toISOString();
    if (current instanceof Error) return { name: current.name, message: current.message };
    if (isActorRef(current)) return `[actor ${current.id}]`;
    if (level >= depth) return Array.isArray(current) ? `[${current.length} items]` : '{…}';
    seen.add(current);
    if (current instanceof Map) return walk(Object.fromEntries(current), level);
    if (current instanceof Set) return walk([...current], level);
    if (Array.isArray(current)) {
      const items = current.slice(0, maxItems).map((item) => walk(item, level + 1));
      return current.length > maxItems ? [...items, `… ${current.length - maxItems} more`] : items;
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(current)) {
      out[key] = maskSecrets && isSecretKey(key) && item !== null && item !== undefined && item !== '' ? MASK : walk(item, level + 1);
    }
    return out;
  };
  return walk(value, 0);
}
