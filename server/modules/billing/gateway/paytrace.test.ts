// The PayTrace adapter against a fake `fetch` that answers as PayTrace does: approvals, declines, refusals, HTTP errors
// and silence.
import { describe, expect, it } from 'vitest';
import { GatewayError } from './port';
import { paytraceGateway } from './paytrace';

const SETTINGS = { gatewayUrl: 'https://api.sandbox.paytrace.com', username: 'merchant', password: 'secret', integratorId: 'INT123' };
const CARD = { token: 'hpf-one-time', encKey: 'enc-key-1', brand: 'visa' as const, last4: '1111', expiryMonth: 12, expiryYear: 2031 };
const KEY = 'payment-1:1';

type Reply = { status?: number; body: unknown } | 'hang' | 'refuse';
interface Sent {
  path: string;
  body: Record<string, unknown> | string;
  authorization: string | null;
}

/** A PayTrace stand-in: each path answers the next reply queued for it; every request is recorded. */
function fakePaytrace(replies: Record<string, Reply[]>) {
  const sent: Sent[] = [];
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const raw = String(init?.body ?? '');
    sent.push({
      path: url.pathname,
      body: url.pathname === '/oauth/token' ? raw : (JSON.parse(raw) as Record<string, unknown>),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    const reply = replies[url.pathname]?.shift() ?? {
      status: 200,
      body: { access_token: 'token-1', token_type: 'bearer', expires_in: 7200 },
    };
    if (reply === 'refuse') throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 10.0.0.1:443') });
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fake, sent };
}

const noSales = {
  status: 200,
  body: { success: true, response_code: 1, status_message: 'Your request has been successfully completed.', transactions: [] },
};
const approvedSale = {
  status: 200,
  body: {
    success: true,
    response_code: 101,
    status_message: 'Your transaction was successfully approved.',
    transaction_id: 392483066,
    approval_code: 'TAS610',
    approval_message: '  NO  MATCH - Approved and completed',
  },
};
const decline = (message: string) => ({
  status: 200,
  body: {
    success: false,
    response_code: 102,
    status_message: 'Your transaction was not approved.',
    transaction_id: 392501201,
    approval_code: '',
    approval_message: message,
  },
});

describe('the PayTrace adapter', () => {
  it('signs in with the password grant, then sells by customer id with the key as the invoice and the integrator id', async () => {
    const { fake, sent } = fakePaytrace({
      '/v1/transactions/export/by_date_range': [noSales],
      '/v1/transactions/sale/by_customer': [approvedSale],
    });
    const gateway = paytraceGateway(SETTINGS, { fetch: fake, now: () => new Date('2026-11-23T12:00:00Z') });
    const result = await gateway.charge({ token: 'ld-abc', amountCents: 4599, idempotencyKey: KEY, description: 'Mowing' });
    expect(result).toEqual({ approved: true, transactionId: '392483066' });
    expect(sent.map((request) => request.path)).toEqual([
      '/oauth/token',
      '/v1/transactions/export/by_date_range',
      '/v1/transactions/sale/by_customer',
    ]);
    expect(sent[0].body).toBe('grant_type=password&username=merchant&password=secret');
    expect(sent[1].body).toEqual({ start_date: '10/23/2026', end_date: '11/24/2026', integrator_id: 'INT123' });
    expect(sent[2]).toEqual({
      path: '/v1/transactions/sale/by_customer',
      authorization: 'Bearer token-1',
      body: { amount: '45.99', customer_id: 'ld-abc', invoice_id: KEY, description: 'Mowing', integrator_id: 'INT123' },
    });
  });

  it('answers the sale already made for the payment instead of charging again', async () => {
    const earlier = {
      status: 200,
      body: {
        success: true,
        transactions: [{ transaction_id: 777, transaction_type: 'SALE', invoice_id: 'payment-1:1', approval_code: 'TAS1' }],
      },
    };
    const { fake, sent } = fakePaytrace({ '/v1/transactions/export/by_date_range': [earlier] });
    const result = await paytraceGateway(SETTINGS, { fetch: fake }).charge({
      token: 'ld-abc',
      amountCents: 100,
      idempotencyKey: 'payment-1:2',
      description: '',
    });
    expect(result).toEqual({ approved: true, transactionId: '777' });
    expect(sent.some((request) => request.path.includes('sale'))).toBe(false);
  });

  it('tells retryable declines from hard ones by PayTrace approval message', async () => {
    const { fake } = fakePaytrace({
      '/v1/transactions/export/by_date_range': [noSales, noSales],
      '/v1/transactions/sale/by_customer': [decline('  NSF - Insufficient funds'), decline('    DECLINE - Do not honor')],
    });
    const gateway = paytraceGateway(SETTINGS, { fetch: fake });
    const charge = () => gateway.charge({ token: 'ld-abc', amountCents: 100, idempotencyKey: KEY, description: '' });
    expect(await charge()).toEqual({ approved: false, retryable: true, code: '102', message: 'NSF - Insufficient funds' });
    expect(await charge()).toEqual({ approved: false, retryable: false, code: '102', message: 'DECLINE - Do not honor' });
  });

  it('answers a refused request with its PayTrace error and an HTTP 5xx as retryable', async () => {
    const refused = {
      status: 400,
      body: {
        success: false,
        response_code: 1,
        status_message: 'One or more errors has occurred.',
        errors: { '58': ['Please provide a valid Transaction ID.'] },
      },
    };
    const { fake } = fakePaytrace({
      '/v1/transactions/void': [refused],
      '/v1/transactions/refund/for_transaction': [{ status: 503, body: {} }],
    });
    const gateway = paytraceGateway(SETTINGS, { fetch: fake });
    expect(await gateway.void({ transactionId: '1', idempotencyKey: 'v' })).toEqual({
      approved: false,
      retryable: false,
      code: '58',
      message: 'Please provide a valid Transaction ID.',
    });
    expect(await gateway.refund({ transactionId: '1', amountCents: 500, idempotencyKey: 'r' })).toMatchObject({
      approved: false,
      retryable: true,
      code: 'http-503',
    });
  });

  it('refunds and voids on their success codes', async () => {
    const { fake, sent } = fakePaytrace({
      '/v1/transactions/refund/for_transaction': [{ body: { success: true, response_code: 106, transaction_id: 105968559 } }],
      '/v1/transactions/void': [{ body: { success: true, response_code: 109, transaction_id: 395971574 } }],
    });
    const gateway = paytraceGateway(SETTINGS, { fetch: fake });
    expect(await gateway.refund({ transactionId: '392483066', amountCents: 1250, idempotencyKey: 'r' })).toEqual({
      approved: true,
      transactionId: '105968559',
    });
    expect(await gateway.void({ transactionId: '392483066', idempotencyKey: 'v' })).toEqual({ approved: true, transactionId: '395971574' });
    expect(sent[1].body).toEqual({ transaction_id: '392483066', amount: '12.50', integrator_id: 'INT123' });
  });

  it('vaults the hosted fields’ token as a customer profile (Protect) and keeps only the profile id, brand, last four and expiry', async () => {
    const { fake, sent } = fakePaytrace({
      '/v1/customer/pt_protect_create': [
        { body: { success: true, response_code: 160, customer_id: 'ld-profile', masked_card_number: 'xxxxxxxxxxxx4444' } },
      ],
    });
    const vaulted = await paytraceGateway(SETTINGS, { fetch: fake }).vaultCard(CARD);
    // PayTrace's masked number is the word on the last four.
    expect(vaulted).toEqual({ token: 'ld-profile', brand: 'visa', last4: '4444', expiryMonth: 12, expiryYear: 2031 });
    expect(sent[1].body).toEqual({
      customer_id: expect.stringMatching(/^ld-/),
      hpf_token: 'hpf-one-time',
      enc_key: 'enc-key-1',
      integrator_id: 'INT123',
    });
  });

  it('gives the card form a key for the hosted fields and the Protect script it loads', async () => {
    const { fake, sent } = fakePaytrace({ '/v1/payment_fields/token/create': [{ body: { success: true, clientKey: 'client-key-1' } }] });
    expect(await paytraceGateway(SETTINGS, { fetch: fake }).cardFields()).toEqual({
      scriptUrl: 'https://protect.paytrace.com/js/protect.min.js',
      clientKey: 'client-key-1',
    });
    expect(sent[1].authorization).toBe('Bearer token-1');
    const sandbox = fakePaytrace({ '/v1/payment_fields/token/create': [{ body: { success: true, clientKey: 'k' } }] });
    expect(
      (await paytraceGateway(SETTINGS, { fetch: sandbox.fake }, 'https://protect.sandbox.paytrace.com/js/protect.min.js').cardFields())
        .scriptUrl,
    ).toBe('https://protect.sandbox.paytrace.com/js/protect.min.js');
  });

  it('refuses a card with the field PayTrace names', async () => {
    const refused = {
      status: 400,
      body: { success: false, response_code: 1, errors: { '43': ['Please provide a valid Expiration Month.'] } },
    };
    const { fake } = fakePaytrace({ '/v1/customer/pt_protect_create': [refused] });
    const error = await paytraceGateway(SETTINGS, { fetch: fake })
      .vaultCard(CARD)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ message: 'Please provide a valid Expiration Month.', code: '43', field: 'expiryMonth' });
  });

  it('tells a PayTrace failure from a refused card when vaulting', async () => {
    const { fake } = fakePaytrace({ '/v1/customer/pt_protect_create': [{ status: 502, body: {} }] });
    await expect(paytraceGateway(SETTINGS, { fetch: fake }).vaultCard(CARD)).rejects.toMatchObject({ code: 'http-502', field: undefined });
  });

  it('renews an expired token once', async () => {
    const { fake, sent } = fakePaytrace({
      '/v1/transactions/void': [
        { status: 401, body: { error: 'invalid_token' } },
        { body: { success: true, response_code: 109, transaction_id: 5 } },
      ],
    });
    expect(await paytraceGateway(SETTINGS, { fetch: fake }).void({ transactionId: '1', idempotencyKey: 'v' })).toEqual({
      approved: true,
      transactionId: '5',
    });
    expect(sent.filter((request) => request.path === '/oauth/token')).toHaveLength(2);
  });

  it('stops waiting at the timeout and charges nothing when the lookup cannot be made', async () => {
    const { fake, sent } = fakePaytrace({ '/v1/transactions/export/by_date_range': ['hang'] });
    const started = Date.now();
    const result = await paytraceGateway(SETTINGS, { fetch: fake, timeoutMs: 50 }).charge({
      token: 'ld-abc',
      amountCents: 100,
      idempotencyKey: KEY,
      description: '',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toEqual({ approved: false, retryable: true, code: 'timeout', message: 'PayTrace did not answer within 0.05 s' });
    expect(sent.some((request) => request.path.includes('sale'))).toBe(false);
  });

  it('tests the credentials: accepted, refused with the status, or unreachable with the reason', async () => {
    const accepted = fakePaytrace({});
    expect(await paytraceGateway(SETTINGS, { fetch: accepted.fake }).test()).toEqual({ ok: true });
    const refused = fakePaytrace({
      '/oauth/token': [
        { status: 401, body: { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid.' } },
      ],
    });
    expect(await paytraceGateway(SETTINGS, { fetch: refused.fake }).test()).toEqual({
      ok: false,
      status: 401,
      reason: 'PayTrace refused the credentials (HTTP 401: The provided authorization grant is invalid.)',
    });
    const down = fakePaytrace({ '/oauth/token': ['refuse'] });
    expect(await paytraceGateway(SETTINGS, { fetch: down.fake }).test()).toEqual({
      ok: false,
      reason: 'PayTrace could not be reached: connect ECONNREFUSED 10.0.0.1:443',
    });
  });
});
