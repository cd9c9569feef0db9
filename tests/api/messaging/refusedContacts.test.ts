// Addresses and numbers the providers refuse: a mail server's temporary refusal is tried again later, a
// final one is kept with its reason; a recipient or number refused for good flags the customer record, staff see it,
// moments stop using it, and a new address or number clears it.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../../../common/schemas/customerRecord';
import { customers, emailMessages } from '../../../server/db/schema';
import { sendMoment } from '../../../server/modules/messaging';
import { deliverEmail } from '../../../server/modules/messaging/emailQueue';
import { bearer, signIn } from '../helpers';
import { momentsHarness, settledCount, waitFor } from '../momentsHarness';

const h = momentsHarness();

const moved = (customerId: string, subjectId: string) =>
  sendMoment(h.t.app, { moment: 'visit-moved', customer: customerId, subjectId, variables: { service: 'mow', date: '2031-06-09' } });

const emailOf = async (customerId: string) =>
  waitFor(
    async () => (await h.t.app.database.db.select().from(emailMessages).where(eq(emailMessages.customerId, customerId)))[0],
    (row) => row !== undefined && !['queued', 'sending'].includes(row.status),
  );

async function staffView(customerId: string): Promise<CustomerRecord> {
  const { token } = await signIn(h.t.app, h.business.users.csr.username);
  return (await h.t.app.inject({ url: `/api/v1/customers/${customerId}`, headers: bearer(token) })).json() as CustomerRecord;
}

describe('refused addresses and numbers', () => {
  it('flags a number Twilio says is invalid, texts it no more, and texts again once staff change the number', async () => {
    const { customer } = await h.newCustomer({ firstName: 'Rita' });
    h.twilio.answerNext({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } });
    await moved(customer._id, 'refused-1');
    await waitFor(
      () => staffView(customer._id),
      (record) => record.mobileInvalid !== null,
    );
    const record = await staffView(customer._id);
    expect(record.mobileInvalid).toEqual({ reason: "The 'To' number is not a valid phone number.", at: expect.any(String) });
    expect(record.emailInvalid).toBeNull();

    await moved(customer._id, 'refused-2');
    expect(await settledCount(() => h.mailsTo(customer.email!), 2)).toHaveLength(2);
    expect(h.textsTo(customer.mobile!)).toHaveLength(1);

    const mobile = `512557${customer.mobile!.slice(-4)}`;
    await h.t.app.database.db.update(customers).set({ mobile }).where(eq(customers._id, customer._id));
    expect((await staffView(customer._id)).mobileInvalid).toBeNull();
    await moved(customer._id, 'refused-3');
    expect(await settledCount(() => h.textsTo(mobile), 1)).toHaveLength(1);
  });

  it('flags an address the mail server says does not exist and keeps its words; other changes leave the flag', async () => {
    const { customer } = await h.newCustomer({ firstName: 'Omar' });
    h.mailbox.refuse(customer.email!, '550 5.1.1 <omar>: Recipient address rejected: User unknown');
    await moved(customer._id, 'gone-1');
    const email = await emailOf(customer._id);
    expect(email).toMatchObject({ status: 'failed', attempts: 1 });
    expect(email.errorMessage).toContain('User unknown');
    expect((await staffView(customer._id)).emailInvalid?.reason).toContain('User unknown');

    // A change to something else (the language) keeps the flag; the texts still go.
    await h.t.app.database.db.update(customers).set({ language: 'es' }).where(eq(customers._id, customer._id));
    expect((await staffView(customer._id)).emailInvalid).not.toBeNull();
    await moved(customer._id, 'gone-2');
    expect(await settledCount(() => h.textsTo(customer.mobile!), 2)).toHaveLength(2);
    const emails = await h.t.app.database.db.select().from(emailMessages).where(eq(emailMessages.customerId, customer._id));
    expect(emails).toHaveLength(1);
  });

  it('tries a temporarily refused e-mail again later, then delivers it once', async () => {
    const { customer } = await h.newCustomer({ firstName: 'Tess' });
    h.mailbox.refuse(customer.email!, '451 4.7.1 Greylisted, please try again later', 1);
    await moved(customer._id, 'later-1');
    const email = await waitFor(
      () => emailOf(customer._id),
      (row) => row.status === 'retrying',
    );
    expect(email).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(email.errorMessage).toContain('Greylisted');
    // The next try waits a minute in the queue (queued just after the row says `retrying`).
    const { rows } = await waitFor(
      () =>
        h.t.app.database.db.execute<{ waits: number }>(
          sql`select extract(epoch from start_after - now())::int as waits from pgboss.job where name = 'email-send' and data->>'emailId' = ${email._id} and state = 'created'`,
        ),
      (result) => result.rows.length > 0,
    );
    expect(rows.map((row) => row.waits)).toEqual([expect.any(Number)]);
    expect(rows[0].waits).toBeGreaterThan(40);
    expect(rows[0].waits).toBeLessThanOrEqual(60);

    // That try, run now, delivers it; another run sends nothing more.
    await deliverEmail(h.t.app, email._id);
    await deliverEmail(h.t.app, email._id);
    const [sent] = await h.t.app.database.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages._id, email._id), eq(emailMessages.status, 'sent')));
    expect(sent).toMatchObject({ attempts: 2, errorMessage: null });
    expect(await settledCount(() => h.mailsTo(customer.email!), 1)).toHaveLength(1);
    expect((await staffView(customer._id)).emailInvalid).toBeNull();
  });
});
