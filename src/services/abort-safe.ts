/**
 * A promise actor's work stopped together with its actor must not settle.
 * React StrictMode stops and restarts the actors a component owns, restoring
 * their snapshot; a rejection caused by the first stop would otherwise reach
 * the restarted actor as if its own call had failed.
 */
export function unlessAborted<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}
