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
});

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
  };
}
