// One message from a template (POST /customers/{id}/messages): staff send an active template by e-mail or
// text, filled from the customer's property; it arrives once, lists in the Messages tab, and is refused without the
// customer's consent, to a refused number, from an inactive template, and to a crew.
import { describe, expect, it } from 'vitest';
import type { CustomerMessage } from '../../../common/schemas/customerMessage';
import { eq } from 'drizzle-orm';
import { emailTemplates, signInLinks } from '../../../server/db/schema';
import { bearer, signIn } from '../helpers';
import { momentsHarness, settledCount } from '../momentsHarness';

const h = momentsHarness();

async function template(values: Partial<typeof emailTemplates.$inferInsert> = {}) {
  const [row] = await h.t.app.database.db
    .insert(emailTemplates)
    .values({
      name: `Gate ${Math.random()}`,
      status: 'active',
      type: 'customer',
      subject: 'Gate code for {{serviceAddress}}',
      htmlBody: '<p>Hi {{firstName}}</p>',
      alterBody: 'Hi {{firstName}}, please send us the gate code for {{serviceAddress}}.',
      ...values,
    })
    .returning();
  return row;
}

async function send(customerId: string, body: object, who: 'csr' | 'crew' = 'csr') {
  const { token } = await signIn(h.t.app, h.business.users[who].username, who === 'crew' ? 'crew' : 'admin');
  return h.t.app.inject({ method: 'POST', url: `/api/v1/customers/${customerId}/messages`, headers: bearer(token), payload: body });
}

describe('a message from a template', () => {
  it('sends the template filled from the property, by e-mail and by text, and lists both', async () => {
    const { customer, property } = await h.newCustomer({ firstName: 'Gina' });
    const gate = await template();
    expect((await send(customer._id, { templateId: gate._id, channel: 'email' })).statusCode).toBe(201);
    expect((await send(customer._id, { templateId: gate._id, channel: 'sms' })).statusCode).toBe(201);
    const body = `Hi Gina, please send us the gate code for ${property.address}.`;
    expect(await settledCount(() => h.mailsTo(customer.email!), 1)).toEqual([expect.stringContaining(body)]);
    expect(await settledCount(() => h.textsTo(customer.mobile!), 1)).toEqual([`LawnDesk: ${body} Reply STOP to opt out.`]);

    const { token } = await signIn(h.t.app, h.business.users.csr.username);
    const listed = (await h.t.app.inject({ url: `/api/v1/customers/${customer._id}/messages`, headers: bearer(token) })).json()
      .data as CustomerMessage[];
    expect(listed.map((message) => [message.channel, message.moment, message.subject])).toEqual(
      expect.arrayContaining([
        ['email', 'template', `Gate code for ${property.address}`],
        ['sms', 'template', null],
      ]),
    );
  });

  it('refuses without consent, to a refused number, from an inactive template, an unknown channel, and to a crew', async () => {
    const { customer } = await h.newCustomer({ textService: false, marketingOptIn: false });
    const gate = await template();
    const offer = await template({ type: 'marketing', subject: 'Spring offer', alterBody: 'Aeration at 20% off' });
    const old = await template({ status: 'inactive' });
    const cases = [
      [{ templateId: gate._id, channel: 'sms' }, 409, 'server.messages.no_consent_text'],
      [{ templateId: offer._id, channel: 'email' }, 409, 'server.messages.no_consent_email'],
      [{ templateId: old._id, channel: 'email' }, 400, 'server.messages.template_inactive'],
      [{ templateId: gate._id, channel: 'fax' }, 400, undefined],
    ] as const;
    for (const [body, status, message] of cases) {
      const response = await send(customer._id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(response.json().messageKey).toBe(message);
    }
    const { customer: landline } = await h.newCustomer({ mobileInvalid: 'not a mobile', mobileInvalidAt: new Date() });
    expect((await send(landline._id, { templateId: gate._id, channel: 'sms' })).json().messageKey).toBe('server.messages.mobile_refused');
    expect((await send(customer._id, { templateId: gate._id, channel: 'email' }, 'crew')).statusCode).toBe(403);
    expect(h.mailsTo(customer.email!)).toEqual([]);
    expect(h.textsTo(landline.mobile!)).toEqual([]);
  });

  it('fills {{portalLink}} with the customer’s own sign-in link, a new one per message, and previews it without making one', async () => {
    const { customer } = await h.newCustomer({ firstName: 'Pia' });
    const account = await template({ subject: 'Your account', alterBody: 'Hi {{firstName}}, see your account: {{portalLink}}' });
    const { token } = await signIn(h.t.app, h.business.users.csr.username);
    const preview = await h.t.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${customer._id}/previewMail`,
      headers: bearer(token),
      payload: { templateId: account._id },
    });
    expect(preview.json().data.text).toBe('Hi Pia, see your account: /sign-in-link/…');
    const linksBefore = await h.t.app.database.db.select().from(signInLinks).where(eq(signInLinks.customerId, customer._id));
    expect(linksBefore).toEqual([]);

    expect((await send(customer._id, { templateId: account._id, channel: 'sms' })).statusCode).toBe(201);
    expect((await send(customer._id, { templateId: account._id, channel: 'email' })).statusCode).toBe(201);
    const [text] = await settledCount(() => h.textsTo(customer.mobile!), 1);
    const [mail] = await settledCount(() => h.mailsTo(customer.email!), 1);
    const linkOf = (message: string) => /https:\/\/lawn\.example\.com\/sign-in-link\/([\w-]{43})/.exec(message)?.[1];
    expect(text).toMatch(
      /^LawnDesk: Hi Pia, see your account: https:\/\/lawn\.example\.com\/sign-in-link\/[\w-]{43} Reply STOP to opt out\.$/,
    );
    expect(linkOf(mail)).toBeDefined();
    expect(linkOf(mail)).not.toBe(linkOf(text));
    const used = await h.t.app.inject({ method: 'POST', url: '/api/v1/users/login/sign-in-link/use', payload: { token: linkOf(text) } });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data).toMatchObject({ type: 'customer' });
  });
});
