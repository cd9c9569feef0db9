// Failure counts behind the sign-in and recovery limits, kept in the database so that every API node sees the same.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { failureCounters } from '../../db/schema';

export interface SignInLimits {
  /** Failed sign-ins on one account (from any address) that lock it. */
  accountFailureLimit: number;
  /** Failed sign-ins from one address (on any accounts) after which it is refused. */
  addressFailureLimit: number;
  /** Failures on one account after which each further try waits, twice as long as the one before. */
  delayAfterFailures: number;
  firstDelayMs: number;
  /** How long a lock lasts, and how long a failure counts. */
  lockoutMs: number;
}

export interface FailureRule {
  subject: string;
  limit: number;
  /** A failure older than this is forgotten; reaching the limit locks the subject for as long. */
  windowMs: number;
  /** Growing waits before the lock, when the rule has them. */
  delay?: { afterFailures: number; firstMs: number };
}

export interface Refusal {
  subject: string;
  kind: 'locked' | 'wait';
  retryAfterSeconds: number;
}

/** Rows of every kind are kept at least this long, so a short window never prunes a longer one's counts. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const milliseconds = (ms: number) => sql`(${Math.round(ms)}::bigint * interval '1 millisecond')`;

export const accountSubject = (userId: string) => `account:${userId}`;

export const signInRules = (limits: SignInLimits, account: string, address: string): FailureRule[] => [
  {
    subject: account,
    limit: limits.accountFailureLimit,
    windowMs: limits.lockoutMs,
    delay: { afterFailures: limits.delayAfterFailures, firstMs: limits.firstDelayMs },
  },
  { subject: address, limit: limits.addressFailureLimit, windowMs: limits.lockoutMs },
];

function waitMs(failures: number, rule: FailureRule): number {
  if (!rule.delay || failures < rule.delay.afterFailures) return 0;
  return Math.min(rule.delay.firstMs * 2 ** (failures - rule.delay.afterFailures), rule.windowMs);
}

export function failureCounter(db: Db) {
  return {
    /** The first rule that refuses a try now, judged by the database's clock. */
    async refusal(rules: FailureRule[]): Promise<Refusal | undefined> {
      const rows = await db
        .select({
          subject: failureCounters.subject,
          failures: failureCounters.failures,
          lockedForMs: sql<number>`extract(epoch from (${failureCounters.lockedUntil} - now())) * 1000`.mapWith(Number),
          sinceLastMs: sql<number>`extract(epoch from (now() - ${failureCounters.lastFailureAt})) * 1000`.mapWith(Number),
        })
        .from(failureCounters)
        .where(
          inArray(
            failureCounters.subject,
            rules.map((rule) => rule.subject),
          ),
        );
      for (const rule of rules) {
        const row = rows.find((candidate) => candidate.subject === rule.subject);
        if (!row) continue;
        if (row.lockedForMs > 0) return { subject: rule.subject, kind: 'locked', retryAfterSeconds: Math.ceil(row.lockedForMs / 1000) };
        if (row.sinceLastMs > rule.windowMs) continue;
        const remainingMs = waitMs(row.failures, rule) - row.sinceLastMs;
        if (remainingMs > 0) return { subject: rule.subject, kind: 'wait', retryAfterSeconds: Math.ceil(remainingMs / 1000) };
      }
      return undefined;
    },

    /** One atomic upsert per rule, so that tries racing on several nodes are all counted. */
    async recordFailure(rules: FailureRule[]): Promise<void> {
      for (const rule of rules) {
        const counted = sql`case when ${failureCounters.lastFailureAt} < now() - ${milliseconds(rule.windowMs)} then 1 else ${failureCounters.failures} + 1 end`;
        await db
          .insert(failureCounters)
          .values({ subject: rule.subject, failures: 1, lockedUntil: rule.limit <= 1 ? sql`now() + ${milliseconds(rule.windowMs)}` : null })
          .onConflictDoUpdate({
            target: failureCounters.subject,
            set: {
              failures: counted,
              lastFailureAt: sql`now()`,
              lockedUntil: sql`case when ${counted} >= ${rule.limit} then now() + ${milliseconds(rule.windowMs)} else ${failureCounters.lockedUntil} end`,
            },
          });
      }
      const forgetAfterMs = Math.max(FORGET_AFTER_MS, ...rules.map((rule) => rule.windowMs));
      await db
        .delete(failureCounters)
        .where(
          and(
            lt(failureCounters.lastFailureAt, sql`now() - ${milliseconds(forgetAfterMs)}`),
            or(isNull(failureCounters.lockedUntil), lt(failureCounters.lockedUntil, sql`now()`)),
          ),
        );
    },

    async clear(subject: string): Promise<void> {
      await db.delete(failureCounters).where(eq(failureCounters.subject, subject));
    },
  };
}
