// Invoices reach the customer (docs/billing.md "Invoices"): an issued invoice is e-mailed once with its PDF and a pay
// link (a text with the link), under the customer's consent; the link's page lists the invoice's payments, a card pays
// some of them (the invoice stays open with what remains) then the rest (the invoice is paid, the link used); a declined
// card leaves the payments waiting for their invoice with no retry or message; a check in part sends the invoice to the
// office; staff send it again with a new link; the card receipt names the sales tax.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceAccounts, invoiceReceipts, outbox, payLinks, paymentTaxLines, payments } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { writeSettings } from '../../../server/lib/settings';
import { issueDueInvoices } from '../../../server/modules/billing/invoiceRoutes';
import { readInvoice } from '../../../server/modules/billing/invoices';
import { SANDBOX_CARDS } from '../../../server/modules/billing/gateway/sandbox';
import { type SandboxHost, startSandboxHost } from '../../../server/modules/billing/gateway/sandboxHost';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { sentMails, sentTexts } from '../sentMessages';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { enteredCard } from '../hostedCard';
import { pdfText } from '../pdfText';

const PUBLIC_URL = 'https://lawn.example.com';
const LINK = new RegExp(`${PUBLIC_URL}/pay/([A-Za-z0-9_-]{43})`);
let t: TestApp;
let gateway: SandboxHost;
let business: Business;
let today: string;
let staff: string;

