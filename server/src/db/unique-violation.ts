/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it (drizzle may wrap it in `cause`). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));
