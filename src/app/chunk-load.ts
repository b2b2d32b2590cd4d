/**
 * Screen code arrives in lazily loaded chunks. A chunk that fails, or gives
 * no answer within 120 s, is reported as ChunkLoadError (spec §8, §9).
 */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    cause?: unknown,
  ) {
    super(reason === 'timeout' ? 'Loading chunk timed out' : 'Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

const chunkFailurePatterns = [/dynamically imported module/i, /importing a module script failed/i, /loading (css )?chunk/i, /error loading dynamically/i, /unable to preload css/i];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailurePatterns.some((pattern) => pattern.test(error.message));
}

/** Wraps a lazy import: a failure or a 120 s silence becomes a ChunkLoadError. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = chunkLoadTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (error instanceof ChunkLoadError) reject(error);
          else reject(isChunkLoadError(error) ? new ChunkLoadError('failed', error) : error);
        },
      );
    });
}

/** A route component made by TanStack's lazyRouteComponent (what autoCodeSplitting emits). */
export interface LazyScreen {
  preload?: () => Promise<unknown> | undefined;
}

const guardedScreens = new WeakSet<object>();

/**
 * Gives a lazy screen the ChunkLoadError rule. TanStack's preload never
 * rejects: it keeps the import error for the render, where a missing module
 * first reloads the whole page once. In a browser it removes itself once the
 * module is in, so a preload that settles and is still in place means the
 * import failed: rejecting then lets the router show the retry screen at
 * once, and the next preload imports again.
 */
export function guardLazyScreen(screen: LazyScreen, timeoutMs: number = chunkLoadTimeoutMs): boolean {
  const load = screen.preload?.bind(screen);
  if (!load || guardedScreens.has(screen)) return false;
  const guarded = withChunkTimeout(async () => {
    await load();
    if (typeof window !== 'undefined' && screen.preload === guarded) throw new ChunkLoadError('failed');
  }, timeoutMs);
  screen.preload = guarded;
  guardedScreens.add(screen);
  return true;
}

/** True for a lazy screen that guardLazyScreen has wrapped (it stays true after the chunk has loaded). */
export function isGuardedLazyScreen(screen: unknown): boolean {
  return (typeof screen === 'function' || typeof screen === 'object') && screen !== null && guardedScreens.has(screen);
}
