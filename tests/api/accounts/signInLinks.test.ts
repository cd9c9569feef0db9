// Sign-in links: a customer's link signs that customer in once, to a portal account made on first use when
// there is none, never to staff; used, expired and unknown links are refused; the sign-in page mails a new one without
// telling whether the address is a customer's. And staff change a customer's language and consent on their own.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, histories, outbox, sessions, signInLinks, users } from '../../../server/db/schema';
import { openSignInLink } from '../../../server/lib/signInLinks';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  business = await buildBusiness(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const redeem = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/users/login/sign-in-link/use', payload: { token } });
const ask = (emailOrPhone: string) => t.app.inject({ method: 'POST', url: '/api/v1/users/login/sign-in-link', payload: { emailOrPhone } });
const newCustomer = (values: Partial<typeof customers.$inferInsert> = {}) => {
  const tag = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return addCustomer(db(), business.market._id, { mobile: `5125${tag}`, email: `link.${tag}@example.com`, ...values });
};
const portalAccounts = (customerId: string) => db().select().from(users).where(eq(users.customerId, customerId));

describe('a sign-in link', () => {
  it('signs its customer in once, making a portal account without a password, then refuses to sign in again', async () => {
    const { customer } = await newCustomer({ firstName: 'Lina' });
    expect(await portalAccounts(customer._id)).toEqual([]);
    const token = await openSignInLink(db(), customer._id);

    const first = await redeem(token);
    expect(first.statusCode, first.body).toBe(200);
    const signedIn = first.json().data;
    expect(signedIn).toMatchObject({ type: 'customer', role: 'customer', hasPassword: false, name: `Lina ${customer.lastName}` });
    expect(signedIn.properties).toHaveLength(1);
    const [account] = await portalAccounts(customer._id);
    expect(account).toMatchObject({ type: 'customer', passwordHash: null, email: customer.email, mobile: customer.mobile });

    // The session is a customer's: the portal answers, the office does not.
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/v1/customer/dashboard', headers: bearer(signedIn.token) });
    expect(dashboard.statusCode).toBe(200);
    const office = await t.app.inject({ method: 'GET', url: '/api/v1/customers', headers: bearer(signedIn.token) });
    expect(office.statusCode).toBe(403);

    const again = await redeem(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().messageKey).toBe('server.sign_in_link.used');
    expect(await portalAccounts(customer._id)).toHaveLength(1);
  });

  it('signs in to the portal account the customer has already, not a new one', async () => {
    const { customer } = business;
    const token = await openSignInLink(db(), customer._id);
    const reply = await redeem(token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data._id).toBe(business.users.customer._id);
    expect(reply.json().data.hasPassword).toBeUndefined();
    expect(await portalAccounts(customer._id)).toHaveLength(1);
  });

  it('refuses an expired link and a token nobody was sent', async () => {
    const { customer } = await newCustomer();
    const token = await openSignInLink(db(), customer._id, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    const expired = await redeem(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().messageKey).toBe('server.sign_in_link.expired');
    for (const unknown of ['A'.repeat(43), 'not-a-token', '']) {
      const reply = await redeem(unknown);
      expect(reply.statusCode, unknown).toBe(410);
      expect(reply.json().messageKey).toBe('server.sign_in_link.unknown');
    }
    expect(await portalAccounts(customer._id)).toEqual([]);
  });

  it('never signs a staff account in, even one linked to the customer', async () => {
    const { customer } = await newCustomer();
    // A csr account that (wrongly) names the customer is not the customer's portal account.
    await db().update(users).set({ customerId: customer._id }).where(eq(users._id, business.users.csr._id));
    try {
      const reply = await redeem(await openSignInLink(db(), customer._id));
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toMatchObject({ type: 'customer' });
      expect(reply.json().data._id).not.toBe(business.users.csr._id);
    } finally {
      await db().update(users).set({ customerId: null }).where(eq(users._id, business.users.csr._id));
    }
  });

  it('is refused for a customer whose portal account staff deactivated, and the link stays unused', async () => {
    const { customer } = await newCustomer();
    const made = await redeem(await openSignInLink(db(), customer._id));
    const [account] = await portalAccounts(customer._id);
    await db().update(users).set({ isActive: false }).where(eq(users._id, account._id));
    const token = await openSignInLink(db(), customer._id);
    const reply = await redeem(token);
    expect(made.statusCode).toBe(200);
    expect(reply.statusCode).toBe(410);
    expect(reply.json().messageKey).toBe('server.sign_in_link.account_closed');
    expect(await portalAccounts(customer._id)).toHaveLength(1);
    const unused = await db()
      .select()
      .from(signInLinks)
      .where(and(eq(signInLinks.customerId, customer._id), isNull(signInLinks.usedAt)));
    expect(unused).toHaveLength(1);
  });

  it('never logs its token, on the API or the page', async () => {
    const { customer } = await newCustomer();
    const token = await openSignInLink(db(), customer._id);
    lines.length = 0;
    expect((await redeem(token)).statusCode).toBe(200);
    await t.app.inject({ url: `/sign-in-link/${token}` });
    expect(lines.join('')).toContain('/sign-in-link/[redacted]');
    expect(lines.join('')).not.toContain(token);
  });

  it('keeps only the hash of its token', async () => {
    const { customer } = await newCustomer();
    const token = await openSignInLink(db(), customer._id);
    const rows = await db().select().from(signInLinks).where(eq(signInLinks.customerId, customer._id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lets the customer set a first password without an old one, then sign in with it', async () => {
    const { customer } = await newCustomer();
    const signedIn = (await redeem(await openSignInLink(db(), customer._id))).json().data;
    const password = 'Garden#42';
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/current/password',
      headers: bearer(signedIn.token),
      payload: { newPassword: password, confirmPassword: password },
    });
    expect(set.statusCode, set.body).toBe(202);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: customer.email, password, loginRole: 'admin' },
    });
    expect(login.statusCode, login.body).toBe(200);
    // Now that it has one, changing it asks for it.
    const withoutOld = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/current/password',
      headers: bearer(login.json().data.token),
      payload: { newPassword: 'Garden#43', confirmPassword: 'Garden#43' },
    });
    expect(withoutOld.statusCode).toBe(400);
  });

  it('does not let a passwordless portal account sign in with any password', async () => {
    const { customer } = await newCustomer();
    await redeem(await openSignInLink(db(), customer._id));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: customer.email, password: '', loginRole: 'admin' },
    });
    expect(login.statusCode).toBe(400);
    const guessed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { id: customer.email, password: 'Anything#1', loginRole: 'admin' },
    });
    expect(guessed.statusCode).toBe(401);
  });
});

