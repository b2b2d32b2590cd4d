/**
 * Which language a catalogue answer speaks: the `language` query, else the
 * `Language` header, else EN. Names missing in that language fall back to
 * their English text, in SQL, so listings never carry an empty name.
 */
import { sql, type SQL } from 'drizzle-orm';
import { games } from '../../db/schema';
import type { LocalisedText } from '../../db/schema/games';

export const fallbackLanguage = 'EN';

export function catalogueLanguage(...candidates: (string | undefined | null)[]): string {
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase();
    if (code && /^[A-Z]{2,5}$/.test(code)) return code;
  }
  return fallbackLanguage;
}

/** The game's name in `language`, or in English. The cast picks jsonb ->> text over ->> integer. */
export const localisedName = (language: string): SQL<string> =>
  sql<string>`coalesce(${games.names} ->> ${language}::text, ${games.names} ->> 'EN')`;

/** The same choice for a label already read from the database. */
export const pickText = (text: LocalisedText, language: string): string => text[language] ?? text[fallbackLanguage] ?? '';