beforeAll(async () => {
  gateway = await startSandboxHost();
  t = await createTestApp({ publicUrl: PUBLIC_URL, gatewayHosts: { sandboxUrl: gateway.url } });
  business = await buildBusiness(t.app);
  await writeSettings(t.app.database.db, {
    textMessages: { ...DEFAULT_SETTINGS.textMessages, quietStart: 0, quietEnd: 0 },
    business: { name: 'Green Acres Lawn', phone: '512-555-0199', email: 'office@greenacres.example' },
  });
  today = await businessToday(t.app.database.db);
  staff = (await signIn(t.app, business.users.csr.username)).token;
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const db = () => t.app.database.db;

/**
 * A customer billed by invoice (net 30) with two visits' payments waiting (45.00 + 3.71 tax, 30.00 + 2.48 tax, each
 * taxed by place at 8.25%: Texas 6.25%, Austin 1% and Capital Metro 1%), issued.
 */
async function invoiced(values: Parameters<typeof addCustomer>[2] = {}) {
  const { customer, property } = await addCustomer(db(), business.market._id, values);
  await db().insert(invoiceAccounts).values({ customerId: customer._id, termsDays: 30 });
  const made = await db()
    .insert(payments)
    .values(
      [
        { priceCents: 4500, amountCents: 4871, taxCents: 371 },
        { priceCents: 3000, amountCents: 3248, taxCents: 248 },
      ].map((amounts, index) => ({
        customerId: customer._id,
        propertyId: property._id,
        item: 'mow' as const,
        date: today,
        status: 'manual' as const,
        ...amounts,
        ...(index && { item: 'bnb' as const }),
      })),
    )
    .returning();
  const places = [
    { code: '1000000', name: 'Texas', type: 'state' as const, ratePercent: 6.25 },
    { code: '2227013', name: 'Austin', type: 'city' as const, ratePercent: 1 },
    { code: '3227994', name: 'Capital Metro', type: 'transit' as const, ratePercent: 1 },
  ];
  const taxes = [
    [281, 45, 45],
    [188, 30, 30],
  ];
  await db()
    .insert(paymentTaxLines)
    .values(
      made.flatMap((payment, index) =>
        places.map((place, at) => ({ paymentId: payment._id, ...place, taxableCents: payment.priceCents, taxCents: taxes[index][at] })),
      ),
    );
  const issued = await issueDueInvoices(t.app, { through: today });
  expect(issued).toHaveLength(1);
  return { customer, property, payments: made, invoiceId: issued[0] };
}

const mailsOf = (customerId: string, moment: string) => sentMails(db(), customerId, moment);
const textsOf = (customerId: string, moment: string) => sentTexts(db(), customerId, moment);
const tokenIn = (body: string) => LINK.exec(body)?.[1] ?? '';
const summary = async (token: string) => (await t.app.inject({ url: `/api/v1/pay/${token}` })).json().data;
async function pay(token: string, refs: string[], cardNumber: string = SANDBOX_CARDS.approve) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/pay/${token}`,
    payload: { payments: refs, ...(await enteredCard(gateway, cardNumber)) },
  });
}
const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments._id, id)))[0];

describe('an issued invoice', () => {
  it('is e-mailed once with its PDF and a pay link, and texted with the link', async () => {
    const { customer, invoiceId } = await invoiced();
    const invoice = await readInvoice(db(), invoiceId);
    const [mail, ...more] = await mailsOf(customer._id, 'invoice-issued');
    expect(more).toHaveLength(0);
    expect(mail.subject).toContain(`Invoice ${invoice.number}: $81.19 due`);
    expect(mail.body).toContain(`${PUBLIC_URL}/pay/`);
    expect(mail.attachment).toMatchObject({ filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf' });
    const pdf = Buffer.from(mail.attachment!.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Its tax by place: each jurisdiction's rate and its tax over both visits, adding up to the sales tax.
    const lines = pdfText(pdf);
    expect(lines).toEqual(expect.arrayContaining([`Invoice ${invoice.number}`, 'Sales tax', '$6.19', 'Total', '$81.19']));
    const places = lines.filter((line) => /^\s*\w[\w ]* \((state|city|transit)\) [\d.]+%$/.test(line));
    expect(places.map((line) => line.trim())).toEqual(['Texas (state) 6.25%', 'Austin (city) 1%', 'Capital Metro (transit) 1%']);
    for (const amount of ['$4.69', '$0.75']) expect(lines).toContain(amount);
    const downloaded = await t.app.inject({ url: `/api/v1/invoices/${invoiceId}/pdf`, headers: bearer(staff) });
    expect(downloaded.statusCode, downloaded.body.slice(0, 300)).toBe(200);
    expect(pdfText(downloaded.rawPayload)).toEqual(expect.arrayContaining(['Texas (state) 6.25%', '$4.69']));
    // The PDF carries the e-mail's own pay link, whole and absolute; the download one of its own.
    expect(lines).toContain(`${PUBLIC_URL}/pay/${tokenIn(mail.body)}`);
    expect(pdfText(downloaded.rawPayload).some((line) => line.startsWith(`${PUBLIC_URL}/pay/`))).toBe(true);
    // No mail server in tests: the outbox kept what was delivered (the text; the PDF went with the mail only).
    expect(await db().select().from(outbox).where(eq(outbox.to, customer.email!))).toHaveLength(1);
    const [text] = await textsOf(customer._id, 'invoice-issued');
    expect(tokenIn(text.body)).toBe(tokenIn(mail.body));

    // Issuing again makes no invoice and sends nothing.
    expect(await issueDueInvoices(t.app, { through: today })).toEqual([]);
    expect(await mailsOf(customer._id, 'invoice-issued')).toHaveLength(1);
  });

  it('is not e-mailed to a customer who takes no e-mail', async () => {
    const { customer } = await invoiced({ emailService: false });
    expect(await mailsOf(customer._id, 'invoice-issued')).toHaveLength(0);
    expect(await textsOf(customer._id, 'invoice-issued')).toHaveLength(1);
  });
});

describe('paying an invoice through its pay link', () => {
  it('pays part, leaving the rest open; then the rest: the invoice paid, the link used, receipts with the tax', async () => {
    const {
      customer,
      payments: [mow, bnb],
      invoiceId,
    } = await invoiced();
    const token = tokenIn((await mailsOf(customer._id, 'invoice-issued'))[0].body);
    const page = await summary(token);
    expect(page).toMatchObject({ state: 'open', setAside: { count: 0, amountCents: 0 } });
    const owed: { ref: string; amountCents: number }[] = page.owed;
    expect(owed.map((row) => row.amountCents).sort()).toEqual([3248, 4871]);

    const part = await pay(token, [owed.find((row) => row.amountCents === 4871)!.ref]);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ paid: true, receipt: { amountCents: 4871 }, remaining: { owed: [{ amountCents: 3248 }] } });
    expect(await readInvoice(db(), invoiceId)).toMatchObject({ status: 'open', receivedCents: 4871, balanceCents: 3248 });
    expect(await paymentOf(mow._id)).toMatchObject({ status: 'success' });
    expect(await paymentOf(bnb._id)).toMatchObject({ status: 'manual' });
    const [receipt] = await db().select().from(invoiceReceipts).where(eq(invoiceReceipts.invoiceId, invoiceId));
    expect(receipt).toMatchObject({ method: 'card', amountCents: 4871, receivedOn: today });

    const rest = await summary(token);
    expect(rest.owed).toHaveLength(1);
    const all = await pay(token, [rest.owed[0].ref]);
    expect(all.json().data).toMatchObject({ paid: true, remaining: { owed: [] } });
    expect(await readInvoice(db(), invoiceId)).toMatchObject({ status: 'paid', receivedCents: 8119, balanceCents: 0 });
    expect((await summary(token)).state).toBe('used');
    const [link] = await db().select().from(payLinks).where(eq(payLinks.customerId, customer._id));
    expect(link.usedAt).not.toBeNull();

    const receipts = await mailsOf(customer._id, 'payment-receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts.find((mail) => mail.body.includes('$48.71'))!.body).toContain('Sales tax included: $3.71.');
  });

  it('leaves the payments waiting for their invoice after a declined card: no retry, no message', async () => {
    const {
      customer,
      payments: [mow],
      invoiceId,
    } = await invoiced();
    const token = tokenIn((await mailsOf(customer._id, 'invoice-issued'))[0].body);
    const { owed } = await summary(token);
    const declined = await pay(
      token,
      [owed.find((row: { amountCents: number }) => row.amountCents === 4871).ref],
      SANDBOX_CARDS.insufficientFunds,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ paid: false, reason: expect.any(String) });
    expect(await paymentOf(mow._id)).toMatchObject({ status: 'manual', nextAttemptOn: null, attempts: 1 });
    expect(await readInvoice(db(), invoiceId)).toMatchObject({ status: 'open', receivedCents: 0, balanceCents: 8119 });
    expect(await mailsOf(customer._id, 'payment-failed')).toHaveLength(0);
    expect((await summary(token)).owed).toHaveLength(2);
  });

  it('sends an invoice with a check received in part to the office: the page no longer offers it', async () => {
    const { customer, invoiceId } = await invoiced();
    const token = tokenIn((await mailsOf(customer._id, 'invoice-issued'))[0].body);
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoices/${invoiceId}/receipts`,
      headers: bearer(staff),
      payload: { amountCents: 5000, method: 'check', reference: '1042', receivedOn: today },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(await summary(token)).toMatchObject({ state: 'unavailable', owed: [] });
  });
});

