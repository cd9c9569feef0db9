// One app with jobs against the fake Twilio and the SMTP sink, for the moments' tests: what reached each fake, decoded.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { customers, textMessages, workLogs } from '../../server/db/schema';
import { writeSettings } from '../../server/lib/settings';
import { type FakeTwilio, startFakeTwilio } from '../fakeTwilio';
import { mailText, type SmtpSink, startSmtpSink } from '../smtpSink';
import { addCustomer, buildBusiness, type Business } from './fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';

export const PUBLIC_URL = 'https://lawn.example.com';

/** `more`: options of the app beyond these (read when it starts, so a fake started in an earlier beforeAll can be named). */
export function momentsHarness(more: () => Parameters<typeof createTestApp>[0] = () => ({})) {
  const h = {} as { t: TestApp; twilio: FakeTwilio; mailbox: SmtpSink; business: Business };
  beforeAll(async () => {
    h.twilio = await startFakeTwilio();
    h.mailbox = await startSmtpSink();
    h.t = await createTestApp({
      jobs: true,
      jobsPollSeconds: 0.5,
      publicUrl: PUBLIC_URL,
      smtp: { host: '127.0.0.1', port: h.mailbox.port, from: 'no-reply@lawndesk.test' },
      twilio: { apiUrl: h.twilio.url, accountSid: 'AC0001', authToken: 'twilio-test-token', from: '+15125550000' },
      ...more(),
    });
    h.business = await buildBusiness(h.t.app);
    await h.t.app.ready();
  });
  afterAll(async () => {
    await h.t.close();
    await h.twilio.close();
    await h.mailbox.close();
  });
  beforeEach(() => writeSettings(h.t.app.database.db, { textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 } }));

  let customersMade = 0;
  let crewToken: string | undefined;
  return Object.assign(h, {
    /** The demo crew completes a work log, as its phone does. */
    async complete(workLogId: string) {
      crewToken ??= (await signIn(h.t.app, h.business.users.crew.username, 'crew')).token;
      const response = await h.t.app.inject({
        method: 'PUT',
        url: `/api/v1/work-logs/${workLogId}/status`,
        headers: bearer(crewToken),
        payload: { action: 'complete' },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    },
    async newCustomer(values: Partial<typeof customers.$inferInsert> = {}) {
      // A number of its own per customer: a random one met an earlier customer's now and then, whose texts it then read.
      const tag = String(++customersMade).padStart(4, '0');
      return addCustomer(h.t.app.database.db, h.business.market._id, {
        mobile: `512556${tag}`,
        email: `moment${tag}@example.com`,
        ...values,
      });
    },
    /** A new customer (with `customerValues`) and one visit of their mow, pending on `date`, to the fixture's crew. */
    async newWorkLog(
      date: string,
      customerValues: Partial<typeof customers.$inferInsert> = {},
      values: Partial<typeof workLogs.$inferInsert> = {},
    ) {
      const { customer, property, service } = await this.newCustomer(customerValues);
      const [visit] = await h.t.app.database.db
        .insert(workLogs)
        .values({
          propertyId: property._id,
          customerId: customer._id,
          serviceId: service._id,
          serviceType: 'mow',
          vendorId: h.business.crew.vendorId,
          crewId: h.business.crew._id,
          date,
          plannedDate: date,
          price: 45,
          ...values,
        })
        .returning();
      return { customer, property, visit };
    },
    /** The "visit done" text a work log's completion sent its customer, once it is written (undefined if none came). */
    async visitDoneText(customerId: string, workLogId: string): Promise<string | undefined> {
      const [text] = await waitFor(
        () =>
          h.t.app.database.db
            .select({ body: textMessages.body })
            .from(textMessages)
            .where(and(eq(textMessages.customerId, customerId), like(textMessages.moment, `visit-done:${workLogId}%`))),
        (rows) => rows.length > 0,
      );
      return text?.body;
    },
    textsTo: (mobile: string) =>
      h.twilio.requests.filter((request) => request.form.To === `+1${mobile}`).map((request) => request.form.Body),
    mailsTo: (address: string) =>
      h.mailbox.mails.filter((mail) => mail.recipients.includes(address) && mail.data).map((mail) => mailText(mail.data)),
  });
}

export async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 45_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until each channel got `count` messages, then a little more, so a late duplicate shows. */
export async function settledCount(read: () => string[], count: number) {
  await waitFor(read, (messages) => messages.length >= count);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return read();
}
