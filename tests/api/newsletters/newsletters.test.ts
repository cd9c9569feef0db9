// Newsletters: the audience and its count, opt-outs respected (at creation and while sending), a send interrupted
// mid-batch that resumes without sending anybody twice, the unsubscribe link, and the system accounts page.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailTemplates, newsletterRecipients, newsletters, outbox } from '../../../server/db/schema';
import { sendBatch } from '../../../server/modules/newsletters/sender';
import { customerOfToken } from '../../../server/modules/newsletters/unsubscribeToken';
import type { Message } from '../../../server/modules/messaging';
import { addCustomer, addMarket, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

describe('newsletters', () => {
  let t: TestApp;
  let business: Business;
  let adminToken: string;
  let csrToken: string;
  let templateId: string;
  let dallasId: string;
  const db = () => t.app.database.db;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = adminToken) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const content = {
    subject: 'Aeration for {{firstName}}',
    htmlBody: '<p>Hi {{firstName}} at {{serviceAddress}}</p>',
    alterBody: 'Hi {{firstName}} at {{serviceAddress}}',
  };
  const outboxTo = async (to: string) => (await db().select().from(outbox).where(eq(outbox.to, to))).length;

  beforeAll(async () => {
    t = await createTestApp();
    business = await buildBusiness(t.app);
    adminToken = (await signIn(t.app, business.users.admin.username)).token;
    csrToken = (await signIn(t.app, business.users.csr.username)).token;
    const [template] = await db()
      .insert(emailTemplates)
      .values({ name: 'Spring offer', status: 'active', type: 'marketing', ...content })
      .returning();
    templateId = template._id;
    const dallas = await addMarket(db(), { name: 'Dallas', zipCodes: ['75201'] });
    dallasId = dallas._id;
  });
  afterAll(() => t?.close());

  /** A market of its own per test, so each audience holds exactly the customers the test made. */
  async function marketWith(optedIn: number, optedOut: number, withoutEmail = 0) {
    const market = await addMarket(db(), { name: `M${Math.random().toString(36).slice(2, 8)}`, zipCodes: [] });
    const made = [];
    for (let index = 0; index < optedIn; index++) made.push((await addCustomer(db(), market._id, { marketingOptIn: true })).customer);
    for (let index = 0; index < optedOut; index++) made.push((await addCustomer(db(), market._id, { marketingOptIn: false })).customer);
    for (let index = 0; index < withoutEmail; index++)
      made.push((await addCustomer(db(), market._id, { marketingOptIn: true, email: null })).customer);
    return { marketId: market._id, customers: made };
  }

  const recipientsOf = async (newsletterId: string) =>
    db().select().from(newsletterRecipients).where(eq(newsletterRecipients.newsletterId, newsletterId)).orderBy(newsletterRecipients._id);

  it('counts the audience before sending: opted-in with an address, opted out, no address', async () => {
    const { marketId } = await marketWith(3, 2, 1);
    const counted = await call('POST', '/news-letters/audience-count', { marketIds: [marketId] });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().data).toEqual({ total: 6, willReceive: 3, noOptIn: 2, noEmail: 1 });
    const bySource = await call('POST', '/news-letters/audience-count', { marketIds: [marketId], sources: ['yelp'] });
    expect(bySource.json().data.total).toBe(0);
    const noBnb = await call('POST', '/news-letters/audience-count', { marketIds: [marketId], serviceTypes: ['bnb'] });
    expect(noBnb.json().data.total).toBe(0);
  });

  it('sends to the opted-in only, records the skipped with their reason, and never mails an opted-out customer', async () => {
    const { marketId, customers: made } = await marketWith(2, 1, 1);
    const created = await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } }, csrToken);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'sending', counts: { total: 4, pending: 2, skipped: 2, sent: 0 } });
    const id = created.json()._id;
    expect(await sendBatch(t.app, id)).toEqual({ state: 'done' });
    const detail = (await call('GET', `/news-letters/${id}`)).json();
    expect(detail).toMatchObject({ status: 'completed', counts: { total: 4, pending: 0, sent: 2, skipped: 2, failed: 0 } });
    const [optedIn, other, optedOut] = made;
    expect(await outboxTo(optedIn.email!)).toBe(1);
    expect(await outboxTo(other.email!)).toBe(1);
    expect(await outboxTo(optedOut.email!)).toBe(0);
    const reasons = (await recipientsOf(id))
      .filter((row) => row.status === 'skipped')
      .map((row) => row.reason)
      .sort();
    expect(reasons).toEqual(['no_email', 'no_opt_in']);
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, optedIn.email!));
    expect(mail.subject).toBe(`Aeration for ${optedIn.firstName}`);
    expect(mail.text).toMatch(/\/unsubscribe\?token=/);
  });

  it('skips a customer who opts out while the newsletter is sending', async () => {
    const { marketId, customers: made } = await marketWith(3, 0);
    const id = (await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).json()._id;
    await db().update(customers).set({ marketingOptIn: false }).where(eq(customers._id, made[2]._id));
    await sendBatch(t.app, id);
    expect(await outboxTo(made[2].email!)).toBe(0);
    const row = (await recipientsOf(id)).find((recipient) => recipient.customerId === made[2]._id);
    expect(row).toMatchObject({ status: 'skipped', reason: 'no_opt_in' });
  });

  it('resumes a send that died mid-batch without sending anybody twice', async () => {
    const { marketId } = await marketWith(6, 0);
    const id = (await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).json()._id;
    const sent: string[] = [];
    // The process "dies" while the third message is under way: that run never goes on, as a killed process would not.
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    const dying = async (message: Message) => {
      if (sent.length === 2) {
        died();
        return new Promise<never>(() => {});
      }
      sent.push(message.to);
      return t.app.messenger.deliver(message);
    };
    void sendBatch(t.app, id, { deliver: dying });
    await death;
    const afterCrash = await recipientsOf(id);
    expect(afterCrash.map((row) => row.status).sort()).toEqual(['pending', 'pending', 'pending', 'sending', 'sent', 'sent']);
    const claimed = afterCrash.find((row) => row.status === 'sending')!;

    // Until its lease runs out, nobody else takes over from the dead run.
    expect((await sendBatch(t.app, id)).state).toBe('busy');
    await db()
      .update(newsletters)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(newsletters._id, id));
    expect(await sendBatch(t.app, id)).toEqual({ state: 'done' });

    const rows = await recipientsOf(id);
    for (const row of rows) expect(await outboxTo(row.email!), row.email!).toBe(row.status === 'sent' ? 1 : 0);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(5);
    // The one claimed when the run died may or may not have left: it is never sent again.
    expect(rows.find((row) => row._id === claimed._id)).toMatchObject({ status: 'failed', reason: 'interrupted' });
    expect(sent).toHaveLength(2);
  });

  it('hands the rest to the next batch, and a second run at the same time sends nothing', async () => {
    const { marketId } = await marketWith(5, 0);
    const id = (await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).json()._id;
    // The first run is held inside its first delivery, so the second surely starts while the first holds the lease.
    let delivering!: () => void;
    const inDelivery = new Promise<void>((resolve) => (delivering = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = async (message: Message) => {
      delivering();
      await released;
      return t.app.messenger.deliver(message);
    };
    const first = sendBatch(t.app, id, { batchSize: 2, deliver: held });
    await inDelivery;
    expect((await sendBatch(t.app, id, { batchSize: 2 })).state).toBe('busy');
    release();
    expect(await first).toEqual({ state: 'more' });
    expect(await sendBatch(t.app, id, { batchSize: 2 })).toEqual({ state: 'more' });
    expect(await sendBatch(t.app, id, { batchSize: 2 })).toEqual({ state: 'done' });
    const rows = await recipientsOf(id);
    for (const row of rows) expect(await outboxTo(row.email!)).toBe(1);
  });

  it('fails only the recipient whose message throws, with the reason, sends the others and completes', async () => {
    const { marketId, customers: made } = await marketWith(3, 0);
    const id = (await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).json()._id;
    const broken = made[1].email!;
    const throwing = async (message: Message) => {
      if (message.to === broken) throw new TypeError('value.replace is not a function');
      return t.app.messenger.deliver(message);
    };
    expect(await sendBatch(t.app, id, { deliver: throwing })).toEqual({ state: 'done' });
    const rows = await recipientsOf(id);
    expect(rows.find((row) => row.email === broken)).toMatchObject({ status: 'failed', reason: 'value.replace is not a function' });
    expect(
      rows
        .filter((row) => row.status === 'sent')
        .map((row) => row.email)
        .sort(),
    ).toEqual([made[0].email, made[2].email].sort());
    expect((await call('GET', `/news-letters/${id}`)).json()).toMatchObject({
      status: 'completed',
      counts: { sent: 2, failed: 1, pending: 0 },
    });
  });

  it('sends a newsletter saved before names were checked, leaving a built-in name as written', async () => {
    const {
      marketId,
      customers: [customer],
    } = await marketWith(2, 0);
    const id = (await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).json()._id;
    const built = {
      subject: '{{constructor}} {{firstName}}',
      htmlBody: '<p>{{__proto__}} {{toString}}</p>',
      alterBody: '{{hasOwnProperty}} {{ valueOf }}',
    };
    await db().update(newsletters).set(built).where(eq(newsletters._id, id));
    expect(await sendBatch(t.app, id)).toEqual({ state: 'done' });
    expect((await recipientsOf(id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, customer.email!));
    expect(mail.subject).toBe(`{{constructor}} ${customer.firstName}`);
    expect(mail.text).toMatch(/^\{\{hasOwnProperty\}\} \{\{ valueOf \}\}/);
  });

  it('refuses a template, a newsletter or a test naming an unknown variable, beside the field', async () => {
    const unknown = { ...content, htmlBody: '<p>Hi {{constructor}}</p>' };
    const template = { name: 'Built-in', status: 'active', type: 'marketing', ...unknown };
    const refusals = [
      await call('POST', '/email-templates', template),
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/email-templates/${templateId}`,
        headers: bearer(adminToken),
        payload: { name: 'Spring offer', status: 'active', type: 'marketing', ...unknown },
      }),
      await call('POST', '/news-letters', { templateId, ...unknown, audience: { marketIds: [dallasId] } }),
      await call('POST', '/news-letters/test', unknown, csrToken),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: '{{constructor}} is not a template variable: use one of the variables listed.',
        errors: { htmlBody: 'validation.email_template.unknown_variable' },
        errorParams: { htmlBody: { name: '{{constructor}}' } },
      });
    }
    const [kept] = await db().select().from(emailTemplates).where(eq(emailTemplates._id, templateId));
    expect(kept.htmlBody).toBe(content.htmlBody);
    expect(await db().select().from(emailTemplates).where(eq(emailTemplates.name, 'Built-in'))).toHaveLength(0);
  });

  it('records a mail server refusal as failed with its reason', async () => {
    const { marketId } = await marketWith(1, 0);
    const id = (await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).json()._id;
    await sendBatch(t.app, id, { deliver: async () => ({ delivered: false, reason: '550 mailbox unavailable' }) });
    expect((await recipientsOf(id))[0]).toMatchObject({ status: 'failed', reason: '550 mailbox unavailable' });
  });

  it('unsubscribes through the link in the message, and refuses a forged token', async () => {
    const {
      marketId,
      customers: [customer],
    } = await marketWith(1, 0);
    const id = (await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).json()._id;
    await sendBatch(t.app, id);
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, customer.email!));
    const token = decodeURIComponent(/unsubscribe\?token=(\S+)/.exec(mail.text)![1]);
    expect(customerOfToken(t.app.signingKey, token)).toBe(customer._id);

    const forged = `${Buffer.from(business.customer._id).toString('base64url')}.${token.split('.')[1]}`;
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/news-letters/unsubscribe', payload: { token: forged } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ token: 'validation.newsletter.unsubscribe_link_not_valid' });

    const done = await t.app.inject({ method: 'POST', url: '/api/v1/news-letters/unsubscribe', payload: { token } });
    expect(done.statusCode).toBe(200);
    const [after] = await db().select({ optedIn: customers.marketingOptIn }).from(customers).where(eq(customers._id, customer._id));
    expect(after.optedIn).toBe(false);
    const counted = await call('POST', '/news-letters/audience-count', { marketIds: [marketId] });
    expect(counted.json().data).toMatchObject({ willReceive: 0, noOptIn: 1 });
  });

  it('refuses an audience nobody in it can receive, and a template that is not marketing', async () => {
    const { marketId } = await marketWith(0, 2);
    expect((await call('POST', '/news-letters', { templateId, ...content, audience: { marketIds: [marketId] } })).statusCode).toBe(409);
    const [other] = await db()
      .insert(emailTemplates)
      .values({ name: 'Welcome', status: 'active', type: 'customer', ...content })
      .returning();
    const refused = await call('POST', '/news-letters', { templateId: other._id, ...content, audience: { marketIds: [dallasId] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ templateId: 'server.newsletters.template_not_marketing' });
    expect(await db().select().from(newsletters).where(eq(newsletters.templateId, other._id))).toHaveLength(0);
  });

  it('sends a test to the signed-in user, and lists the marketing templates only', async () => {
    const test = await call('POST', '/news-letters/test', content, csrToken);
    expect(test.statusCode).toBe(200);
    expect(await outboxTo(business.users.csr.email)).toBe(1);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, business.users.csr.email), eq(outbox.subject, 'Aeration for Casey')));
    expect(mail).toBeDefined();
    const { templates, markets } = (await call('GET', '/news-letters/choices', undefined, csrToken)).json().data;
    expect(templates.map((template: { name: string }) => template.name)).toEqual(['Spring offer']);
    expect(markets.map((market: { name: string }) => market.name)).toContain('Dallas');
  });

  it('needs newsletter_list: a csr role without it is refused, as are crews, vendors and customers', async () => {
    await t.app.database.db.execute(sql`update roles set permissions = array_remove(permissions, 'newsletter_list') where name = 'csr'`);
    try {
      expect((await call('GET', '/news-letters', undefined, csrToken)).statusCode).toBe(403);
      expect((await call('GET', '/news-letters')).statusCode).toBe(200);
    } finally {
      await t.app.database.db.execute(sql`update roles set permissions = array_append(permissions, 'newsletter_list') where name = 'csr'`);
    }
    const crewToken = (await signIn(t.app, business.users.crew.username, 'crew')).token;
    expect((await call('GET', '/news-letters', undefined, crewToken)).statusCode).toBe(403);
  });
});

describe('system accounts', () => {
  let t: TestApp;
  let business: Business;
  beforeAll(async () => {
    t = await createTestApp();
    business = await buildBusiness(t.app);
  });
  afterAll(() => t?.close());

  it('lists the mail sender and the gateway for admins only, never a secret, with the last successful use', async () => {
    const admin = (await signIn(t.app, business.users.admin.username)).token;
    const csr = (await signIn(t.app, business.users.csr.username)).token;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/system-accounts', headers: bearer(csr) })).statusCode).toBe(403);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: bearer(admin) })).json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: bearer(admin),
      payload: {
        payments: {
          ...settings.payments,
          gateway: 'paytrace',
          username: 'merchant-user',
          password: 'gateway-secret-1',
          integratorId: 'integrator-secret-2',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/system-accounts', headers: bearer(admin) });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toMatch(/gateway-secret-1|integrator-secret-2/);
    expect(listed.json()).toEqual([
      expect.objectContaining({ _id: 'mail-sender', service: 'outbox', source: 'none', lastUsedAt: null }),
      expect.objectContaining({ _id: 'payment-gateway', account: 'paytrace: merchant-user', source: 'settings' }),
    ]);
  });
});
