/** Locale parts served by scripts/vite-locale-areas.ts: the core texts and each lazily loaded area. */
declare module 'locale:*' {
  const texts: Record<string, unknown>;
  export default texts;
}
