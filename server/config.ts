// Server configuration, read once from the environment (and a `.env` file beside it, docs/configuration.md).
import { existsSync } from 'node:fs';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

/** Limit defaults, shared with app.ts for configs built by hand (tests). */
export const LIMIT_DEFAULTS = {
  loginAddressFailureLimit: 50,
  loginDelayAfter: 5,
  loginDelayMs: 1000,
  loginLockoutMinutes: 15,
  recoveryCodeFailureLimit: 10,
  sessionMaxAgeHours: 12,
};

/** What Fastify's trustProxy takes: true, a hop count, or a comma-separated list of addresses and CIDRs. */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value): boolean | number | string => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    return /^\d+$/.test(text) ? Number(text) : text;
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  SEED_DEMO: booleanFlag,
  TRUST_PROXY: trustProxySetting,
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_ADDRESS_FAILURE_LIMIT: z.coerce.number().int().min(1).default(LIMIT_DEFAULTS.loginAddressFailureLimit),
  LOGIN_DELAY_AFTER: z.coerce.number().int().min(1).default(LIMIT_DEFAULTS.loginDelayAfter),
  LOGIN_DELAY_MS: z.coerce.number().int().min(0).default(LIMIT_DEFAULTS.loginDelayMs),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(LIMIT_DEFAULTS.loginLockoutMinutes),
  RECOVERY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  RECOVERY_CODE_FAILURE_LIMIT: z.coerce.number().int().min(1).default(LIMIT_DEFAULTS.recoveryCodeFailureLimit),
  SESSION_MAX_AGE_HOURS: z.coerce.number().positive().default(LIMIT_DEFAULTS.sessionMaxAgeHours),
  REDIS_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  REDIS_KEY_PREFIX: z.string().max(100).default('lawndesk:'),
  SOCKET_SESSION_SWEEP_MS: z.coerce.number().int().min(100).default(15_000),
  JOBS: booleanFlag,
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  ROUTING_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  OUTBOUND_CLOCK_FILE: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  SMTP_HOST: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().default('LawnDesk <no-reply@lawndesk.test>'),
  SMS_PROVIDER: z
    .enum(['twilio', 'outbox', ''])
    .optional()
    .transform((value) => value || undefined),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** A sending number (+1…) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** `census` turns the geocoder on; unset (or `off`), nothing is geocoded and no address leaves the machine. */
  GEOCODER: z
    .enum(['census', 'off', ''])
    .optional()
    .transform((value) => (value === 'census' ? value : undefined)),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).default('https://geocoding.geo.census.gov'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** An OSRM server's base URL (docs/routing.md, "Road distances"): routes use its road table; unset, straight lines times the detour factor. */
  ROUTING_URL: z.url({ protocol: /^https?$/ }).optional(),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(200).default(3_000),
  /** Where the crew's form reads the wind and temperature: `nws`, `local` (a stand-in) or `none`; unset, local outside production. */
  WEATHER_PROVIDER: z
    .enum(['nws', 'local', 'none', ''])
    .optional()
    .transform((value) => value || undefined),
  WEATHER_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.weather.gov'),
  /** The NWS asks every caller to name the application and a contact. */
  WEATHER_USER_AGENT: z.string().trim().min(1).default('LawnDesk (lawn-care business software)'),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(500).default(4_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  DB_STALL_CHECK_MS: z.coerce.number().int().min(100).optional(),
  DB_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  VITE_MAP_TILE_URL: z.string().optional(),
  SANDBOX_GATEWAY_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PAYTRACE_PROTECT_URL: z
    .url({ protocol: /^https$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  QUICKBOOKS_CLIENT_ID: z.string().optional(),
  QUICKBOOKS_CLIENT_SECRET: z.string().optional(),
  QUICKBOOKS_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://appcenter.intuit.com/connect/oauth2'),
  QUICKBOOKS_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
  QUICKBOOKS_REVOKE_URL: z.url({ protocol: /^https?$/ }).default('https://developer.api.intuit.com/v2/oauth2/tokens/revoke'),
  QUICKBOOKS_API_URL: z.url({ protocol: /^https?$/ }).default('https://quickbooks.api.intuit.com'),
  QUICKBOOKS_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).max(500).default(450),
  LIST_EXACT_COUNT_LIMIT: z.coerce.number().int().min(0).optional(),
  /** Staff sign in with their e-mail or phone too: on outside production builds unless set. */
  STAFF_SIGN_IN_BY_CONTACT: booleanFlag,
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** How long PostgreSQL may take before the API gives up and answers 503 (PGlite, in process, uses only the stall check). */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is busy. */
  connectMs: number;
  /** Server side: PostgreSQL cancels a statement running longer (0 turns it off). */
  statementMs: number;
  /** Client side: a query whose answer never arrives (a dead network) fails after this long; defaults to statementMs + 2 s. */
  queryMs: number;
  /** Server side: a transaction left open and idle is ended, releasing its locks. */
  idleInTransactionMs: number;
  /** A request still waiting after this long checks that the database answers; if not, it is answered 503 at once. */
  stallCheckMs: number;
  /** Start-up retries an unreachable database this long, then exits with code 1 (0 retries forever). */
  startupMs: number;
  /** /health's own limit for each dependency it checks. */
  healthMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 10_000,
  stallCheckMs: 2_000,
  startupMs: 60_000,
  healthMs: 1_500,
};

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/** Twilio's REST API; the base URL is configurable so tests point it at a local fake. */
export interface TwilioSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/** Intuit's OAuth 2.0 and QuickBooks Online v3 API; every address is configurable so tests and development use a local fake. */
export interface QuickBooksSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiUrl: string;
  /** The API calls a pass makes at most per minute, under QuickBooks' 500 per company; unset or 0: unpaced (the fake). */
  requestsPerMinute?: number;
}

/** The Census Bureau's batch geocoder; the base URL is configurable so tests and development point it at a local fake. */
export interface GeocoderSettings {
  url: string;
  /** One call's limit: a batch of 1,000 addresses takes the Census a minute or so. */
  timeoutMs: number;
}

/** An OSRM server (osrm-routed) whose table service answers road distances; self-hosted for the business's region. */
export interface RoadSettings {
  url: string;
  /** One table call's limit: past it the day is planned on straight lines. */
  timeoutMs: number;
}

/** The National Weather Service's API; the base URL is configurable so tests point it at a local fake. */
export interface NwsWeatherSettings {
  provider: 'nws';
  url: string;
  userAgent: string;
  /** One reading's calls together: the form never waits longer for its prefill. */
  timeoutMs: number;
}
export type WeatherSettings = NwsWeatherSettings | { provider: 'local' };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where backups go (`npm run backup`, the nightly job, System Settings' Back up now); unset: DATA_DIR/backups. */
  backupDir?: string;
  /** postgres://… runs on PostgreSQL; otherwise embedded PGlite under dataDir (or in memory when dataDir is null). */
  databaseUrl?: string;
  jwtSecret?: string;
  logLevel: string;
  staticDir: string;
  seedDemo: boolean;
  /** Off by default: only behind a proxy may X-Forwarded-For name the client (true, a hop count, or addresses/CIDRs). */
  trustProxy?: boolean | number | string;
  /** Failed sign-ins that lock an account for loginLockoutMinutes; a password recovery unlocks it. */
  loginFailureLimit: number;
  /** Failed sign-ins (any accounts) after which an address is refused for loginLockoutMinutes. */
  loginAddressFailureLimit?: number;
  /** After this many failures on an account each try waits loginDelayMs, doubled per further failure. */
  loginDelayAfter?: number;
  loginDelayMs?: number;
  loginLockoutMinutes?: number;
  /** Recovery calls (codes, usernames) allowed per address every 15 minutes. */
  recoveryRateLimit: number;
  /** Wrong reset codes on one account (across codes) within a day that stop its recovery for a day. */
  recoveryCodeFailureLimit?: number;
  /** A session ends this long after sign-in, however active (the idle limit ends it sooner). */
  sessionMaxAgeHours?: number;
  /** Used while System Settings has no mail host; without either every message goes to the outbox table only. */
  smtp?: SmtpSettings;
  /** Texts go through Twilio when set (SMS_PROVIDER=twilio); otherwise to the outbox table, a development aid. */
  twilio?: TwilioSettings;
  /** Twilio's API (TWILIO_API_URL): also where an account saved in System Settings sends its texts, never a page's choice. */
  twilioApiUrl?: string;
  /** Approximate locations are geocoded when set (GEOCODER=census); otherwise they stay at their zip code's centre. */
  geocoder?: GeocoderSettings;
  /** Road distances from an OSRM server's table service (ROUTING_URL); unset, the straight line times the detour factor. */
  roads?: RoadSettings;
  /** The crew's form prefills wind and temperature from this source (WEATHER_PROVIDER); unset, the crew types them. */
  weather?: WeatherSettings;
  /** QuickBooks Online (docs/accounting.md): connecting needs the app's client id and secret. */
  quickbooks?: QuickBooksSettings;
  /** redis://… shares socket events between API nodes. */
  redisUrl?: string;
  /** Starts every key LawnDesk keeps in Redis, so deployments sharing one Redis keep apart; one deployment's nodes share it. */
  redisKeyPrefix?: string;
  /** How often each node drops the sockets of ended sessions. */
  socketSessionSweepMs?: number;
  /** Scheduled jobs on pg-boss (horizon fill, due reminders, time-up reminders); off unless true, so tests opt in. */
  jobs?: boolean;
  /** How often each node polls the job queues; the two-node test shortens it. */
  jobsPollSeconds?: number;
  /**
   * Seconds a "visit moved" message waits before it goes, so that the board's Undo tells the customer nothing; unset, the
   * Undo window and 15 s more (common/undoWindow.ts). Tests set 0.
   */
  movedMessageHoldSeconds?: number;
  /** Worker threads of the route and balance searches; unset: one per core but one; 0: on the API's thread. */
  routingWorkers?: number;
  /** bench:scale's clock for the outbound rates (OUTBOUND_CLOCK_FILE, server/lib/outboundClock.ts); unset: the real one. */
  outboundClockFile?: string;
  /** Keep PGlite in memory: used by tests. */
  inMemory?: boolean;
  /** Also encode every answer with zod and fail when it refuses it or would write it differently: used by tests. */
  checkResponses?: boolean;
  /** Start in-memory PGlite from this data-directory dump rather than empty: tests load a migrated, seeded one. */
  pgliteSnapshot?: Blob;
  /** Unset ones take DEFAULT_DATABASE_TIMEOUTS. */
  databaseTimeouts?: Partial<DatabaseTimeouts>;
  /** The site's address as customers reach it (https://…): newsletters' unsubscribe links start with it. Unset: the address staff used. */
  publicUrl?: string;
  /** The map tile URL the web app was built with (VITE_MAP_TILE_URL): the CSP admits its images. Unset: OpenStreetMap. */
  mapTileUrl?: string;
  /** Where the gateways' hosted card fields are loaded from (SANDBOX_GATEWAY_URL, PAYTRACE_PROTECT_URL): the CSP admits these origins. */
  gatewayHosts?: { sandboxUrl?: string; paytraceProtectUrl?: string };
  /** Lists count their rows exactly up to this many and estimate past it (EXACT_COUNT_LIMIT, 10,000, when unset). */
  listExactCountLimit?: number;
  /** Staff may sign in with their e-mail or phone as well as their username (off in production builds by default). */
  staffSignInByContact?: boolean;
  /** Where log lines go instead of stdout: used by tests that read the log. */
  logStream?: { write(line: string): void };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // The environment wins over the file; tests build their configs by hand and never read it.
  if (env === process.env && !process.env.VITEST && existsSync('.env')) process.loadEnvFile('.env');
  const parsed = configSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    backupDir: parsed.BACKUP_DIR,
    databaseUrl: parsed.DATABASE_URL,
    jwtSecret: parsed.JWT_SECRET,
    logLevel: parsed.LOG_LEVEL,
    staticDir: parsed.STATIC_DIR,
    seedDemo: parsed.SEED_DEMO ?? true,
    trustProxy: parsed.TRUST_PROXY,
    loginFailureLimit: parsed.LOGIN_FAILURE_LIMIT,
    loginAddressFailureLimit: parsed.LOGIN_ADDRESS_FAILURE_LIMIT,
    loginDelayAfter: parsed.LOGIN_DELAY_AFTER,
    loginDelayMs: parsed.LOGIN_DELAY_MS,
    loginLockoutMinutes: parsed.LOGIN_LOCKOUT_MINUTES,
    recoveryRateLimit: parsed.RECOVERY_RATE_LIMIT,
    recoveryCodeFailureLimit: parsed.RECOVERY_CODE_FAILURE_LIMIT,
    sessionMaxAgeHours: parsed.SESSION_MAX_AGE_HOURS,
    redisUrl: parsed.REDIS_URL,
    redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
    socketSessionSweepMs: parsed.SOCKET_SESSION_SWEEP_MS,
    jobs: parsed.JOBS ?? true,
    jobsPollSeconds: parsed.JOBS_POLL_SECONDS,
    routingWorkers: parsed.ROUTING_WORKERS,
    outboundClockFile: parsed.OUTBOUND_CLOCK_FILE,
    mapTileUrl: parsed.VITE_MAP_TILE_URL,
    gatewayHosts: withoutUnset({ sandboxUrl: parsed.SANDBOX_GATEWAY_URL, paytraceProtectUrl: parsed.PAYTRACE_PROTECT_URL }),
    publicUrl: parsed.PUBLIC_URL,
    listExactCountLimit: parsed.LIST_EXACT_COUNT_LIMIT,
    staffSignInByContact: parsed.STAFF_SIGN_IN_BY_CONTACT ?? parsed.NODE_ENV !== 'production',
    databaseTimeouts: withoutUnset({
      connectMs: parsed.DB_CONNECT_TIMEOUT_MS,
      statementMs: parsed.DB_STATEMENT_TIMEOUT_MS,
      queryMs: parsed.DB_QUERY_TIMEOUT_MS,
      idleInTransactionMs: parsed.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      stallCheckMs: parsed.DB_STALL_CHECK_MS,
      startupMs: parsed.DB_STARTUP_TIMEOUT_MS,
      healthMs: parsed.HEALTH_CHECK_TIMEOUT_MS,
    }),
    twilio:
      parsed.SMS_PROVIDER === 'twilio'
        ? {
            apiUrl: parsed.TWILIO_API_URL,
            accountSid: parsed.TWILIO_ACCOUNT_SID ?? '',
            authToken: parsed.TWILIO_AUTH_TOKEN ?? '',
            from: parsed.TWILIO_FROM ?? '',
          }
        : undefined,
    twilioApiUrl: parsed.TWILIO_API_URL,
    quickbooks: {
      clientId: parsed.QUICKBOOKS_CLIENT_ID ?? '',
      clientSecret: parsed.QUICKBOOKS_CLIENT_SECRET ?? '',
      authorizeUrl: parsed.QUICKBOOKS_AUTHORIZE_URL,
      tokenUrl: parsed.QUICKBOOKS_TOKEN_URL,
      revokeUrl: parsed.QUICKBOOKS_REVOKE_URL,
      apiUrl: parsed.QUICKBOOKS_API_URL,
      requestsPerMinute: parsed.QUICKBOOKS_REQUESTS_PER_MINUTE,
    },
    weather: weatherSettingsOf(parsed),
    roads: parsed.ROUTING_URL ? { url: parsed.ROUTING_URL, timeoutMs: parsed.ROUTING_TIMEOUT_MS } : undefined,
    geocoder: parsed.GEOCODER ? { url: parsed.GEOCODER_URL, timeoutMs: parsed.GEOCODER_TIMEOUT_MS } : undefined,
    smtp: parsed.SMTP_HOST
      ? { host: parsed.SMTP_HOST, port: parsed.SMTP_PORT, user: parsed.SMTP_USER, pass: parsed.SMTP_PASS, from: parsed.SMTP_FROM }
      : undefined,
  };
}

/** Local outside production unless said, so a fresh clone's demo shows a prefilled form; production chooses `nws` itself. */
function weatherSettingsOf(parsed: z.infer<typeof configSchema>): WeatherSettings | undefined {
  const provider = parsed.WEATHER_PROVIDER ?? (parsed.NODE_ENV === 'production' ? 'none' : 'local');
  if (provider === 'nws')
    return { provider, url: parsed.WEATHER_API_URL, userAgent: parsed.WEATHER_USER_AGENT, timeoutMs: parsed.WEATHER_TIMEOUT_MS };
  return provider === 'local' ? { provider } : undefined;
}

/** The query limit follows the statement limit unless set: the server's own cancel should come first. */
export function databaseTimeoutsOf(config: Pick<Config, 'databaseTimeouts'>): DatabaseTimeouts {
  const chosen = config.databaseTimeouts ?? {};
  const statementMs = chosen.statementMs ?? DEFAULT_DATABASE_TIMEOUTS.statementMs;
  const queryMs = chosen.queryMs ?? (statementMs ? statementMs + 2_000 : 0);
  return { ...DEFAULT_DATABASE_TIMEOUTS, ...chosen, statementMs, queryMs };
}

function withoutUnset<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
