/** SQLSTATE codes the services react to. */
export const PG_ERRORS = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

/**
 * The SQLSTATE of a database error, whichever driver raised it and however drizzle wrapped it
 * (drizzle puts the driver's error in `cause`); undefined for other errors.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The violated constraint's name, when the database reported one. */
export function pgConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True for a data exception (SQLSTATE class 22: invalid text representation, numeric value out of
 * range, invalid byte sequence, value too long...) or a program limit (class 54: an index row too
 * large): input the contract should have refused. Answered 400, never 500, and logged as a gap.
 */
export function isDataException(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && (code.startsWith('22') || code.startsWith('54'));
}

/** SQLSTATEs of a database that is going away, starting or out of connections. */
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** Socket errors of a database server that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' messages for a connection lost or never made (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended)/;

/**
 * True when the database could not answer (down, restarting, unreachable, or the pool timed out
 * waiting for a connection), whichever driver raised it and however drizzle wrapped it: the
 * request is answered 503. PostgreSQL rolls back a transaction it lost, so nothing is half-written;
 * a money write retried with the same `Idempotency-Key` runs once.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNREACHABLE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
