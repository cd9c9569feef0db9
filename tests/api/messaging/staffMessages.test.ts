// Messages staff send by hand: a per-user limit from System Settings answered 429 in the user's words,
// and a Resend of one message within a minute that sends once however many times it is clicked.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailTemplates, staffSends, textMessages } from '../../../server/db/schema';
import { readSettings, writeSettings } from '../../../server/lib/settings';
import { queueText } from '../../../server/modules/messaging';
import { bearer, signIn } from '../helpers';
import { momentsHarness } from '../momentsHarness';

const h = momentsHarness();
beforeEach(() => h.t.app.database.db.delete(staffSends));

async function tokenOf(who: 'csr' | 'admin') {
  return (await signIn(h.t.app, h.business.users[who].username)).token;
}

async function gateTemplate() {
  const [row] = await h.t.app.database.db
    .insert(emailTemplates)
    .values({ name: `Gate ${Math.random()}`, status: 'active', type: 'customer', subject: 'Gate', htmlBody: '<p>Hi</p>', alterBody: 'Hi' })
    .returning();
  return row;
}

const textsOf = (customerId: string) => h.t.app.database.db.select().from(textMessages).where(eq(textMessages.customerId, customerId));

describe('messages sent by staff', () => {
  it('refuses a user past the limit in System Settings with 429; another user still sends', async () => {
    await writeSettings(h.t.app.database.db, { staffMessages: { perUser: 3, windowMinutes: 10, perRecipient: 50 } });
    const gate = await gateTemplate();
    const [csr, admin] = [await tokenOf('csr'), await tokenOf('admin')];
    const send = async (token: string) => {
      const { customer } = await h.newCustomer();
      return h.t.app.inject({
        method: 'POST',
        url: `/api/v1/customers/${customer._id}/messages`,
        headers: bearer(token),
        payload: { templateId: gate._id, channel: 'sms' },
      });
    };
    const answers = await Promise.all([send(csr), send(csr), send(csr), send(csr), send(csr)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!.json();
    expect(refused).toMatchObject({
      message: 'You have sent 3 messages in 10 minutes, the most allowed: wait a few minutes and send again.',
      messageKey: 'server.messages.staff_limit',
      params: { max: 3, minutes: 10 },
    });
    expect((await send(admin)).statusCode).toBe(201);
    await writeSettings(h.t.app.database.db, { staffMessages: { perUser: 4, windowMinutes: 10, perRecipient: 50 } });
    expect((await send(csr)).statusCode).toBe(201);
  });

  it('lets only settings_secrets change the limit: a csr cannot raise its own', async () => {
    await writeSettings(h.t.app.database.db, { staffMessages: { perUser: 3, windowMinutes: 10, perRecipient: 50 } });
    const put = (token: string, perUser: number) =>
      h.t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings',
        headers: bearer(token),
        payload: { staffMessages: { perUser, windowMinutes: 10 } },
      });
    const refused = await put(await tokenOf('csr'), 1000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toHaveProperty(['staffMessages.perUser']);
    expect((await readSettings(h.t.app.database.db, ['staffMessages'])).staffMessages.perUser).toBe(3);
    expect((await put(await tokenOf('admin'), 50)).statusCode).toBe(200);
    expect((await readSettings(h.t.app.database.db, ['staffMessages'])).staffMessages.perUser).toBe(50);
  });

  it('sends a message once for 20 Resend clicks within a minute, each answered as the first', async () => {
    const { customer } = await h.newCustomer();
    const id = await queueText(h.t.app, {
      to: customer.mobile!,
      body: 'Your visit is tomorrow.',
      kind: 'service',
      language: 'en',
      customerId: customer._id,
      moment: `visit-eve:${customer._id}`,
    });
    const token = await tokenOf('csr');
    const resend = () =>
      h.t.app.inject({ method: 'POST', url: `/api/v1/customers/${customer._id}/messages/${id}/resend`, headers: bearer(token) });
    const answers = await Promise.all(Array.from({ length: 20 }, resend));
    expect(answers.map((answer) => [answer.statusCode, answer.json().data])).toEqual(
      Array.from({ length: 20 }, () => [200, { channel: 'sms' }]),
    );
    expect(await textsOf(customer._id)).toHaveLength(2);
    // A minute later the same click sends again.
    await h.t.app.database.db.update(staffSends).set({ createdAt: new Date(Date.now() - 61_000) });
    expect((await resend()).statusCode).toBe(200);
    expect(await textsOf(customer._id)).toHaveLength(3);
  });
});
