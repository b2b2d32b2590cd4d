/**
 * Screen code arrives in lazily loaded chunks. A chunk that fails, or gives
 * no answer within 120 s, is reported as ChunkLoadError (spec §8, §9).
 */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout', cause?: unknown) {
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
          reject(isChunkLoadError(error) ? new ChunkLoadError('failed', error) : error);
        },
      );
    });
}
