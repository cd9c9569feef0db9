// Bad inputs, one by one: each answers 400 with the field's message, never 500.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES, ID_MESSAGE, TEXT_MESSAGES } from '../../../common/schemas/fields';
import { notifications } from '../../../server/db/schema';
import { MAX_PAGE_SIZE } from '../../../server/lib/simpleRest';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = await signIn(t.app, business.users.admin.username);
  await t.app.database.db
    .insert(notifications)
    .values({ userId: admin._id, type: 'announcement-create', title: 'For the admin', message: 'Gate code changed.' });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token: string | null = admin.token) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const signup = {
  name: { first: 'Dana', last: 'Whitfield' },
  email: 'dana.w@example.com',
  mobile: '5125550188',
  address: '12 Elm St',
  city: 'Austin',
  zipcode: '78701',
};

describe('bad input', () => {
  it('answers 400 for a NUL character, also to anonymous callers', async () => {
    const login = await call('POST', '/users/login', { id: 'a\u0000b', password: 'x', loginRole: 'admin' }, null);
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual({ id: TEXT_MESSAGES.nul });
    const created = await call('POST', '/customer-signup', { ...signup, address: '12 Elm\u0000 St' }, null);
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ address: TEXT_MESSAGES.nul });
  });

  it('answers 400 for a lone surrogate in text copied into history and notifications', async () => {
    const [property] = (await call('GET', '/properties?range=[0,0]')).json();
    const note = await call('POST', '/notes', { propertyId: property._id, text: 'Gate \ud800 sticks' });
    expect(note.statusCode).toBe(400);
    expect(note.json().errors).toEqual({ text: TEXT_MESSAGES.loneSurrogate });
    const announcement = await call('POST', '/office-announcements', {
      title: 'Heat \udc00',
      message: 'Drink water',
      repeat: 'daily',
      activeFrom: '2026-06-01',
      activeTo: '2026-06-30',
    });
    expect(announcement.json().errors).toEqual({ title: TEXT_MESSAGES.loneSurrogate });
  });

  it('refuses impossible dates that pass the yyyy-MM-dd pattern', async () => {
    const announcement = await call('POST', '/office-announcements', {
      title: 'Heat',
      message: 'Drink water',
      repeat: 'daily',
      activeFrom: '2026-06-01',
      activeTo: '2027-02-30',
    });
    expect(announcement.statusCode).toBe(400);
    expect(announcement.json().errors).toEqual({ activeTo: DATE_MESSAGES.notReal });
    const profile = await call('PUT', `/user/${admin._id}`, {
      name: { first: 'Ada', last: 'Admin' },
      email: business.users.admin.email,
      mobile: '',
      dateOfBirth: '1990-02-30',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toEqual({ dateOfBirth: DATE_MESSAGES.notReal });
  });

  it('holds names and usernames to their maximum length', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    const user = await call('POST', '/users', {
      username: huge,
      email: 'big@example.com',
      password: 'Abc#1234',
      name: { first: 'Big', last: 'Name' },
      mobile: '5125550177',
      type: 'csr',
      role: randomUUID(),
    });
    expect(user.statusCode).toBe(400);
    expect(englishErrors(user.json()).username).toBe('At most 80 characters.');
    const created = await call('POST', '/customer-signup', { ...signup, name: { first: 'D'.repeat(81), last: 'W' } }, null);
    expect(englishErrors(created.json())).toEqual({ 'name.first': 'At most 80 characters.', name: 'At most 80 characters.' });
  });

  it('answers 400 for an id that is not a record id, in the path or the body, before asking the database', async () => {
    for (const id of ['%00', 'a%00b', 'nope', `${randomUUID()}%00`]) {
      const response = await call('GET', `/customers/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors, id).toEqual({ id: ID_MESSAGE });
    }
    expect((await call('GET', `/customers/${randomUUID()}`)).statusCode).toBe(404);
    const lock = await call('POST', '/locked-customers', { reason: 'Unpaid', customerId: 'a\u0000b' });
    expect(lock.json().errors).toEqual({ customerId: 'validation.customer.choose_customer' });
  });

  it('limits a page to 1,000 rows and an id list to 1,000 ids', async () => {
    const whole = await call('GET', `/customers?range=${encodeURIComponent('[0,100000000]')}`);
    expect(whole.statusCode).toBe(400);
    expect(englishErrors(whole.json())).toEqual({ range: 'A page holds at most 1000 rows.' });
    expect((await call('GET', `/customers?range=${encodeURIComponent(`[0,${MAX_PAGE_SIZE - 1}]`)}`)).statusCode).toBe(200);
    const ids = Array.from({ length: 1001 }, () => randomUUID());
    const many = await call('GET', `/customers?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
    expect(many.statusCode).toBe(400);
    expect(englishErrors(many.json())).toEqual({ 'filter.id': 'At most 1000 ids at once.', filter: 'At most 1000 ids at once.' });
    const search = await call('GET', `/customers?filter=${encodeURIComponent(JSON.stringify({ q: 'Elm\u0000' }))}`);
    expect(search.json().errors).toEqual({ 'filter.q': TEXT_MESSAGES.nul, filter: TEXT_MESSAGES.nul });
  });

  it('answers 400 to a profile image upload without a boundary or cut short', async () => {
    const upload = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/user/${admin._id}`,
        headers: { ...bearer(admin.token), 'content-type': contentType },
        payload,
      });
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=', '--\r\n'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ],
    ]) {
      const response = await upload(contentType, payload);
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().errors, contentType).toEqual({ file: 'server.profile.upload_could_not_be_read_choose_image' });
    }
    expect((await upload('text/plain', '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--abc--')).statusCode).toBe(400);
  });

  it('answers 400 when a field a route takes as it comes carries text the database cannot store', async () => {
    const [notification] = (await call('GET', `/notifications/${admin._id}`)).json().data.list;
    const marked = await call('PUT', `/notifications/read/${notification._id}`, { completedBy: { name: 'x\u0000' } });
    expect(marked.statusCode).toBe(400);
    expect(marked.json().errors).toEqual({ 'completedBy.name': TEXT_MESSAGES.nul });
  });
});
