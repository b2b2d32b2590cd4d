/**
 * How an answer of ours is spelled by the original gateway family: for each
 * entity (a game card, a vendor card), our field and the names the
 * original's clients read for it; for each answer, where those entities
 * sit. The portal reads the original's names when ours are missing
 * (read-original.ts); the gateway writes them beside ours (write-original.ts).
 */

/** Addresses the gateway makes absolute: pictures on the image host, game pages on the launch host. */
export type AddressKind = 'image' | 'launch';

export interface OriginalNames {
  /** The original's names for our field, the one its clients read first first; dotted for a nested field. */
  readonly names: readonly string[];
  readonly address?: AddressKind;
}

/** Our field (dotted when nested) → how the original names it. */
export type FieldNames = Readonly<Record<string, OriginalNames>>;

export type AnswerShape =
  /** An object: its own renamed fields, and the shapes of the values under some of its keys. */
  | { readonly kind: 'object'; readonly names: FieldNames; readonly inside: Readonly<Record<string, AnswerShape>> }
  /** An array whose items all have one shape. */
  | { readonly kind: 'each'; readonly item: AnswerShape };

export const entity = (names: FieldNames, inside: Readonly<Record<string, AnswerShape>> = {}): AnswerShape => ({ kind: 'object', names, inside });

/** An object whose only renamed content sits under `key`. */
export const under = (key: string, shape: AnswerShape): AnswerShape => ({ kind: 'object', names: {}, inside: { [key]: shape } });

export const each = (item: AnswerShape): AnswerShape => ({ kind: 'each', item });
