/**
 * LIKE patterns from what a person typed: `%`, `_` and `\` stand for
 * themselves (PostgreSQL's default escape is the backslash), so a search for
 * "50%" finds "50%" and not everything starting with "50".
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** Matches text that contains `text` anywhere. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
