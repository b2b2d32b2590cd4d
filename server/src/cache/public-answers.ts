/**
 * Serialised envelopes of public answers (status, whitelabel, content, the
 * catalogue, lottery menus), kept per instance and rebuilt when the content
 * version (content-version.ts) has moved or the answer's own time is up
 * (a lottery issue closes, a promotion starts or ends).
 *
 * The key is chosen by each route from everything its answer depends on:
 * the merchant, the language and the query values that matter. Requests for
 * a missing answer share one build. The number of answers is bounded (the
 * least recently used goes first), because keys carry caller-chosen text:
 * a flood of new keys costs builds, never memory.
 *
 * An answer may carry per-request holes: values of the request (the
 * caller's address in the status answer) written into the serialised text
 * where the builder put `holeMarker`.
 */
import { ok } from '../../../src/services/envelope';
import type { Clock } from '../config';
import type { ContentVersionRead } from './content-version';

/** A string no stored content holds: it marks where a per-request value goes. */
export const holeMarker = '\u0000hole\u0000';
const serialisedMarker = JSON.stringify(holeMarker);

export interface BuiltAnswer {
  value: unknown;
  /** Domain time (the gateway clock) from which the answer must be rebuilt; never, when left out. */
  validUntil?: number;
}

/** An answer that goes out of date at `validUntil` (gateway clock): the next draw, a promotion's start or end. */
export class TimedAnswer implements BuiltAnswer {
  constructor(
    readonly value: unknown,
    readonly validUntil: number,
  ) {}
}

export const timedAnswer = (value: unknown, validUntil: number): TimedAnswer => new TimedAnswer(value, validUntil);

interface Entry {
  version: number;
  validUntil: number;
  /** The envelope's JSON split at the holes. */
  parts: string[];
}

interface Build {
  version: number;
  entry: Promise<Entry>;
}

export interface PublicAnswers {
  /** The envelope's JSON text with `holes` written in, from the cache or built by `build`. */
  answer(key: string, build: () => Promise<BuiltAnswer>, holes?: readonly unknown[]): Promise<string>;
}

export const defaultMaxAnswers = 1000;

export function publicAnswers(deps: { clock: Clock; contentVersion: ContentVersionRead; maxAnswers?: number }): PublicAnswers {
  const maxAnswers = deps.maxAnswers ?? defaultMaxAnswers;
  const entries = new Map<string, Entry>();
  const builds = new Map<string, Build>();

  const fresh = (entry: Entry | undefined, version: number): entry is Entry =>
    entry !== undefined && entry.version === version && deps.clock.now() < entry.validUntil;

  function remember(key: string, entry: Entry): void {
    const held = entries.get(key);
    // A slower build of an older version never replaces a newer answer.
    if (held && held.version > entry.version) return;
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxAnswers) entries.delete(entries.keys().next().value as string);
  }

  async function buildEntry(key: string, version: number, build: () => Promise<BuiltAnswer>): Promise<Entry> {
    // The version is read before the build's own reads: a change that lands meanwhile leaves a version newer than
    // the entry's, so the next request rebuilds rather than keeping a mix of before and after.
    const built = await build();
    const entry = { version, validUntil: built.validUntil ?? Infinity, parts: JSON.stringify(ok(built.value)).split(serialisedMarker) };
    remember(key, entry);
    return entry;
  }

  function sharedBuild(key: string, version: number, build: () => Promise<BuiltAnswer>): Promise<Entry> {
    const running = builds.get(key);
    if (running && running.version === version) return running.entry;
    const entry = buildEntry(key, version, build).finally(() => {
      if (builds.get(key)?.entry === entry) builds.delete(key);
    });
    builds.set(key, { version, entry });
    return entry;
  }

  return {
    async answer(key, build, holes = []) {
      const version = await deps.contentVersion();
      let entry = entries.get(key);
      if (fresh(entry, version)) {
        // Most recently used last: the bound evicts from the front.
        entries.delete(key);
        entries.set(key, entry);
      } else {
        entry = await sharedBuild(key, version, build);
        // A shared build begun before this answer's time was up (a draw closed meanwhile): build one of our own.
        if (deps.clock.now() >= entry.validUntil) entry = await buildEntry(key, version, build);
      }
      return fill(entry.parts, holes);
    },
  };
}

function fill(parts: readonly string[], holes: readonly unknown[]): string {
  if (parts.length === 1) return parts[0];
  let text = parts[0];
  for (let index = 1; index < parts.length; index += 1) text += JSON.stringify(holes[index - 1] ?? null) + parts[index];
  return text;
}
