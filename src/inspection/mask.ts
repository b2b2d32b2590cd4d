/**
 * Makes events and context safe to show and to post between tabs: secrets
 * (the fields named in SECRET_FIELDS) are replaced by a fixed mask that does not leak
 * their length, and values a structured clone or JSON cannot carry (functions,
 * actor references, cycles) become short descriptions.
 */

export const MASK = '••••••';

/**
 * The fields that hold a secret, by name (compared without case, `_` or `-`).
 * A named list, not a pattern: `captchaRequired`, `passwordExpired`,
 * `errorCode` or `storageKey` say something about a secret without being one,
 * and the inspector exists to show such flags. A new secret field joins here.
 */
export const SECRET_FIELDS: readonly string[] = [
  // Passwords and PINs
  'password', 'passwd', 'pwd', 'oldPassword', 'newPassword', 'confirmPassword', 'confirmNewPassword', 'passwordConfirm',
  'confirmPwd', 'oldPwd', 'newPwd', 'paymentPassword', 'mobilePassword', 'storedPassword', 'withdrawPassword', 'fundPassword',
  'pin', 'withdrawPin', 'paymentPin',
  // Tokens, credentials and headers that carry them
  'token', 'accessToken', 'refreshToken', 'idToken', 'sessionToken', 'authToken', 'humanCheckToken', 'handoverToken',
  'csrfToken', 'xsrfToken', 'authorization', 'cookie', 'setCookie',
  // One-time codes and answers that prove who someone is
  'otp', 'otpCode', 'verificationCode', 'smsCode', 'emailCode', 'mobileCode', 'securityCode', 'captcha', 'captchaCode',
  'captchaAnswer', 'cvv', 'cvc',
  // Keys
  'secret', 'clientSecret', 'apiKey', 'privateKey', 'secretKey', 'derivedKey',
];

const normalise = (key: string) => key.toLowerCase().replace(/[-_]/g, '');
const secretFields = new Set(SECRET_FIELDS.map(normalise));

export function isSecretKey(key: string): boolean {
  return secretFields.has(normalise(key));
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
