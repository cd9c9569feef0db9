// Issue 65 finding 5: a quote's send passes the one door every staff-initiated message passes (the messaging domain's
// staff sending limit), per user and per recipient: a csr cannot send past the cap, and a quote edited and re-sent
// cannot flood one address.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { addDays } from '../../../server/lib/calendar';
import { writeSettings } from '../../../server/lib/settings';
import { addZipcodes, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
let business: Business;
let staff: string;
let today: string;

const db = () => t.app.database.db;
const call = (method: 'POST' | 'PUT', path: string, payload?: object, token = staff) =>
  t.app.inject({ method, url: `${API}${path}`, headers: bearer(token), ...(payload && { payload }) });

async function draftQuote(email: string) {
  const lead = await call('POST', '/leads', {
    name: { first: 'Ana', last: 'Ruiz' },
    email,
    address: '12 Oak St',
    zipcode: '78704',
    source: 'none',
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const created = await call('POST', '/quotes', {
    leadId: lead.json()._id,
    lines: [{ type: 'mow', frequency: 1, priceCents: 4500 }],
    expiresOn: addDays(today, 14),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data._id as string;
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://lawn.example' });
  business = await buildBusiness(t.app);
  await addZipcodes(db(), business.vendor._id, [{ zipcode: '78704', weekDay: 3, crewId: business.crew._id }]);
  staff = (await signIn(t.app, 'test-csr')).token;
  today = await businessToday(db());
});
afterEach(() => writeSettings(db(), { staffMessages: { perUser: 30, windowMinutes: 10, perRecipient: 3 } }));
afterAll(() => t.close());

describe('the staff sending limit on quotes', () => {
  it('refuses a csr’s quotes past its limit with 429, nothing sent or marked sent', async () => {
    await writeSettings(db(), { staffMessages: { perUser: 3, windowMinutes: 10, perRecipient: 3 } });
    const ids = [];
    for (let index = 0; index < 4; index++) ids.push(await draftQuote(`cap.user.${index}@example.com`));
    const answers = [];
    for (const id of ids) answers.push((await call('POST', `/quotes/${id}/send`, {})).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await db().select().from(emailMessages).where(eq(emailMessages.to, 'cap.user.3@example.com'))).toHaveLength(0);
    const admin = (await signIn(t.app, 'test-admin')).token;
    expect((await call('POST', `/quotes/${ids[3]}/send`, {}, admin)).statusCode).toBe(200);
  });

  it('sends one address at most the per-recipient limit of a quote edited and re-sent', async () => {
    const id = await draftQuote('cap.recipient@example.com');
    const answers = [];
    for (let index = 0; index < 5; index++) {
      const edit = await call('PUT', `/quotes/${id}`, {
        lines: [{ type: 'mow', frequency: 1, priceCents: 4500 + index }],
        expiresOn: addDays(today, 14),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      answers.push(await call('POST', `/quotes/${id}/send`, {}));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3].json()).toMatchObject({ messageKey: 'server.messages.recipient_limit', params: { max: 3, minutes: 10 } });
    expect(await db().select().from(emailMessages).where(eq(emailMessages.to, 'cap.recipient@example.com'))).toHaveLength(3);
  });
});
