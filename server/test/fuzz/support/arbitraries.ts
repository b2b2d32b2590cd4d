/**
 * Generators of hostile input: wrong types, huge and empty strings, unicode,
 * prototype keys, deep nesting, arrays where objects belong, junk headers and
 * junk encryption. Sizes stay inside the 64 KB body limit (the limit itself
 * has its own test) and queries well inside Node's 16 KB header limit, which
 * Node enforces before the gateway sees the request.
 */
import fc from 'fast-check';

export const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '😀👍🏽', 'Ǆ̈', '\ud800', 'null', 'undefined', 'NaN', '-1', '1e309', '0x10', '<script>', "' OR 1=1 --"),
);

/** Long text made of a repeated piece: cheap to generate, up to about 24 KB once serialised. */
const hugeText = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }), fc.integer({ min: 200, max: 4_000 }))
  .map(([piece, times]) => piece.repeat(times).slice(0, 8_000));

export const anyText = fc.oneof({ weight: 4, arbitrary: unicodeText }, { weight: 1, arbitrary: hugeText });

const numbers = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 53, Number.MAX_VALUE, -0), fc.bigInt().map(String));

/** Nests a value `depth` times in objects or arrays. */
const nested = fc.tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
});

const scalar = fc.oneof(anyText, numbers, fc.boolean(), fc.constant(null));

/** Any JSON value, hostile shapes included. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    nested,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...prototypeKeys)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object aimed at the call's fields: each known field gets a hostile value, plus prototype keys and strangers. */
export function aimedObject(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = fc.oneof(
    ...(fields.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...fields) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  return fc.dictionary(keys, anyJson, { maxKeys: Math.max(3, fields.length) });
}

/** A JSON body for a write call: aimed objects mostly, and everything an object is not. */
export const jsonBody = (fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: aimedObject(fields) }, { weight: 2, arbitrary: anyJson }, { weight: 1, arbitrary: fc.array(aimedObject(fields), { maxLength: 3 }) });

/** Body text that is not JSON at all, or is cut short. */
export const brokenText = fc.oneof(
  fc.constantFrom('{', '{"value":', '[1,2', 'undefined', "{'a':1}", '{"a":1}{"b":2}', '\u0000', '\ufeff{}', 'NaN', '{"__proto__":'),
  fc.string({ maxLength: 60 }),
);

/** Keeps a query value's encoded form under `bytes`, so a whole query stays far below Node's limit. */
const fitEncoded = (value: string, bytes: number): string => {
  let fitted = value.slice(0, bytes);
  // Percent-encoding writes each UTF-8 byte as at most three characters (a lone surrogate becomes U+FFFD, three bytes).
  while (Buffer.byteLength(fitted) * 3 > bytes) fitted = fitted.slice(0, Math.floor(fitted.length / 2));
  return fitted;
};

/** Query pairs: strings only on the wire, aimed at the call's fields, with prototype keys and unicode; at most about 6 KB encoded. */
export const queryPairs = (fields: readonly string[]): fc.Arbitrary<[string, string][]> =>
  fc.array(
    fc.tuple(
      fc.oneof(...(fields.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...fields) }] : []), { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
      fc.oneof(unicodeText, numbers.map(String), fc.constant('x'.repeat(1_400)), anyJson.map((value) => JSON.stringify(value) ?? '')).map((value) => fitEncoded(value, 1_400)),
    ),
    { maxLength: 4 },
  );

/** What fetch lets through in a header (Latin-1, no control characters), which is what an attacker's client can send too. */
export const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 300,
});

/** The `Encryption` header and body of an E call that is not what the key endpoint's public key made. */
export const encryptedJunk = fc.record({
  header: fc.oneof(
    headerText,
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 600 }),
    fc.string({ maxLength: 400 }).map((text) => `v2:${Buffer.from(text).toString('base64')}`),
    fc.constant('v2:'),
    fc.constant(''),
  ),
  body: fc.oneof(
    fc.string({ maxLength: 800 }).map((value) => ({ value })),
    fc.string({ maxLength: 800 }).map((text) => ({ value: Buffer.from(text).toString('base64') })),
    anyJson.map((value) => ({ value })),
    anyJson,
  ),
});
