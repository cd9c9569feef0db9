import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { seedTemplatesAndSignups } from '../../../server/demo/activity';
import { addCustomer, addMarket, addProperty, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, englishErrors, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let csr: string;
let csrId: string;
/** A customer with two properties in Austin; the tests open the first. */
let dana: { propertyId: string; customerId: string };
const DANA_EMAIL = 'dana.whitfield@example.com';
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  ({ token: csr, _id: csrId } = await signIn(t.app, business.users.csr.username));
  const db = t.app.database.db;
  const austin = business.market._id;
  await addMarket(db, { name: 'San Antonio', zipCodes: ['78209'] });
  const { customer, property } = await addCustomer(
    db,
    austin,
    { firstName: 'Dana', lastName: 'Whitfield', email: DANA_EMAIL },
    { address: '1400 Barton Springs Rd', zipcode: '78704' },
  );
  await addProperty(db, customer._id, austin, {
    address: '4512 Shoal Creek Blvd',
    zipcode: '78703',
    lotSize: 9800,
    lotSizeCategory: 'large',
  });
  // Neighbours in the property list, one statement each so that their update times differ too.
  for (const lotSize of [5200, 6400, 8800]) await addCustomer(db, austin, {}, { lotSize });
  // The demo's e-mail templates (Welcome, Gate code needed), which the preview fills.
  await db.transaction((tx) => seedTemplatesAndSignups(tx));
  dana = { propertyId: property._id, customerId: customer._id };
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = csr) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });

const counts = async () =>
  (await api('GET', `/customers/${dana.customerId}/reminders-callLogs-count?propertyId=${dana.propertyId}`)).json().data as {
    reminders: number;
    callLogs: number;
  };
const latestHistory = async () =>
  (await api('GET', `/histories/list?entity=property&entityId=${dana.propertyId}&length=1`)).json().data.list[0];

describe('GET /phrases/choices', () => {
  it('offers the phrases of one type to staff holding customer_list, and refuses an unknown type', async () => {
    const admin = (await signIn(t.app, business.users.admin.username)).token;
    expect((await api('POST', '/phrases', { name: 'Voicemail', phrase: 'Left a voicemail.', type: 'callLog' }, admin)).statusCode).toBe(
      201,
    );
    expect((await api('POST', '/phrases', { name: 'Gate', phrase: 'Gate code changed.', type: 'note' }, admin)).statusCode).toBe(201);
    const choices = await api('GET', '/phrases/choices?type=callLog');
    expect(choices.statusCode).toBe(200);
    const offered = choices.json().data as { name: string; phrase: string; type: string }[];
    expect(offered).toContainEqual({ _id: expect.any(String), name: 'Voicemail', phrase: 'Left a voicemail.', type: 'callLog' });
    expect(offered.map((phrase) => phrase.type)).toEqual(offered.map(() => 'callLog'));
    expect((await api('GET', '/phrases/choices?type=nope')).statusCode).toBe(400);
  });
});