describe('“E-mail me a sign-in link” on the sign-in page', () => {
  const outboxTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));

  it('answers the same for a customer and for an address nobody has; only the customer gets a link, redacted in the outbox', async () => {
    const { customer } = await newCustomer({ language: 'es' });
    const known = await ask(customer.email!.toUpperCase());
    const unknown = await ask('nobody.here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const kept = await vi.waitFor(async () => {
      const rows = await outboxTo(customer.email!);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(kept[0]).toMatchObject({ channel: 'email', subject: 'Su enlace para entrar en LawnDesk', sensitive: true });
    expect(await outboxTo('nobody.here@example.com')).toEqual([]);
    expect(await db().select().from(signInLinks).where(eq(signInLinks.customerId, customer._id))).toHaveLength(1);
  });

  it('sends at most three links to one customer within 15 minutes, answering the same', async () => {
    const { customer } = await newCustomer();
    for (let i = 0; i < 5; i++) {
      expect((await ask(customer.mobile!)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await vi.waitFor(async () =>
      expect(await db().select().from(signInLinks).where(eq(signInLinks.customerId, customer._id))).toHaveLength(3),
    );
  });

  it('is limited per address like password recovery', async () => {
    const limited = await createTestApp({ recoveryRateLimit: 2 });
    try {
      const call = () =>
        limited.app.inject({ method: 'POST', url: '/api/v1/users/login/sign-in-link', payload: { emailOrPhone: 'x@example.com' } });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 400 with the field’s message when nothing is typed', async () => {
    const reply = await ask('');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toHaveProperty('emailOrPhone');
  });
});

describe('staff changing a customer’s language and consent', () => {
  it('needs none of the customer’s other fields (no emergency phone), and records who changed what', async () => {
    const { customer } = await newCustomer({ emergencyPhone: null, language: 'en', textService: true });
    const { token } = await signIn(t.app, business.users.csr.username);
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${customer._id}/message-preferences`,
      headers: bearer(token),
      payload: { language: 'es', textService: false },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ language: 'es', textService: false, emailService: true });
    const [saved] = await db().select().from(customers).where(eq(customers._id, customer._id));
    expect(saved).toMatchObject({ language: 'es', textService: false, emergencyPhone: null, firstName: customer.firstName });
    const [history] = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.customerId, customer._id), eq(histories.action, 'updated')));
    expect(history.changes).toEqual({ language: { from: 'en', to: 'es' }, textService: { from: true, to: false } });

    // The whole customer form still asks for the emergency phone.
    const full = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${customer._id}`,
      headers: bearer(token),
      payload: { name: { first: 'A', last: 'B' }, email: customer.email, mobile: customer.mobile, language: 'en' },
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toHaveProperty('emergencyPhone');
  });

  it('refuses a value that is not a language or a yes/no, with the field’s message', async () => {
    const { customer } = await newCustomer();
    const { token } = await signIn(t.app, business.users.csr.username);
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${customer._id}/message-preferences`,
      headers: bearer(token),
      payload: { language: 'fr', emailService: 'yes' },
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors).sort()).toEqual(['emailService', 'language']);
  });
});

describe('sessions', () => {
  it('records the sign-in by link as a session of the portal account', async () => {
    const { customer } = await newCustomer();
    const signedIn = (await redeem(await openSignInLink(db(), customer._id))).json().data;
    const open = await db().select().from(sessions).where(eq(sessions.userId, signedIn._id));
    expect(open).toHaveLength(1);
  });
});
