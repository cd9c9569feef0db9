// Tells apart the ways a database call fails: unreachable (503), a value PostgreSQL refused (400), or a bug (500).

/** What the pg driver attaches to an error PostgreSQL sent back; `detail` and the message may quote the stored values. */
export interface SqlError {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The error and everything it wraps: drizzle puts the driver's error in `cause`, node's dual-stack connect in `errors`. */
export function* errorChain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  const current = error as Record<string, unknown>;
  yield current;
  if (Array.isArray(current.errors)) for (const inner of current.errors) yield* errorChain(inner, depth + 1);
  yield* errorChain(current.cause, depth + 1);
}

export function sqlErrorOf(error: unknown): SqlError | undefined {
  for (const current of errorChain(error)) {
    if (typeof current.code === 'string' && SQLSTATE.test(current.code)) return current as unknown as SqlError;
  }
  return undefined;
}

/** Drizzle's wrapper carries the SQL text and every parameter: neither may reach a log line. */
export function isQueryError(error: Record<string, unknown>): boolean {
  return 'query' in error && 'params' in error;
}

const UNREACHABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 (too many
 * connections) and 57014 (cancelled by the statement timeout): the database is down or saturated, so the client should
 * retry later rather than report a bug.
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNREACHABLE_SYSTEM_CODES.has(code)) return true;
    if (SQLSTATE.test(code) && isUnavailableState(code)) return true;
    // A query error's message holds the parameters, which could hold any text.
    const message = typeof current.message === 'string' && !isQueryError(current) ? current.message : '';
    if (UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** Class 22 (bad date, bad number, NUL byte…) and 54000 (index row too large): a value a schema should have refused. */
export function isRefusedValue(error: unknown): boolean {
  const code = sqlErrorOf(error)?.code;
  return Boolean(code && (code.startsWith('22') || code === '54000'));
}
