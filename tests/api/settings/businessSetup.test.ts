// A new business's first-run state: its first admin signs in to the setup walk-through until the step kept in the
// settings says it is done (or skipped), and the steps save through the ordinary settings, markets and vendors calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/lib/password';
import { createAdmin } from '../../../server/modules/accounts';
import { bearer, createTestApp, englishErrors, type TestApp } from '../helpers';

const PASSWORD = 'Owner#2026';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  await createAdmin(t.app.database.db, {
    username: 'owner-one',
    email: 'owner@example.com',
    firstName: 'Ana',
    lastName: 'Peña',
    passwordHash,
  });
});
afterAll(() => t.close());

async function signIn() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { id: 'owner-one', password: PASSWORD, loginRole: 'admin' },
  });
  expect(response.statusCode).toBe(200);
  token = response.json().data.token;
  return response.json().data as { setupPending?: boolean; timeZone: string };
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

describe('a new business', () => {
  it('signs its first admin in to the setup, at its first step', async () => {
    expect((await signIn()).setupPending).toBe(true);
    const settings = (await call('GET', '/settings')).json().data;
    expect(settings.setup).toEqual({ step: 'business' });
    expect((await call('GET', '/markets')).json()).toEqual([]);
  });

  it('keeps each step reached with what it saved, and refuses a step that is not one', async () => {
    const settings = (await call('GET', '/settings')).json().data;
    const named = await call('PUT', '/settings', { business: { name: 'Green Acres', phone: '', email: '' }, setup: { step: 'timeZone' } });
    expect(named.statusCode).toBe(200);
    const zoned = await call('PUT', '/settings', {
      serviceCalendar: { ...settings.serviceCalendar, timeZone: 'America/Denver' },
      setup: { step: 'markets' },
    });
    expect(zoned.json().data).toMatchObject({ business: { name: 'Green Acres' }, setup: { step: 'markets' } });
    const market = await call('POST', '/markets', { name: 'Boulder', zipCodes: ['80301'], taxPercent: 4.5 });
    expect(market.statusCode).toBe(201);
    const vendor = await call('POST', '/vendors', { companyName: 'Boulder Mowers', commission: 20, marketId: market.json()._id });
    expect(vendor.statusCode).toBe(201);

    const resumed = await signIn();
    expect(resumed).toMatchObject({ setupPending: true, timeZone: 'America/Denver' });
    expect((await call('GET', '/settings')).json().data.setup).toEqual({ step: 'markets' });

    const wrong = await call('PUT', '/settings', { setup: { step: 'payroll' } });
    expect(wrong.statusCode).toBe(400);
    expect(englishErrors(wrong.json())).toMatchObject({ 'setup.step': 'Choose a step of the business setup.' });
  });

  it('signs the admin in to the dashboard once the setup is done or skipped', async () => {
    expect((await call('PUT', '/settings', { setup: { step: 'done' } })).statusCode).toBe(200);
    expect((await signIn()).setupPending).toBeUndefined();
  });
});
