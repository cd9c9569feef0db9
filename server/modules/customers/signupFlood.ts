// Public sign-ups in total (issue 65): the per-address limit stops one sender, not 25 addresses at once. At most
// `perHour` sign-ups are kept in any hour, counted under one lock so two at the limit count each other; past it the
// page answers 429 and the office is told once an hour that sign-ups are being refused.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withParams } from '../../../common/i18n/catalog';
import { notifications, signups } from '../../db/schema';
import type { Tx } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';

/** Sign-ups kept in an hour, whoever sends them; a business's real sign-ups come a few a day. */
export const SIGNUPS_PER_HOUR = 30;
const HOUR = sql`now() - interval '1 hour'`;
const lock = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

export class SignupFlood extends HttpProblem {
  constructor() {
    super(429, 'server.signups.too_many');
  }
}

/** In the sign-up's transaction, before it is kept: refuses it when the hour's sign-ups reached the limit. */
export async function refuseSignupFlood(tx: Tx, perHour: number) {
  await lock(tx, 'signups:hour');
  const [{ kept }] = await tx.select({ kept: count() }).from(signups).where(gt(signups.createdAt, HOUR));
  if (kept >= perHour) throw new SignupFlood();
}

/** Tells the office once an hour that sign-ups are refused (the first refusal of the hour; later ones add nothing). */
export async function tellOfficeOfFlood(app: FastifyInstance, perHour: number) {
  await app.notifier.transaction(async (tx, notify) => {
    await lock(tx, 'signups:flood-notice');
    const [told] = await tx
      .select({ _id: notifications._id })
      .from(notifications)
      .where(and(eq(notifications.type, 'signup-flood'), gt(notifications.createdAt, HOUR)))
      .limit(1);
    if (told) return;
    await notify.staff({
      type: 'signup-flood',
      title: 'notifications.signup_flood_title',
      message: withParams('notifications.signup_flood_message', { max: perHour }),
      additionalData: {},
    });
  });
}
