/** Game codes: the vendor code and the English title, upper snake case ("PG_DRAGON_FORTUNE"). */
export const gameCode = (vendor: string, title: string): string =>
  `${vendor}_${title
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
