/**
 * Tells a failure of the database connection (the server stopped, restarting or out of reach) from any other
 * failure, so the gateway answers a coded 503 the portal can retry rather than a 500 that reads like a bug.
 */

/** PostgreSQL's codes for a server going away or not yet taking connections, and the connection-exception class. */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableSystemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
/** node-postgres says these in words only. */
const unavailableMessages = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/, /Connection terminated unexpectedly/];

/** Raised where the failure is known to be the database's but arrives in other words (a wallet call answered 503). */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'the database is unavailable') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

function isUnavailableItself(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableSqlStates.has(code) || unavailableSystemCodes.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailableItself)) return true;
  return unavailableMessages.some((pattern) => pattern.test(error.message));
}

/** True when the error or one of its causes (Drizzle wraps the driver's error) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (isUnavailableItself(current)) return true;
  }
  return false;
}
