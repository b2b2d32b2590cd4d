/**
 * Valibot pieces for the catalogue calls. GET inputs arrive as query text,
 * so numbers are parsed here; '' means "not given" (the portal sends
 * `vassalage: ''` for "every vendor"). A value out of bounds is a 400 with
 * the field named, except the paging and length fields (`pageNo`,
 * `pageSize`, `limitNum`, `count`), which http/original-input.ts clamps to
 * these bounds first because the original portal family asks for more.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { headers } from '../../../../src/services/headers';
import { gameCategories } from '../../../../src/services/schemas/games';
import { hotMatchCategories } from '../../../../src/services/schemas/hot-matches';
import { catalogueLanguage } from '../../domain/games/language';
import type { GatewayEnv } from '../../http/context';

const blank = v.pipe(v.literal(''), v.transform(() => undefined));

/** An optional query value: absent or '' both mean undefined. */
export const optionalQuery = <T extends v.GenericSchema>(schema: T) => v.optional(v.union([blank, schema]));

/** A whole number from the query (text) or a JSON body (number), within bounds. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
    v.minValue(min),
    v.maxValue(max),
  );

/** A category; the blockchain games' 'SPB' is read as RNG, as the original client does (api-facts §7.4). */
export const gameTypeInput = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.transform((type) => (type === 'SPB' ? 'RNG' : type)),
  v.picklist(gameCategories),
);

/** A hot matches filter: one of the board's categories, or ALL. */
export const hotMatchCategoryInput = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['ALL', ...hotMatchCategories] as const));

/** Vendor codes, game codes and classify values: letters, digits and underscores. */
export const codeInput = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_]{1,48}$/), v.toUpperCase());

/** A bet as decimal text with at most two places, never negative. */
export const moneyInput = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,12}(\.\d{1,2})?$/));

export const languageInput = v.optional(v.pipe(v.string(), v.maxLength(8)));

/** The answer's language: the `language` query, else the `Language` header, else EN. */
export const languageOf = (language: string | undefined, c: Context<GatewayEnv>): string => catalogueLanguage(language, c.req.header(headers.language));
