/**
 * One value built from the tables behind the content version (the brand's
 * currency, say), kept until the version moves: the same rule as the public
 * answers, for a value a handler needs rather than a whole answer.
 */
import type { ContentVersionRead } from './content-version';

export function versionedValue<T>(contentVersion: ContentVersionRead, build: () => Promise<T>): () => Promise<T> {
  const at = valueByVersion(build);
  return async () => at(await contentVersion());
}

/** The same, for a caller that already read the version (once per request, say). */
export function valueByVersion<T>(build: () => Promise<T>): (version: number) => Promise<T> {
  let held: { version: number; value: Promise<T> } | null = null;
  return async (version) => {
    if (held?.version !== version) {
      const value = build();
      const mine = { version, value };
      held = mine;
      // A failed build is not kept: the next call tries again.
      value.catch(() => {
        if (held === mine) held = null;
      });
    }
    return held.value;
  };
}
