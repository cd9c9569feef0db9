// The admin's record of who changed where money, mail and texts go: every kind of row written under `settings` is read
// back (the mail server, the gateway, Twilio, the staff message limit, and QuickBooks connected, its accounts chosen and
// disconnected).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connectQuickBooks, QUICKBOOKS } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  t = await createTestApp({ jobs: false, quickbooks: fake.settings });
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const put = async (payload: object) => {
  const answer = await t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(admin), payload });
  expect(answer.statusCode, answer.body).toBe(200);
};

describe('settings history', () => {
  it('reads back a row of every kind it writes, QuickBooks connected and disconnected among them', async () => {
    await put({
      mail: { host: 'smtp.lawndesk.test', port: 587, secure: false, user: 'mailer', from: 'office@lawndesk.test', password: 'Pw#1' },
    });
    await put({
      textMessages: {
        ...DEFAULT_SETTINGS.textMessages,
        accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
        authToken: 'tok-1',
        from: '+15555550100',
      },
    });
    await put({ staffMessages: { perUser: 12, windowMinutes: 10 } });
    await connectQuickBooks(t.app, admin);
    const accounts = (payload: object) => t.app.inject({ method: 'PUT', url: `${QUICKBOOKS}/accounts`, headers: bearer(admin), payload });
    expect((await accounts({ income: { mow: '41' }, feeAccountId: '7' })).statusCode).toBe(200);
    // The same accounts again change nothing, and write nothing.
    expect((await accounts({ income: { mow: '41' }, feeAccountId: '7' })).statusCode).toBe(200);
    expect((await accounts({ income: { mow: '41' }, paidTimeOffPayrollItemId: '12' })).statusCode).toBe(200);
    const disconnected = await t.app.inject({ method: 'POST', url: `${QUICKBOOKS}/disconnect`, headers: bearer(admin) });
    expect(disconnected.statusCode).toBe(200);

    const history = await t.app.inject({ method: 'GET', url: '/api/v1/settings/history', headers: bearer(admin) });
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().data as { group: string; fields: string[]; user: { _id: string } | null }[];
    expect(rows.map((row) => row.group)).toEqual([
      'quickbooksDisconnected',
      'quickbooksAccounts',
      'quickbooksAccounts',
      'quickbooksConnected',
      'staffMessages',
      'textMessages',
      'mail',
    ]);
    expect(rows[1]).toMatchObject({ fields: ['feeAccountId', 'paidTimeOffPayrollItemId'], user: { _id: business.users.admin._id } });
    expect(rows[2]).toMatchObject({ fields: ['income.mow', 'feeAccountId'] });
    expect(rows[3]).toMatchObject({ fields: [], user: { _id: business.users.admin._id } });
    expect(rows.find((row) => row.group === 'mail')?.fields).toContain('password');
    expect(history.body).not.toContain(fake.realmId);
  });
});
