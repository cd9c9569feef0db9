// Server configuration, read once from the environment.
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === undefined || value === '' ? undefined : value === 'true' || value === '1');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional().transform((value) => value || undefined),
  JWT_SECRET: z.string().optional().transform((value) => value || undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  SEED_DEMO: booleanFlag,
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  RECOVERY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  REDIS_URL: z.string().optional().transform((value) => value || undefined),
  SOCKET_SESSION_SWEEP_MS: z.coerce.number().int().min(100).default(15_000),
  REMINDER_CHECK_MS: z.coerce.number().int().min(0).default(60_000),
  SMTP_HOST: z.string().optional().transform((value) => value || undefined),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().default('LawnDesk <no-reply@lawndesk.test>'),
});

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… runs on PostgreSQL; otherwise embedded PGlite under dataDir (or in memory when dataDir is null). */
  databaseUrl?: string;
  jwtSecret?: string;
  logLevel: string;
  staticDir: string;
  seedDemo: boolean;
  loginFailureLimit: number;
  /** Recovery calls (codes, usernames) allowed per address every 15 minutes. */
  recoveryRateLimit: number;
  /** Used while System Settings has no mail host; without either every message goes to the outbox table only. */
  smtp?: SmtpSettings;
  /** redis://… shares socket events between API nodes. */
  redisUrl?: string;
  /** How often each node drops the sockets of ended sessions. */
  socketSessionSweepMs?: number;
  /** How often due reminders are announced to their assignees; unset or 0 turns it off (tests run it by hand). */
  reminderCheckMs?: number;
  /** Keep PGlite in memory: used by tests. */
  inMemory?: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    jwtSecret: parsed.JWT_SECRET,
    logLevel: parsed.LOG_LEVEL,
    staticDir: parsed.STATIC_DIR,
    seedDemo: parsed.SEED_DEMO ?? true,
    loginFailureLimit: parsed.LOGIN_FAILURE_LIMIT,
    recoveryRateLimit: parsed.RECOVERY_RATE_LIMIT,
    redisUrl: parsed.REDIS_URL,
    socketSessionSweepMs: parsed.SOCKET_SESSION_SWEEP_MS,
    reminderCheckMs: parsed.REMINDER_CHECK_MS,
    smtp: parsed.SMTP_HOST
      ? { host: parsed.SMTP_HOST, port: parsed.SMTP_PORT, user: parsed.SMTP_USER, pass: parsed.SMTP_PASS, from: parsed.SMTP_FROM }
      : undefined,
  };
}
