// The moments a customer hears about, against the fake Twilio and the SMTP sink: one message per consented channel, in
// the customer's language, never twice for one moment.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages } from '../../../server/db/schema';
import { deliverEmail } from '../../../server/modules/messaging/emailQueue';
import { messagingJobs, remindTomorrowsVisits, sendMoment } from '../../../server/modules/messaging';
import type { CustomerMessage } from '../../../common/schemas/customerMessage';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { bearer, signIn } from '../helpers';
import { momentsHarness, settledCount, waitFor } from '../momentsHarness';

const h = momentsHarness();

describe('sendMoment', () => {
  it('sends one e-mail and one text, in Spanish for a Spanish customer, once however often it is called', async () => {
    const { customer } = await h.newCustomer({ language: 'es', firstName: 'Lucía' });
    const moment = {
      moment: 'visit-moved',
      customer: customer._id,
      subjectId: 'wl-1',
      variables: { service: 'mow', date: '2026-06-09', cause: 'weather' },
    } as const;
    await Promise.all([sendMoment(h.t.app, moment), sendMoment(h.t.app, moment)]);
    await sendMoment(h.t.app, moment);
    // No visit of that id: the words say "su propiedad" where they would name its address; the date is written in Spanish.
    const body = 'Hola Lucía, por el clima su corte de césped en su propiedad pasó al 9 de junio de 2026.';
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([`LawnDesk: ${body} Responda PARAR para cancelar.`]);
    expect(await settledCount(() => h.mailsTo(customer.email!), 1)).toEqual([expect.stringContaining(body)]);
  });

  it('sends nothing on a channel without consent or without an address', async () => {
    const { customer: noText } = await h.newCustomer({ textService: false });
    const { customer: noMail } = await h.newCustomer({ emailService: false });
    const { customer: noAddress } = await h.newCustomer({ email: null });
    for (const customer of [noText, noMail, noAddress])
      await sendMoment(h.t.app, {
        moment: 'visit-moved',
        customer: customer._id,
        subjectId: `wl-${customer._id}`,
        variables: { service: 'mow', date: '2026-06-09' },
      });
    expect(await settledCount(() => h.mailsTo(noText.email!), 1)).toHaveLength(1);
    expect(await settledCount(() => h.textsTo(noMail.mobile!), 1)).toHaveLength(1);
    expect(await settledCount(() => h.textsTo(noAddress.mobile!), 1)).toHaveLength(1);
    expect(h.textsTo(noText.mobile!)).toEqual([]);
    expect(h.mailsTo(noMail.email!)).toEqual([]);
  });

  it('hands an e-mail tried again after a stop over with the same Message-ID, so a mailbox shows it once', async () => {
    const { customer } = await h.newCustomer();
    await sendMoment(h.t.app, {
      moment: 'visit-moved',
      customer: customer._id,
      subjectId: 'wl-stop',
      variables: { service: 'mow', date: '2026-06-10', cause: 'weather' },
    });
    await settledCount(() => h.mailsTo(customer.email!), 1);
    // A node stopped between the mail server's answer and the `sent` mark: the row is left `sending`, and once stale a
    // try hands it over again.
    const db = h.t.app.database.db;
    const [email] = await db.select().from(emailMessages).where(eq(emailMessages.to, customer.email!));
    await db
      .update(emailMessages)
      .set({ status: 'sending', updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(emailMessages._id, email._id));
    await deliverEmail(h.t.app, email._id);
    const headers = h.mailbox.mails
      .filter((mail) => mail.recipients.includes(customer.email!) && mail.finished)
      .map((mail) => /^message-id:\s*(.+)$/im.exec(mail.data.slice(0, mail.data.indexOf('\n\n')))?.[1]);
    expect(headers).toEqual([`<${email._id}@lawndesk.test>`, `<${email._id}@lawndesk.test>`]);
  });
});

describe('the day before a visit', () => {
  const today = '2031-04-07';
  const tomorrow = '2031-04-08';

  it('reminds each customer with a visit tomorrow once per consented channel, in their language, however often it runs', async () => {
    const { customer: english, property: house } = await h.newWorkLog(tomorrow, { firstName: 'Jo' });
    const { customer: spanish, property: casa } = await h.newWorkLog(tomorrow, { firstName: 'Inés', language: 'es' });
    const { customer: silent } = await h.newWorkLog(tomorrow, { textService: false, emailService: false });
    const { customer: later } = await h.newWorkLog('2031-04-09');
    // Two nodes at once, then a retry.
    await Promise.all([remindTomorrowsVisits(h.t.app, today), remindTomorrowsVisits(h.t.app, today)]);
    await remindTomorrowsVisits(h.t.app, today);

    expect(await settledCount(() => h.textsTo(english.mobile!), 1)).toEqual([
      `LawnDesk: Hi Jo, reminder: your lawn mowing at ${house.address} is tomorrow, 4/8/2031. Reply STOP to opt out.`,
    ]);
    expect(await settledCount(() => h.mailsTo(english.email!), 1)).toEqual([
      expect.stringContaining(`your lawn mowing at ${house.address} is tomorrow, 4/8/2031`),
    ]);
    expect(await settledCount(() => h.textsTo(spanish.mobile!), 1)).toEqual([
      `LawnDesk: Hola Inés, recordatorio: su corte de césped en ${casa.address} es mañana, 8 de abril de 2031. Responda PARAR para cancelar.`,
    ]);
    expect(await settledCount(() => h.mailsTo(spanish.email!), 1)).toEqual([
      expect.stringContaining(`su corte de césped en ${casa.address} es mañana, 8 de abril de 2031`),
    ]);
    expect([...h.textsTo(silent.mobile!), ...h.mailsTo(silent.email!), ...h.textsTo(later.mobile!), ...h.mailsTo(later.email!)]).toEqual(
      [],
    );
  });

  it('drops a reminder whose turn comes on the visit\'s own day, which would say "tomorrow", and staff see why', async () => {
    const db = h.t.app.database.db;
    // The day's cap was spent yesterday evening: the reminders of a visit today get their turn only now.
    const today = await businessToday(db);
    const { customer } = await h.newWorkLog(today, { firstName: 'Late' });
    await remindTomorrowsVisits(h.t.app, addDays(today, -1));
    const { token } = await signIn(h.t.app, h.business.users.csr.username);
    const list = async () =>
      (await h.t.app.inject({ method: 'GET', url: `/api/v1/customers/${customer._id}/messages`, headers: bearer(token) })).json()
        .data as CustomerMessage[];
    const messages = await waitFor(list, (rows) => rows.length === 2 && rows.every((row) => row.status === 'dropped'));
    expect(
      messages
        .map(({ channel, moment, dropReason }) => ({ channel, moment, dropReason }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    ).toEqual([
      { channel: 'email', moment: 'visit-eve', dropReason: 'day_passed' },
      { channel: 'sms', moment: 'visit-eve', dropReason: 'day_passed' },
    ]);
    expect([...h.textsTo(customer.mobile!), ...h.mailsTo(customer.email!)]).toEqual([]);
  });

  it('is a daily job in the morning', () => {
    expect(messagingJobs.scheduled?.find((job) => job.name === 'visit-eve')?.cron).toBe('0 9 * * *');
  });
});

describe('the messages staff see', () => {
  it('lists what a customer was sent, each channel with its moment and status, and sends one again', async () => {
    const { customer } = await h.newCustomer({ firstName: 'Ola' });
    await sendMoment(h.t.app, {
      moment: 'visit-moved',
      customer: customer._id,
      subjectId: `wl-${customer._id}`,
      variables: { service: 'bnb', date: '2026-06-09' },
    });
    await settledCount(() => h.textsTo(customer.mobile!), 1);
    const { token } = await signIn(h.t.app, h.business.users.csr.username);
    const list = async () =>
      (await h.t.app.inject({ method: 'GET', url: `/api/v1/customers/${customer._id}/messages`, headers: bearer(token) })).json()
        .data as CustomerMessage[];
    const messages = await waitFor(list, (rows) => rows.every((row) => row.status === 'sent'));
    expect(
      messages
        .map(({ channel, moment, status, to }) => ({ channel, moment, status, to }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    ).toEqual([
      { channel: 'email', moment: 'visit-moved', status: 'sent', to: customer.email },
      { channel: 'sms', moment: 'visit-moved', status: 'sent', to: customer.mobile },
    ]);
    const text = messages.find((row) => row.channel === 'sms')!;
    const resend = await h.t.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${customer._id}/messages/${text._id}/resend`,
      headers: bearer(token),
    });
    expect(resend.statusCode).toBe(200);
    const texts = await settledCount(() => h.textsTo(customer.mobile!), 2);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(texts[0]);
    expect((await list()).filter((row) => row.channel === 'sms').map((row) => row.moment)).toEqual(['visit-moved', 'visit-moved']);
    const stranger = await h.t.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${h.business.customer._id}/messages/${text._id}/resend`,
      headers: bearer(token),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
