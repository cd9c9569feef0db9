// Every link that leaves LawnDesk is absolute on a default install (PUBLIC_URL unset): each e-mail and text read in full
// from the SMTP sink and the Twilio fake carries http(s)://host/… links only, starting with the address staff use,
// else the site address System Settings names; with neither a send is refused rather than sent with a bare path; an
// invoice's pay link works until it is paid. docs/configuration.md "Site address".
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/lib/calendar';
import { businessToday } from '../../../server/lib/businessDay';
import { invoiceAccounts, payLinks, payments, settings } from '../../../server/db/schema';
import { createSiteAddress, SITE_ADDRESS_NEEDED, STAFF_ORIGIN_KEY } from '../../../server/lib/siteAddress';
import { readSettings, writeSettings } from '../../../server/lib/settings';
import { issueDueInvoices } from '../../../server/modules/billing/invoiceRoutes';
import { sendInvoice } from '../../../server/modules/billing/invoiceMail';
import { readInvoice } from '../../../server/modules/billing/invoices';
import { portalLink } from '../../../server/modules/messaging';
import { bearer, signIn } from '../helpers';
import { momentsHarness, settledCount } from '../momentsHarness';

const h = momentsHarness(() => ({ publicUrl: undefined }));
const STAFF_HOST = 'office.greenacres.test:8080';
const STAFF_ORIGIN = `http://${STAFF_HOST}`;
const db = () => h.t.app.database.db;

/** Every address-like word of a message: what starts with a scheme, and what starts with a slash (a bare path). */
function linksIn(message: string) {
  // A mail's attached PDF (base64) is not words a reader follows.
  const words = message
    .split(/^content-type: application\/pdf/im)[0]
    .split(/\s+/)
    .map((word) => word.replace(/[).,;:]+$/, ''));
  return {
    absolute: words.filter((word) => /^https?:\/\//.test(word)),
    bare: words.filter((word) => /^\/[\w-]/.test(word)),
  };
}

async function staffCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = 'test-csr') {
  const { token } = await signIn(h.t.app, who);
  return h.t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), host: STAFF_HOST }, ...(payload && { payload }) });
}

/** A customer billed by invoice with one visit's payment waiting, its invoice issued now. */
async function invoicedCustomer() {
  const { customer, property } = await h.newCustomer();
  await db().insert(invoiceAccounts).values({ customerId: customer._id, termsDays: 30 });
  const today = await businessToday(db());
  await db().insert(payments).values({
    customerId: customer._id,
    propertyId: property._id,
    item: 'mow',
    date: today,
    status: 'manual',
    priceCents: 4500,
    amountCents: 4500,
  });
  const [invoiceId] = await issueDueInvoices(h.t.app, { through: today });
  return { customer, invoiceId, today };
}

describe('with no site address, no PUBLIC_URL and no staff seen yet', () => {
  it('refuses to make a link, and sends no invoice with a bare path', async () => {
    await expect(h.t.app.site.linkTo('/pay/x')).rejects.toMatchObject({ statusCode: 409, message: SITE_ADDRESS_NEEDED });
    const { customer } = await h.newCustomer();
    await expect(portalLink(h.t.app, customer._id)).rejects.toMatchObject({ message: SITE_ADDRESS_NEEDED });
  });
});

describe('links in messages', () => {
  it('start with the address staff use: quote, follow-up text, invoice, pay link and sign-in link, in every e-mail and text', async () => {
    // A staff member's call: the address they reach the app at is kept for links and for jobs on every node.
    expect((await staffCall('GET', '/users/me')).statusCode).toBe(200);
    expect(await h.t.app.site.base()).toBe(STAFF_ORIGIN);
    const stored = await db().select().from(settings).where(eq(settings.key, STAFF_ORIGIN_KEY));
    expect(stored[0]?.value).toEqual({ origin: STAFF_ORIGIN });
    // Another node (or a job there), which never saw a staff request, reads it.
    expect(await createSiteAddress(db()).base()).toBe(STAFF_ORIGIN);

    // A quote sent by staff: e-mail and text.
    const { customer: quoted, property } = await h.newCustomer();
    const today = await businessToday(db());
    const created = await staffCall('POST', '/quotes', {
      propertyId: property._id,
      lines: [{ type: 'mow', frequency: 1, priceCents: 4500 }],
      expiresOn: addDays(today, 14),
    });
    expect(created.statusCode, created.body).toBe(201);
    const sent = await staffCall('POST', `/quotes/${created.json().data._id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.link).toMatch(new RegExp(`^${STAFF_ORIGIN}/quote/[\\w-]{43}$`));

    // An invoice: e-mail with its PDF and text, each with a pay link.
    const { customer: billed } = await invoicedCustomer();

    // A sign-in link asked for on the public page.
    const asked = await h.t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/sign-in-link',
      payload: { emailOrPhone: billed.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const mails = [...(await settledCount(() => h.mailsTo(quoted.email!), 1)), ...(await settledCount(() => h.mailsTo(billed.email!), 2))];
    const texts = [...h.textsTo(quoted.mobile!), ...h.textsTo(billed.mobile!)];
    expect(texts.length).toBeGreaterThanOrEqual(2);
    const all = [...mails, ...texts];
    for (const message of all) {
      const { absolute, bare } = linksIn(message);
      expect(bare, message).toEqual([]);
      for (const link of absolute) expect(link, message).toMatch(new RegExp(`^${STAFF_ORIGIN}/(quote|pay|sign-in-link)/`));
    }
    const linked = all.flatMap((message) => linksIn(message).absolute).map((link) => link.split('/')[3]);
    expect(new Set(linked)).toEqual(new Set(['quote', 'pay', 'sign-in-link']));
    // The invoice's link is said to work until it is paid, not 7 days.
    expect(mails.join('\n')).toContain('the link works until the invoice is paid');
  });

  it('start with the site address System Settings names, once an admin sets it', async () => {
    const { business } = await readSettings(db(), ['business']);
    const saved = await staffCall(
      'PUT',
      '/settings',
      { business: { ...business, siteAddress: 'https://lawn.greenacres.test/' } },
      'test-admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { customer } = await h.newCustomer();
    expect(await portalLink(h.t.app, customer._id)).toMatch(/^https:\/\/lawn\.greenacres\.test\/sign-in-link\/[\w-]{43}$/);
    const { customer: billed } = await invoicedCustomer();
    const [mail] = await settledCount(() => h.mailsTo(billed.email!), 1);
    expect(linksIn(mail).absolute).toEqual([expect.stringMatching(/^https:\/\/lawn\.greenacres\.test\/pay\/[\w-]{43}$/)]);
    await writeSettings(db(), { business });
  });
});

describe('an invoice’s pay link', () => {
  it('works until the invoice is paid, not 7 days, and a resend does not end the first e-mail’s link', async () => {
    const { invoiceId } = await invoicedCustomer();
    const { number } = await readInvoice(db(), invoiceId);
    await sendInvoice(h.t.app, invoiceId, { again: 'resend' });
    const links = await db()
      .select()
      .from(payLinks)
      .where(like(payLinks.purpose, `invoice:${number}%`));
    expect(links.map((link) => link.purpose).sort()).toEqual([`invoice:${number}`, `invoice:${number}:resend`]);
    const inAYear = Date.now() + 365 * 24 * 60 * 60 * 1000;
    for (const link of links) {
      expect(link.expiresAt.getTime()).toBeGreaterThan(inAYear);
      expect(link.replacedAt).toBeNull();
    }
  });
});