describe('GET /customers/properties/{id}', () => {
  it('gives the property with its customer, sibling properties, market and services', async () => {
    const response = await api('GET', `/customers/properties/${dana.propertyId}`);
    expect(response.statusCode).toBe(200);
    const property = response.json().data;
    expect(property).toMatchObject({
      address: '1400 Barton Springs Rd',
      market: { name: 'Austin' },
      customer: { name: { first: 'Dana', last: 'Whitfield' }, locked: null },
    });
    expect(property.customer.properties).toHaveLength(2);
    expect(property.services.length).toBeGreaterThan(0);
    expect((await api('GET', `/customers/properties/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await api('GET', '/customers/properties/nope')).statusCode).toBe(400);
  });
});

describe('editing a property', () => {
  it('saves changed fields, moves the market with the zip code and keeps the lot size category in step', async () => {
    const response = await api('PUT', `/customers/properties/${dana.propertyId}`, { gateCode: '#2026', lotSize: 12500, zipcode: '78209' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ gateCode: '#2026', lotSizeCategory: 'large', market: { name: 'San Antonio' } });
    const history = await latestHistory();
    expect(history).toMatchObject({
      action: 'updated',
      changes: { gateCode: { from: null, to: '#2026' }, lotSize: { from: 7200, to: 12500 } },
    });
    await api('PUT', `/customers/properties/${dana.propertyId}`, { lotSize: 7200, zipcode: '78704' });
  });

  it('saves access windows, refuses bad ones with field messages, and empties them again', async () => {
    const path = `/customers/properties/${dana.propertyId}`;
    const windows = [{ days: [1, 2, 3, 4, 5], start: '08:00', end: '12:00' }];
    const saved = await api('PUT', path, { accessWindows: windows });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.accessWindows).toEqual(windows);
    expect((await latestHistory()).changes).toMatchObject({ accessWindows: { from: [], to: windows } });
    const bad = await api('PUT', path, {
      accessWindows: [
        { days: [], start: '12:00', end: '08:00' },
        { days: [1], start: '8am', end: '09:00' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'accessWindows.0.days': 'validation.access_windows.choose_days',
      'accessWindows.0.end': 'validation.access_windows.end_after_start',
      'accessWindows.1.start': 'validation.access_windows.time_hh_mm',
    });
    expect(englishErrors(bad.json())['accessWindows.0.end']).toBe('A window ends after it starts.');
    expect((await api('GET', path)).json().data.accessWindows).toEqual(windows);
    expect((await api('PUT', path, { accessWindows: [] })).json().data.accessWindows).toEqual([]);
  });

  it('names in the history the records a change refers to by id', async () => {
    expect((await api('PUT', `/customers/properties/${dana.propertyId}`, { assigneeId: csrId })).statusCode).toBe(200);
    const history = await latestHistory();
    expect(history).toMatchObject({ changes: { assigneeId: { from: null, to: csrId } }, names: { [csrId]: 'Casey Rivera' } });
    await api('PUT', `/customers/properties/${dana.propertyId}`, { assigneeId: null });
  });

  it('answers 409, not a server error, when the change names a record that does not exist', async () => {
    const response = await api('PUT', `/customers/properties/${dana.propertyId}`, { assigneeId: crypto.randomUUID() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/linked to records/);
  });

  it('needs a customer type and a reason for past, no-renew and pro-collect, and records the status change', async () => {
    const missing = await api('PUT', `/customers/properties/${dana.propertyId}`, { status: 'past' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      pastCustomerType: 'validation.common.customer_type_required',
      statusReason: 'validation.customer.reason_required',
    });
    expect((await api('PUT', `/customers/properties/${dana.propertyId}`, { houseValue: -5 })).json().errors.houseValue).toBe(
      'validation.customer.house_value_must_be_0_or_more',
    );

    const past = await api('PUT', `/customers/properties/${dana.propertyId}`, {
      status: 'past',
      pastCustomerType: 'no-renew',
      statusReason: 'Moving away',
    });
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json().data).toMatchObject({ status: 'past', pastCustomerType: 'no-renew', statusReason: 'Moving away' });
    expect(await latestHistory()).toMatchObject({ action: 'status-changed', changes: { status: { from: 'active', to: 'past' } } });
    // The customer's other property is still active, so the customer stays active.
    expect(past.json().data.customer.status).toBe('active');

    const back = (await api('PUT', `/customers/properties/${dana.propertyId}`, { status: 'active' })).json().data;
    expect(back).toMatchObject({ status: 'active', pastCustomerType: null, statusReason: null });
  });
});

describe('call logs, reminders and notes', () => {
  it('prices a billable call log at 20, counts it, and records it in the history', async () => {
    const before = await counts();
    const response = await api('POST', '/call-logs', {
      propertyId: dana.propertyId,
      code: 'C',
      text: 'Asked about aeration',
      billable: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ price: 20, createdBy: 'Casey Rivera', customerId: dana.customerId });
    expect((await counts()).callLogs).toBe(before.callLogs + 1);
    // The call log and its payment are written in one transaction, so their history rows share a time.
    const latest = (await api('GET', `/histories/list?entity=property&entityId=${dana.propertyId}&length=2`)).json().data.list;
    expect(latest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'call-log', action: 'added' }),
        expect.objectContaining({ entity: 'payment', action: 'added' }),
      ]),
    );

    const unbilled = await api('PUT', `/call-logs/${response.json()._id}`, {
      propertyId: dana.propertyId,
      code: 'C',
      text: 'Asked about aeration',
      billable: false,
    });
    expect(unbilled.json().price).toBe(0);
    expect((await api('POST', '/call-logs', { propertyId: dana.propertyId, code: 'Q', text: '' })).json().errors).toMatchObject({
      code: 'validation.common.code_required',
      text: 'validation.activity.call_log_text_required',
    });
  });

  it('requires every reminder field and a staff assignee', async () => {
    const empty = await api('POST', '/reminders', { propertyId: dana.propertyId });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['assigneeId', 'date', 'note', 'priority']);
    const crewId = business.users.crew._id;
    const reminder = { propertyId: dana.propertyId, date: '2026-12-01', note: 'Call about bush and bed', priority: 'high' };
    expect((await api('POST', '/reminders', { ...reminder, assigneeId: crewId })).json().errors.assigneeId).toBe(
      'server.activity.choose_active_staff_member',
    );
    const before = await counts();
    expect((await api('POST', '/reminders', { ...reminder, assigneeId: csrId })).statusCode).toBe(201);
    expect((await counts()).reminders).toBe(before.reminders + 1);
  });

  it('lists notes of one property newest first with Content-Range, and deletes them with history', async () => {
    const first = (await api('POST', '/notes', { propertyId: dana.propertyId, text: 'First note' })).json();
    await api('POST', '/notes', { propertyId: dana.propertyId, text: 'Second note' });
    const list = await api(
      'GET',
      `/notes?filter=${encodeURIComponent(JSON.stringify({ propertyId: dana.propertyId }))}&sort=["createdAt","DESC"]&range=[0,9]`,
    );
    expect(list.headers['content-range']).toMatch(/^notes 0-\d+\/\d+$/);
    const texts = (list.json() as { text: string; propertyId: string }[]).map((note) => note.text);
    expect(texts.indexOf('Second note')).toBeLessThan(texts.indexOf('First note'));
    expect((await api('DELETE', `/notes/${first._id}`)).statusCode).toBe(200);
    expect((await api('GET', `/notes/${first._id}`)).statusCode).toBe(404);
    expect(await latestHistory()).toMatchObject({ entity: 'note', action: 'deleted' });
  });
});

describe('services', () => {
  it('adds, updates and cancels services, and switches the time cap on and off', async () => {
    const path = `/customers/${dana.customerId}/properties/${dana.propertyId}/services`;
    const existing = (await api('GET', path)).json().data as {
      _id: string;
      type: string;
      frequency: number;
      price: number;
      startDate: string;
      status: string;
    }[];
    const kept = existing.map(({ _id, type, frequency, price, startDate, status }) => ({
      _id,
      type,
      frequency,
      price,
      startDate: startDate < '2026-03-02' ? '2026-03-02' : startDate,
      status,
    }));
    const bnb = { type: 'bnb', frequency: 4, frontBack: 'both', price: 120, startDate: '2026-03-04' };
    const saved = await api('PUT', path, { services: [...kept, bnb] });
    expect(saved.statusCode, saved.body).toBe(200);
    const added = (saved.json().data as { _id: string; type: string; price: number }[]).find(
      (service) => service.type === 'bnb' && service.price === 120,
    )!;

    const cancelled = await api('PUT', path, { services: [{ ...bnb, _id: added._id, status: 'cancel' }] });
    expect(cancelled.json().data.find((service: { _id: string }) => service._id === added._id).status).toBe('cancel');
    expect(await latestHistory()).toMatchObject({ entity: 'service', action: 'cancelled' });

    const on = await api('PUT', `${path}/toggle/timeCap`, { serviceId: added._id });
    expect(on.json().data.find((service: { _id: string }) => service._id === added._id).timeCapHours).toBe(1);
    const set = await api('PUT', `${path}/toggle/timeCap`, { serviceId: added._id, hours: 2.75 });
    expect(set.json().data.find((service: { _id: string }) => service._id === added._id).timeCapHours).toBe(2.75);
    expect(englishErrors((await api('PUT', `${path}/toggle/timeCap`, { serviceId: added._id, hours: 2.7 })).json()).hours).toBe(
      'Time cap must be one of the configured steps up to 12 hours.',
    );
    expect((await api('PUT', `${path}/toggle/timeCap`, { serviceId: added._id, hours: 12.25 })).json().errors.hours).toBe(
      'validation.service.time_cap_0_25_to_12_hours',
    );
    const off = await api('PUT', `${path}/toggle/timeCap`, { serviceId: added._id });
    expect(off.json().data.find((service: { _id: string }) => service._id === added._id).timeCapHours).toBeNull();

    expect((await api('PUT', path, { services: [{ ...bnb, startDate: '2026-03-08' }] })).json().errors['services.0.startDate']).toBe(
      'validation.service.services_start_monday_to_friday',
    );
    const otherCustomer = business.customer._id;
    expect((await api('PUT', `/customers/${otherCustomer}/properties/${dana.propertyId}/services`, { services: [bnb] })).statusCode).toBe(
      404,
    );
  });
});

describe('time caps from the settings', () => {
  it('accepts only the steps configured in System Settings, and switches on at the first step when one hour is not one', async () => {
    const admin = (await signIn(t.app, business.users.admin.username)).token;
    const path = `/customers/${dana.customerId}/properties/${dana.propertyId}/services`;
    const [service] = (await api('GET', path)).json().data as { _id: string; timeCapHours: number | null }[];
    const setTimeCap = (body: { hours?: number | null }) => api('PUT', `${path}/toggle/timeCap`, { serviceId: service._id, ...body });
    const configure = async (caps: Partial<typeof DEFAULT_SETTINGS.timeCap>) => {
      const response = await api('PUT', '/settings/service-time-cap-config', { ...DEFAULT_SETTINGS.timeCap, ...caps }, admin);
      expect(response.statusCode, response.body).toBe(200);
    };
    try {
      await configure({ difference: 0.5, maxHours: 4 });
      expect((await api('GET', '/settings/time-cap-config-detail')).json().data.options).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]);
      const refused = await setTimeCap({ hours: 2.75 });
      expect(refused.statusCode).toBe(400);
      expect(englishErrors(refused.json()).hours).toBe('Time cap must be one of the configured steps up to 4 hours.');
      expect((await setTimeCap({ hours: 4.5 })).statusCode).toBe(400);
      const accepted = await setTimeCap({ hours: 2.5 });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.find((row: { _id: string }) => row._id === service._id).timeCapHours).toBe(2.5);

      await setTimeCap({ hours: null });
      await configure({ difference: 0.75, maxHours: 3 });
      const switchedOn = await setTimeCap({});
      expect(switchedOn.json().data.find((row: { _id: string }) => row._id === service._id).timeCapHours).toBe(0.75);
    } finally {
      await configure(DEFAULT_SETTINGS.timeCap);
      await setTimeCap({ hours: service.timeCapHours ?? null });
    }
  });
});

describe('moving through the list', () => {
  it('finds the first, next and previous property in the list order the user browses', async () => {
    const sort = encodeURIComponent(JSON.stringify(['address', 'ASC']));
    const filter = encodeURIComponent(
      JSON.stringify({ marketId: (await api('GET', `/customers/properties/${dana.propertyId}`)).json().data.market._id }),
    );
    const page = (await api('GET', `/properties?sort=${sort}&filter=${filter}&range=[0,4]`)).json() as { _id: string }[];
    const first = (await api('GET', `/customers/first?sort=${sort}&filter=${filter}`)).json().data;
    expect(first).toEqual({ propertyId: page[0]._id, index: 0 });
    const next = (await api('GET', `/customers/find/next?sort=${sort}&filter=${filter}&propertyId=${page[1]._id}`)).json().data;
    expect(next).toEqual({ propertyId: page[2]._id, index: 2 });
    const prev = (await api('GET', `/customers/find/prev?sort=${sort}&filter=${filter}&propertyId=${page[1]._id}`)).json().data;
    expect(prev).toEqual({ propertyId: page[0]._id, index: 0 });
    const position = (await api('GET', `/customers/findProperty/${page[3]._id}?sort=${sort}&filter=${filter}`)).json().data;
    expect(position).toMatchObject({ index: 3, prev: page[2]._id, next: page[4]._id, first: page[0]._id });
    expect((await api('GET', `/customers/find/prev?sort=${sort}&filter=${filter}&propertyId=${page[0]._id}`)).statusCode).toBe(404);
    expect((await api('GET', `/customers/find?sort=${sort}&filter=${filter}&index=4`)).json().data.propertyId).toBe(page[4]._id);
  });

  it('keeps the neighbours right for descending, numeric and timestamp sorts', async () => {
    for (const sortBy of [
      ['lotSize', 'DESC'],
      ['updatedAt', 'DESC'],
      ['customerName', 'ASC'],
    ]) {
      const sort = encodeURIComponent(JSON.stringify(sortBy));
      const page = (await api('GET', `/properties?sort=${sort}&range=[0,3]`)).json() as { _id: string }[];
      const position = (await api('GET', `/customers/findProperty/${page[1]._id}?sort=${sort}`)).json().data;
      expect(position, sortBy.join(' ')).toMatchObject({ index: 1, first: page[0]._id, prev: page[0]._id, next: page[2]._id });
    }
  });
});

describe('Convert Property and e-mail preview', () => {
  it('moves a property with its services and history to another customer', async () => {
    const newCustomer = {
      name: { first: 'Owen', last: 'Park' },
      email: 'owen.park@example.com',
      mobile: '5125553141',
      emergencyPhone: '5125553142',
      source: 'internet',
      property: {
        address: '77 Rainey St',
        city: 'Austin',
        zipcode: '78701',
        lotSize: 4000,
        cornerLot: false,
        petsAndSecurity: 'None',
        backyardLockCode: 'None',
        subdivisionCode: 'DT-1',
        duplexUnit: 'N/A',
      },
      services: [{ type: 'mow', frequency: 2, price: 35, startDate: '2026-03-03' }],
    };
    const created = (await api('POST', '/customers', newCustomer)).json().data;
    const converted = await api('PUT', `/customers/properties/${created.property._id}/convert`, { customerId: dana.customerId });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().data.customer._id).toBe(dana.customerId);
    expect(converted.json().data.services).toHaveLength(1);
    const services = (await api('GET', `/customers/${dana.customerId}/properties/${created.property._id}/services`)).json().data;
    expect(services[0].customerId).toBe(dana.customerId);
    const history = (await api('GET', `/histories/list?entity=property&entityId=${created.property._id}`)).json().data;
    expect(history.total).toBe(history.list.length);
    expect(history.list[0]).toMatchObject({
      action: 'converted',
      changes: { customerId: { from: created.customer._id, to: dana.customerId } },
    });
    expect((await api('PUT', `/customers/properties/${created.property._id}/convert`, { customerId: dana.customerId })).statusCode).toBe(
      400,
    );
  });

  it('fills a template with the customer and property, escaping the HTML', async () => {
    const templates = (await api('GET', '/email-templates/active')).json().data as { _id: string; name: string }[];
    const welcome = templates.find((template) => template.name === 'Welcome')!;
    await api('PUT', `/customers/properties/${dana.propertyId}`, { gateCode: '<b>9</b>' });
    const preview = await api('POST', `/customers/${dana.customerId}/previewMail`, {
      templateId: welcome._id,
      propertyId: dana.propertyId,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ to: DANA_EMAIL, subject: 'Welcome to Barton Creek Lawn Care, Dana' });
    expect(preview.json().data.text).toContain('1400 Barton Springs Rd, Austin');
    const gate = templates.find((template) => template.name === 'Gate code needed')!;
    const html = (
      await api('POST', `/customers/${dana.customerId}/previewMail`, { templateId: gate._id, propertyId: dana.propertyId })
    ).json().data.html as string;
    expect(html).toContain('&#60;b&#62;9&#60;/b&#62;');
    expect(html).not.toContain('<b>9</b>');
  });
});

describe('sign-ups from the website', () => {
  it('takes a public sign-up with validation and lists it for staff', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer-signup',
      payload: { name: { first: '', last: 'X' }, email: 'x', mobile: '12', address: '', city: 'Austin', zipcode: '787' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'name.first': 'validation.common.first_name_required',
      email: 'validation.common.valid_email_required',
      zipcode: 'validation.common.zip_code_must_be_at_least_5',
    });
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer-signup',
      payload: {
        name: { first: 'Lena', last: 'Voss' },
        email: 'lena.voss@example.com',
        mobile: '(214) 555-7070',
        address: '12 Elm St',
        city: 'Austin',
        zipcode: '78703',
      },
    });
    expect(good.statusCode).toBe(201);
    const list = (await api('GET', '/customer-signup?sort=["createdAt","DESC"]&range=[0,0]')).json();
    expect(list[0]).toMatchObject({ name: { first: 'Lena', last: 'Voss' }, mobile: '2145557070', status: 'new' });
    expect((await api('PUT', `/customer-signup/${list[0]._id}`, { status: 'declined' })).json().status).toBe('declined');
  });
});
