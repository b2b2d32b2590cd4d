/**
 * A refusal the caller can act on: becomes an envelope with its HTTP status, never a 500. Status 200 is for a
 * refusal that is a question to the member rather than a failure (higher_rate: "accepting ends these contracts,
 * go on?"): the envelope still says `success: false` with its code, and the browser logs no failed request.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 429 | 500 = 400,
    readonly value: unknown = null,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}
