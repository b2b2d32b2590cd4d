/**
 * Content kept by language code (promotions, announcements, banners): an
 * answer speaks the request's language, and any text or image missing in it
 * is given in English so nothing is ever blank.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PromotionImage } from '../db/schema/content';
import type { LocalisedText } from '../db/schema/games';
import { fallbackLanguage } from './games/language';

/** A text in `language`; a missing or blank one is given in English. */
export const pickText = (text: LocalisedText, language: string): string => text[language]?.trim() ? text[language] : (text[fallbackLanguage] ?? '');

/** The same choice in SQL, for reads that carry one text of a joined row (claim records). The cast picks jsonb ->> text. */
export const localisedColumn = (column: AnyPgColumn, language: string): SQL<string> =>
  sql<string>`coalesce(nullif(btrim(${column} ->> ${language}::text), ''), ${column} ->> ${fallbackLanguage}::text, '')`;

/** A promotion's pictures in `language`, else the English set, cover first. */
export function pickImages(images: Record<string, PromotionImage[]>, language: string): PromotionImage[] {
  const chosen = images[language]?.length ? images[language] : (images[fallbackLanguage] ?? []);
  return [...chosen].sort((a, b) => a.sequence - b.sequence);
}

