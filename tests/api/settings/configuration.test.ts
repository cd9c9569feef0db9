import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  // What the searches and the unique-code check below find.
  expect(
    (await call(admin, 'POST', '/phrases', { name: 'Gate locked', phrase: 'The backyard gate was locked.', type: 'un-assign' })).statusCode,
  ).toBe(201);
  expect((await call(admin, 'POST', '/discounts', { ...discount, code: 'SPRING26' })).statusCode).toBe(201);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const q = (params: Record<string, unknown>) =>
  '?' + new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();

const phrase = { name: 'Sprinkler heads', phrase: 'Flag the sprinkler heads before mowing.', type: 'note' };
const discount = {
  code: 'SUMMER10',
  type: 'percentage',
  value: 10,
  numberOfServices: 3,
  startDate: '2026-06-01',
  endDate: '2026-08-31',
  service: 'mow',
  customerType: 'new',
};
const announcement = {
  title: 'Inventory day',
  message: 'Count the trimmers.',
  repeat: 'monthly',
  activeFrom: '2026-02-01',
  activeTo: '2026-11-30',
  isActive: true,
};
const template = {
  name: 'Reminder',
  status: 'active',
  subject: 'Hi {{firstName}}',
  htmlBody: '<p>{{serviceAddress}}</p>',
  alterBody: '{{serviceAddress}}',
  type: 'customer',
};

const RESOURCES = [
  { path: '/phrases', key: 'phrase_list', body: phrase, change: { name: 'Sprinklers' } },
  { path: '/discounts', key: 'discount_list', body: discount, change: { code: 'SUMMER11', value: 12 } },
  { path: '/office-announcements', key: 'office_announcement_list', body: announcement, change: { isActive: false } },
  { path: '/email-templates', key: 'email_template_list', body: template, change: { status: 'inactive' } },
] as const;

describe.each(RESOURCES)('$path', ({ path, key, body, change }) => {
  it('creates, lists with Content-Range, reads, updates and deletes', async () => {
    const created = await call(admin, 'POST', path, body);
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ ...body, _id: expect.any(String), createdAt: expect.any(String) });

    const listed = await call(csr, 'GET', `${path}${q({ filter: { id: [record._id] } })}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toMatch(new RegExp(`^${path.slice(1)} 0-0/1$`));
    expect(listed.json()[0]._id).toBe(record._id);

    const updated = await call(admin, 'PUT', `${path}/${record._id}`, { ...body, ...change });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject(change);
    expect((await call(admin, 'GET', `${path}/${record._id}`)).json()).toMatchObject(change);

    expect((await call(admin, 'DELETE', `${path}/${record._id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `${path}/${record._id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `${path}/${record._id}`, body)).statusCode).toBe(404);
  });

  it('pages 10 at a time and sorts', async () => {
    const page = await call(admin, 'GET', `${path}${q({ range: [0, 9] })}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().length).toBeLessThanOrEqual(10);
    expect((await call(admin, 'GET', `${path}${q({ sort: ['passwordHash', 'ASC'] })}`)).statusCode).toBe(400);
  });

  it('refuses crew, vendor and customer, and a csr whose role lost the key', async () => {
    for (const [caller, role] of [
      ['crew', 'crew'],
      ['vendor', 'admin'],
      ['customer', 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, business.users[caller].username, role);
      expect((await call(token, 'GET', path)).statusCode).toBe(403);
      expect((await call(token, 'POST', path, body)).statusCode).toBe(403);
    }
    const db = t.app.database.db;
    const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
    await db
      .update(roles)
      .set({ permissions: csrRole.permissions.filter((permission) => permission !== key) })
      .where(eq(roles._id, csrRole._id));
    try {
      expect((await call(csr, 'GET', path)).statusCode).toBe(403);
      expect((await call(csr, 'POST', path, body)).statusCode).toBe(403);
    } finally {
      await db.update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    }
    expect((await call(csr, 'GET', path)).statusCode).toBe(200);
  });
});

const errorsOf = async (path: string, payload: object) => {
  const response = await call(admin, 'POST', path, payload);
  expect(response.statusCode).toBe(400);
  return response.json().errors as Record<string, string>;
};

describe('phrase validation', () => {
  it('requires name, phrase and a type of the spec', async () => {
    expect(await errorsOf('/phrases', {})).toEqual({
      name: 'validation.common.name_required',
      phrase: 'validation.phrase.phrase_required',
      type: 'validation.common.type_required',
    });
    expect(await errorsOf('/phrases', { name: ' ', phrase: ' ', type: 'memo' })).toEqual({
      name: 'validation.common.name_required',
      phrase: 'validation.phrase.phrase_required',
      type: 'validation.common.type_required',
    });
  });

  it('filters by type and searches name and text', async () => {
    const reminders = (await call(admin, 'GET', `/phrases${q({ filter: { type: 'reminder' } })}`)).json();
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((row: { type: string }) => row.type === 'reminder')).toBe(true);
    expect(
      (await call(admin, 'GET', `/phrases${q({ filter: { q: 'backyard' } })}`)).json().map((row: { name: string }) => row.name),
    ).toContain('Gate locked');
  });
});

