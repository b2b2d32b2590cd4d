/** A refusal the caller can act on: becomes an envelope with its HTTP status, never a 500. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 500 = 400,
    readonly value: unknown = null,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}
