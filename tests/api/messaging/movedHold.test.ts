// A "visit moved" message waits out the board's Undo before it goes (docs/messages.md "Checked when sent"): a move
// undone within it tells the customer nothing, a move kept is told once the wait is over. The wait is 4 s here.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, textMessages } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { bearer, signIn } from '../helpers';
import { momentsHarness, waitFor } from '../momentsHarness';

const HOLD_SECONDS = 4;
const h = momentsHarness(() => ({ movedMessageHoldSeconds: HOLD_SECONDS }));
const db = () => h.t.app.database.db;

async function move(workLogId: string, date: string) {
  const { token } = await signIn(h.t.app, h.business.users.csr.username);
  const response = await h.t.app.inject({
    method: 'POST',
    url: '/api/v1/work-logs/move',
    headers: bearer(token),
    payload: { ids: [workLogId], date },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
}

const textsOf = (customerId: string) =>
  db().select().from(textMessages).where(eq(textMessages.customerId, customerId)).orderBy(asc(textMessages.sequence));
const emailsOf = (customerId: string) =>
  db().select().from(emailMessages).where(eq(emailMessages.customerId, customerId)).orderBy(asc(emailMessages.sequence));
const settled = (rows: { status: string }[], count: number) =>
  rows.length === count && rows.every((row) => !['queued', 'held', 'retrying', 'sending'].includes(row.status));

describe('a "visit moved" message', () => {
  it('is not sent for a move undone within the wait: neither the move nor its undo reaches the customer', async () => {
    const date = addDays(await businessToday(db()), 20);
    const { customer, visit } = await h.newWorkLog(date);
    await move(visit._id, addDays(date, 1));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await textsOf(customer._id)).map((row) => row.status)).toEqual(['queued']);
    await move(visit._id, date);

    const texts = await waitFor(
      () => textsOf(customer._id),
      (rows) => settled(rows, 2),
    );
    const emails = await waitFor(
      () => emailsOf(customer._id),
      (rows) => settled(rows, 2),
    );
    for (const rows of [texts, emails])
      expect(rows.map((row) => [row.status, row.dropReason])).toEqual([
        ['dropped', expect.stringMatching(/^(visit_moved|superseded)$/)],
        ['dropped', 'already_told'],
      ]);
    expect(h.textsTo(customer.mobile!)).toEqual([]);
    expect(h.mailsTo(customer.email!)).toEqual([]);
  });

  it('goes once the wait is over for a move that is kept', async () => {
    const date = addDays(await businessToday(db()), 21);
    const moved = addDays(date, 2);
    const { customer, visit } = await h.newWorkLog(date);
    await move(visit._id, moved);
    const [text] = await waitFor(
      () => textsOf(customer._id),
      (rows) => settled(rows, 1),
    );
    expect(text.status).toBe('sent');
    expect(text.updatedAt.getTime() - text.createdAt.getTime()).toBeGreaterThanOrEqual((HOLD_SECONDS - 0.5) * 1000);
    const [month, dayOfMonth] = moved.split('-').slice(1).map(Number);
    expect(h.textsTo(customer.mobile!)).toEqual([expect.stringContaining(`has moved to ${month}/${dayOfMonth}/`)]);
  });
});