describe('staff send an invoice again', () => {
  it('with a new link, the first e-mail’s still paying until the invoice is credited; refuse one that owes nothing', async () => {
    const { customer, invoiceId } = await invoiced();
    const first = tokenIn((await mailsOf(customer._id, 'invoice-issued'))[0].body);
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/send`, headers: bearer(staff) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ data: { emails: 1, texts: 1 } });
    const mails = await mailsOf(customer._id, 'invoice-issued');
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails.find((mail) => tokenIn(mail.body) !== first)!.body);
    // An invoice's link works until the invoice is paid or credited: the first e-mail's still pays it.
    expect((await summary(first)).state).toBe('open');
    expect((await summary(second)).state).toBe('open');

    const credit = await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/credit`, headers: bearer(staff) });
    expect(credit.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/send`, headers: bearer(staff) });
    expect(refused.statusCode).toBe(409);
    expect((await summary(first)).state).toBe('unavailable');
    expect((await summary(second)).state).toBe('unavailable');
  });

  it('open a pay page for the portal’s Pay button, only while the invoice owes', async () => {
    const { invoiceId } = await invoiced();
    const opened = await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/pay-link`, headers: bearer(staff) });
    expect(opened.statusCode, opened.body).toBe(200);
    const { path } = opened.json().data;
    expect(path).toMatch(/^\/pay\/[\w-]{43}$/);
    expect(await summary(path.slice(5))).toMatchObject({ state: 'open', owed: [{}, {}] });
    await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/credit`, headers: bearer(staff) });
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/pay-link`, headers: bearer(staff) });
    expect(refused.statusCode).toBe(409);
  });
});
