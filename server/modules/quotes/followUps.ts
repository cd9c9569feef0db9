// The follow-up of a sent quote the customer has not opened after the setting's days (`quotes.followUpDays`, 0: never):
// one message per quote, claimed by marking `followed_up_at` before it is queued, so two nodes or a retry send it once.
// An expired quote is not followed up: staff extend it first.
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { quotes } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { readSettings } from '../../lib/settings';
import { quoteLink } from './links';
import { latestVersion } from './quoteRepository';
import { sendQuoteMessages } from './quoteMessages';
import { versionTaxOf } from './quoteTax';
import { recipientOf } from './recipients';
import { quoteTotals } from './rules';

const DAY_MS = 86_400_000;
/** Quotes followed up per run; the rest wait for the next hour. */
const BATCH = 200;

/** Follows up the quotes due; answers how many got a message. */
export async function followUpUnopenedQuotes(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db } = app.database;
  const { quotes: setting } = await readSettings(db, ['quotes']);
  if (!setting.followUpDays) return 0;
  // Without a site address no link can be made: the run fails here, before a quote is marked followed up.
  await app.site.required();
  const today = await businessToday(db);
  const due = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.status, 'sent'),
        isNull(quotes.openedAt),
        isNull(quotes.followedUpAt),
        lt(quotes.sentAt, new Date(now.getTime() - setting.followUpDays * DAY_MS)),
        gte(quotes.expiresOn, today),
      ),
    )
    .orderBy(asc(quotes.sentAt))
    .limit(BATCH);
  let followed = 0;
  for (const candidate of due) {
    const claimed = await app.events.transaction(async (tx) => {
      const [quote] = await tx
        .update(quotes)
        .set({ followedUpAt: now })
        .where(and(eq(quotes._id, candidate._id), eq(quotes.status, 'sent'), isNull(quotes.openedAt), isNull(quotes.followedUpAt)))
        .returning();
      if (quote) await app.events.emit(tx, 'quote.changed', { quoteId: quote._id, leadId: quote.leadId, change: 'followed-up' });
      return quote;
    });
    if (!claimed) continue;
    const [recipient, version] = await Promise.all([recipientOf(db, claimed), latestVersion(db, claimed)]);
    const link = await quoteLink(app, claimed);
    if (!recipient || !link) continue;
    const { lineTaxCents } = await versionTaxOf(db, claimed, version);
    const sent = await sendQuoteMessages(app, {
      quote: claimed,
      recipient,
      link,
      totalCents: quoteTotals(version.lines, lineTaxCents).totalCents,
      moment: `quote-follow-up:${claimed._id}`,
      kind: 'follow-up',
      text: true,
    });
    if (sent.email || sent.text) followed += 1;
  }
  return followed;
}