describe('discount validation', () => {
  it('reports every required field', async () => {
    expect(await errorsOf('/discounts', {})).toEqual({
      code: 'validation.common.code_required',
      type: 'validation.common.type_required',
      numberOfServices: 'validation.discount.number_of_services_required',
      startDate: 'validation.common.start_date_required',
      endDate: 'validation.discount.end_date_required',
      service: 'validation.common.service_required',
      customerType: 'validation.common.customer_type_required',
    });
  });

  it('allows letters and numbers only in the code', async () => {
    expect((await errorsOf('/discounts', { ...discount, code: 'SUMMER-10' })).code).toBe(
      'validation.discount.code_may_only_contain_letters_and_numbers',
    );
    expect((await errorsOf('/discounts', { ...discount, code: 'sum mer' })).code).toBe(
      'validation.discount.code_may_only_contain_letters_and_numbers',
    );
  });

  it('keeps a percentage between 0 and 100 and asks for a price on the price types', async () => {
    expect((await errorsOf('/discounts', { ...discount, value: 101 })).value).toBe(
      'validation.discount.percentage_must_be_between_0_and_100',
    );
    expect((await errorsOf('/discounts', { ...discount, value: -1 })).value).toBe(
      'validation.discount.percentage_must_be_between_0_and_100',
    );
    expect((await errorsOf('/discounts', { ...discount, value: null })).value).toBe('validation.discount.percentage_required');
    expect((await errorsOf('/discounts', { ...discount, type: 'fixed-price', value: null })).value).toBe(
      'validation.common.price_required',
    );
    expect((await errorsOf('/discounts', { ...discount, type: 'price-discount', value: -5 })).value).toBe(
      'validation.common.price_must_be_0_or_more',
    );
    const priced = await call(admin, 'POST', '/discounts', { ...discount, code: 'BIGPRICE', type: 'fixed-price', value: 250 });
    expect(priced.json()).toMatchObject({ type: 'fixed-price', value: 250 });
    const free = await call(admin, 'POST', '/discounts', { ...discount, code: 'FREEMOW', type: 'free', value: null });
    expect(free.statusCode).toBe(201);
    expect(free.json().value).toBe(0);
  });

  it('needs at least one service and an end date not before the start', async () => {
    expect((await errorsOf('/discounts', { ...discount, numberOfServices: 0 })).numberOfServices).toBe(
      'validation.discount.number_of_services_at_least_1',
    );
    expect((await errorsOf('/discounts', { ...discount, endDate: '2026-05-31' })).endDate).toBe(
      'validation.discount.end_date_cannot_be_before_start_date',
    );
    expect((await errorsOf('/discounts', { ...discount, service: 'gutter' })).service).toBe('validation.common.service_required');
    expect((await errorsOf('/discounts', { ...discount, customerType: 'vip' })).customerType).toBe(
      'validation.common.customer_type_required',
    );
  });

  it('keeps codes unique whatever their case, on create and on update', async () => {
    const taken = await call(admin, 'POST', '/discounts', { ...discount, code: 'spring26' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      status: 409,
      message: 'This discount code is already in use.',
      messageKey: 'validation.discount.discount_code_already_in_use',
      errors: { code: 'validation.discount.discount_code_already_in_use' },
    });
    const other = (await call(admin, 'POST', '/discounts', { ...discount, code: 'AUTUMN5' })).json();
    expect((await call(admin, 'PUT', `/discounts/${other._id}`, { ...discount, code: 'Spring26' })).statusCode).toBe(409);
    expect((await call(admin, 'PUT', `/discounts/${other._id}`, { ...discount, code: 'autumn5' })).statusCode).toBe(200);
  });
});

describe('office announcement validation', () => {
  it('requires title, message, repeat and the window, and keeps the window in order', async () => {
    expect(await errorsOf('/office-announcements', {})).toEqual({
      title: 'validation.common.title_required',
      message: 'validation.common.message_required',
      repeat: 'validation.office_announcement.repeat_required',
      activeFrom: 'validation.office_announcement.active_from_date_required',
      activeTo: 'validation.office_announcement.active_to_date_required',
    });
    expect((await errorsOf('/office-announcements', { ...announcement, repeat: 'hourly' })).repeat).toBe(
      'validation.office_announcement.repeat_required',
    );
    expect((await errorsOf('/office-announcements', { ...announcement, activeTo: '2026-01-01' })).activeTo).toBe(
      'validation.office_announcement.active_to_date_cannot_be_before_active',
    );
  });
});

describe('email templates', () => {
  it('requires every field', async () => {
    expect(await errorsOf('/email-templates', {})).toEqual({
      name: 'validation.common.name_required',
      status: 'validation.common.status_required',
      subject: 'validation.common.subject_required',
      htmlBody: 'validation.email_template.html_body_required',
      alterBody: 'validation.email_template.plain_text_body_required',
      type: 'validation.common.type_required',
    });
  });

  it('keeps GET /email-templates/active beside the CRUD and previews a template for a property', async () => {
    const created = (await call(admin, 'POST', '/email-templates', template)).json();
    const active = (await call(admin, 'GET', '/email-templates/active')).json();
    expect(active.data.map((row: { _id: string }) => row._id)).toContain(created._id);
    const [property] = (await call(admin, 'GET', `/properties${q({ range: [0, 0] })}`)).json();
    const preview = await call(admin, 'POST', `/customers/${property.customer._id}/previewMail`, {
      templateId: created._id,
      propertyId: property._id,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.html).toContain(property.address);
    expect(preview.json().data.subject).not.toContain('{{');
  });
});
