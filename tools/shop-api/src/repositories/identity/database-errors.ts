/** PostgreSQL's code for a unique constraint violated (the same on PGlite). */
const UNIQUE_VIOLATION = '23505';

/** The driver's error under Drizzle's wrapper (`DrizzleQueryError.cause`), or the error itself. */
function driverErrorOf(error: unknown): unknown {
  return error instanceof Error && error.cause !== undefined ? error.cause : error;
}

/**
 * The unique constraint a statement violated (two sign-ups racing), or null when it failed
 * for another reason. `''` when the driver does not name it.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  const driverError = driverErrorOf(error);
  if (typeof driverError !== 'object' || driverError === null) return null;
  const { code, constraint } = driverError as { code?: unknown; constraint?: unknown };
  if (code !== UNIQUE_VIOLATION) return null;
  return typeof constraint === 'string' ? constraint : '';
}

/**
 * An error safe to log for a statement that carried a password hash: Drizzle's message
 * lists the statement's parameters, and a hash must never reach the logs. Keeps the
 * driver's own message (the constraint, never the values of other columns).
 */
export function withoutParameters(error: unknown): Error {
  const driverError = driverErrorOf(error);
  const message = driverError instanceof Error ? driverError.message : 'unknown database error';
  return new Error(`storing a password failed: ${message}`);
}
