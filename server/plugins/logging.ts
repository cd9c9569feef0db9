// The server's logger: secrets redacted wherever they sit, and database errors logged without the values they carried.
import type { FastifyServerOptions } from 'fastify';
import { containsCardNumber } from '../../common/cardNumbers';
import type { Config } from '../config';
import { errorChain, isQueryError, sqlErrorOf } from '../db/faults';

/** Card data too: our form's fields and PayTrace's (`credit_card` holds its number, `csc` the CVV). */
const SECRET_KEYS = [
  'password',
  'pass',
  'token',
  'otp',
  'code',
  'secret',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'cardNumber',
  'cvv',
  'csc',
  'credit_card',
];

/** A secret may sit at the top of a log object or inside a body, a message, settings or an error's cause. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Keys carried in a URL: a pay link's, a sign-in link's and a quote page's path, a `token` query (the unsubscribe page),
 * a sign-in link's `next` (the quote page it returns to), and an OAuth callback's code and state.
 */
const URL_SECRETS: [RegExp, string][] = [
  [/(\/pay\/)[^/?#]+/gi, '$1[redacted]'],
  [/(\/sign-in-link\/)[^/?#]+/gi, '$1[redacted]'],
  [/(\/public\/quotes\/|\/quote\/)[^/?#]+/gi, '$1[redacted]'],
  [/([?&]token=)[^&#]*/gi, '$1[redacted]'],
  // A sign-in link sent from a quote page returns to it: `next` carries the quote's key, percent-encoded.
  [/([?&]next=)[^&#]*/gi, '$1[redacted]'],
  // An OAuth callback's (QuickBooks'): its code and state complete a connect; a token in a query is one.
  [/([?&](?:code|state|access_token|refresh_token|id_token)=)[^&#]*/gi, '$1[redacted]'],
];

/** A path segment or query value as typed: `+` and percent escapes decoded, a broken escape left as it is. */
function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** The request line is logged before any route refuses a card number (plugins/storableInput), so it never carries one. */
const withoutCardNumbers = (url: string) =>
  url.replace(/[^/?&=#]+/g, (part) => (containsCardNumber(decodedPart(part)) ? '[redacted]' : part));

export function redactedUrl(url: string): string {
  return URL_SECRETS.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), withoutCardNumbers(url));
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer, with the URL's keys redacted. */
function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactedUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Keeps only what explains a failure. PostgreSQL's message and detail quote the offending value, and drizzle's wrapper
 * carries the SQL and its parameters, so a database error is told by its SQLSTATE, constraint, table and column.
 */
export function loggableError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  const described: { type: string; message: string; [key: string]: unknown }[] = [];
  for (const current of errorChain(error)) {
    const code = typeof current.code === 'string' ? current.code : undefined;
    const type = (current.constructor as { name?: string } | undefined)?.name ?? 'Error';
    if (code && SQLSTATE.test(code)) {
      described.push({
        type,
        message: `SQLSTATE ${code}`,
        sqlState: code,
        constraint: current.constraint,
        table: current.table,
        column: current.column,
      });
    } else if (isQueryError(current)) {
      described.push({ type, message: 'Failed query' });
    } else {
      described.push({ type, message: String(current.message ?? error), errorCode: code, statusCode: current.statusCode });
    }
  }
  const [outer = { type: typeof error, message: String(error) }, ...causes] = described;
  const sqlState = sqlErrorOf(error)?.code;
  return {
    ...outer,
    ...(sqlState && { sqlState }),
    ...(causes.length && { causes }),
    stack: error instanceof Error ? stackFrames(error) : '',
  };
}

/** The stack without its first line, which repeats the message. */
function stackFrames(error: Error): string {
  const stack = error.stack ?? '';
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame === -1 ? '' : stack.slice(firstFrame + 1);
}

export function loggerOptions(config: Pick<Config, 'logLevel' | 'logStream'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !config.logStream) return false;
  return {
    level: config.logLevel,
    ...(config.logStream && { stream: config.logStream }),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: loggableError, error: loggableError, req: requestSerializer },
  };
}
