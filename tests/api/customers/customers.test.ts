import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, signups as signupTable } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let csr: string;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  csr = (await signIn(t.app, business.users.csr.username)).token;
});
afterAll(() => t.close());

/** A Monday, so the service start date is a weekday. */
const MONDAY = '2026-03-02';

function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: { first: 'Rosa', last: `Delgado${counter}` },
    email: `rosa.delgado.${counter}@example.com`,
    mobile: `(737) 555-${String(1000 + counter).padStart(4, '0')}`,
    emergencyPhone: '737-555-9999',
    source: 'referral',
    property: {
      address: `${100 + counter} Cesar Chavez St`,
      city: 'Austin',
      zipcode: '78702',
      lotSize: 6200,
      cornerLot: true,
      petsAndSecurity: 'Dog in backyard',
      backyardLockCode: '1234',
      subdivisionCode: 'EAST-12',
      duplexUnit: 'N/A',
      houseValue: 450000,
    },
    services: [{ type: 'mow', frequency: 1, frontBack: 'both', price: 45, startDate: MONDAY, mowDay: 1 }],
    ...overrides,
  };
}

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = csr) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await api('POST', '/customers', newCustomer(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    customer: { _id: string; email: string; mobile: string };
    property: { _id: string; market: { name: string } | null; lotSizeCategory: string };
    services: { _id: string; status: string }[];
  };
}

async function historyOf(entity: string, entityId: string) {
  const response = await api('GET', `/histories/list?entity=${entity}&entityId=${entityId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.list as {
    entity: string;
    action: string;
    user: { name: string } | null;
    changes: Record<string, { from: unknown; to: unknown }>;
  }[];
}

describe('POST /customers', () => {
  it('adds the customer, its first property and services in one go, deriving market, lot size category and history', async () => {
    const { customer, property, services } = await create();
    expect(customer.mobile).toBe(`737555${String(1000 + counter).padStart(4, '0')}`);
    expect(property.market?.name).toBe('Austin');
    expect(property.lotSizeCategory).toBe('average');
    expect(services).toHaveLength(1);
    const history = await historyOf('property', property._id);
    expect(history.map((row) => `${row.entity}:${row.action}`).sort()).toEqual(['property:added', 'service:added']);
    expect(history[0].user?.name).toBe('Casey Rivera');
    expect(history.find((row) => row.entity === 'property')?.changes.address).toEqual({
      from: null,
      to: expect.stringContaining('Cesar Chavez St'),
    });
  });

  it('answers 400 with a message per field', async () => {
    const response = await api(
      'POST',
      '/customers',
      newCustomer({
        name: { first: ' ', last: '' },
        email: 'not-an-email',
        property: { ...newCustomer().property, zipcode: '787', houseValue: -1, petsAndSecurity: '' },
        services: [{ type: 'mow', frequency: 5, price: 40, startDate: '2026-03-07' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      'name.first': 'validation.common.first_name_required',
      'name.last': 'validation.common.last_name_required',
      email: 'validation.common.valid_email_required',
      'property.zipcode': 'validation.common.zip_code_must_be_at_least_5',
      'property.houseValue': 'validation.customer.house_value_must_be_0_or_more',
      'property.petsAndSecurity': 'validation.customer.pets_and_security_required',
      'services.0.frequency': 'validation.common.frequency_required',
      'services.0.startDate': 'validation.service.services_start_monday_to_friday',
    });
  });

  it('refuses an e-mail or phone that another customer has, and the check calls say so', async () => {
    const { customer } = await create();
    const sameEmail = await api('POST', '/customers', newCustomer({ email: customer.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors.email).toBe('validation.profile.email_address_already_exists_try_different_email');
    const samePhone = await api('POST', '/customers', newCustomer({ mobile: customer.mobile }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().errors.mobile).toBe('validation.profile.phone_number_already_exists_try_different_phone');
    expect((await api('GET', `/customers/check-email/${customer.email}`)).json().data.exists).toBe(true);
    expect((await api('GET', `/customers/check-email/${customer.email}?exceptId=${customer._id}`)).json().data.exists).toBe(false);
    expect((await api('GET', `/customers/check-phone/${customer.mobile}`)).json().data.exists).toBe(true);
    expect((await api('GET', '/customers/check-phone/2105550000')).json().data.exists).toBe(false);
  });

  it('rolls everything back when a later part of the write fails', async () => {
    const attempt = newCustomer({ signupId: crypto.randomUUID() });
    const response = await api('POST', '/customers', attempt);
    expect(response.statusCode).toBe(409);
    expect((await api('GET', `/customers/check-email/${attempt.email}`)).json().data.exists).toBe(false);
    const found = (await api('GET', `/properties?filter=${encodeURIComponent(JSON.stringify({ q: attempt.property.address }))}`)).json();
    expect(found).toEqual([]);
  });

  it('converts a sign-up once', async () => {
    await t.app.database.db.insert(signupTable).values({
      firstName: 'Marisol',
      lastName: 'Vega',
      email: 'marisol@example.com',
      mobile: '5125550170',
      address: '9 Oak Rd',
      city: 'Austin',
      zipcode: '78702',
    });
    const signups = (await api('GET', `/customer-signup?filter=${encodeURIComponent(JSON.stringify({ status: 'new' }))}`)).json() as {
      _id: string;
      name: { first: string };
    }[];
    const marisol = signups.find((signup) => signup.name.first === 'Marisol')!;
    await create({ signupId: marisol._id });
    expect((await api('GET', `/customer-signup/${marisol._id}`)).json().status).toBe('converted');
    const again = await api('POST', '/customers', newCustomer({ signupId: marisol._id }));
    expect(again.statusCode).toBe(409);
    for (const status of ['declined', 'new']) {
      const change = await api('PUT', `/customer-signup/${marisol._id}`, { status });
      expect(change.statusCode).toBe(409);
    }
    expect((await api('GET', `/customer-signup/${marisol._id}`)).json().status).toBe('converted');
  });

  it('lists only the customers asked for by id, as react-admin does for a selected reference', async () => {
    const { customer } = await create();
    const response = await api('GET', `/customers?filter=${encodeURIComponent(JSON.stringify({ id: [customer._id] }))}`);
    expect(response.json().map((row: { _id: string }) => row._id)).toEqual([customer._id]);
  });
});

describe('who may call the customer API', () => {
  it('gives crew, vendor and customer accounts 403 on every staff call', async () => {
    const { customer, property } = await create();
    const calls: [Parameters<typeof api>[0], string, unknown?][] = [
      ['GET', '/customers'],
      ['POST', '/customers', newCustomer()],
      ['GET', `/customers/${customer._id}`],
      ['PUT', `/customers/${customer._id}`, newCustomer()],
      ['GET', `/customers/properties/${property._id}`],
      ['PUT', `/customers/properties/${property._id}`, { gateCode: '1' }],
      ['GET', `/customers/${customer._id}/reminders-callLogs-count`],
      ['GET', '/call-logs'],
      ['POST', '/notes', { propertyId: property._id, text: 'x' }],
      ['GET', `/histories/list?entity=property&entityId=${property._id}`],
      ['GET', '/locked-customers'],
      ['GET', '/customer-signup'],
      ['GET', '/customers/first'],
    ];
    for (const [caller, role] of [
      ['crew', 'crew'],
      ['vendor', 'admin'],
      ['customer', 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, business.users[caller].username, role);
      for (const [method, url, payload] of calls) {
        const response = await api(method, url, payload, token);
        expect(response.statusCode, `${caller} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets a csr whose role lost customer_add read customers but not add them', async () => {
    const { db } = t.app.database;
    const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
    await db
      .update(roles)
      .set({ permissions: csrRole.permissions.filter((key) => key !== 'customer_add') })
      .where(eq(roles._id, csrRole._id));
    try {
      expect((await api('POST', '/customers', newCustomer())).statusCode).toBe(403);
      expect((await api('GET', '/customers')).statusCode).toBe(200);
    } finally {
      await db.update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    }
  });
});

describe('reading, editing, archiving and deleting a customer', () => {
  it('updates the customer, records each changed field before and after, and the search finds the new name', async () => {
    const { customer } = await create();
    const body = { ...newCustomer(), name: { first: 'Rosalind', last: 'Delgado' }, email: customer.email, mobile: customer.mobile };
    const response = await api('PUT', `/customers/${customer._id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toEqual({ first: 'Rosalind', last: 'Delgado' });
    const [latest] = await historyOf('customer', customer._id);
    expect(latest.action).toBe('updated');
    expect(latest.changes.firstName).toEqual({ from: 'Rosa', to: 'Rosalind' });
    expect(latest.changes.email).toBeUndefined();
    const found = (await api('GET', `/properties/search?filter=${encodeURIComponent(JSON.stringify({ q: 'Rosalind Delg' }))}`)).json() as {
      customer: { _id: string };
    }[];
    expect(found.map((row) => row.customer._id)).toEqual([customer._id]);
  });

  it('archives and restores a customer with its properties, and the lists follow', async () => {
    const { customer, property } = await create();
    const search = async (isArchived: boolean) =>
      (
        (
          await api('GET', `/properties?filter=${encodeURIComponent(JSON.stringify({ customerId: customer._id, isArchived }))}`)
        ).json() as unknown[]
      ).length;
    expect((await api('PUT', `/customers/${customer._id}/archive`)).json().data.isArchived).toBe(true);
    expect([await search(false), await search(true)]).toEqual([0, 1]);
    expect((await api('PUT', `/customers/${customer._id}/restore`)).json().data.isArchived).toBe(false);
    expect([await search(false), await search(true)]).toEqual([1, 0]);
    const actions = (await historyOf('customer', customer._id)).map((row) => row.action);
    expect(actions.slice(0, 2)).toEqual(['restored', 'archived']);
    expect((await api('GET', `/customers/properties/${property._id}`)).json().data.isArchived).toBe(false);
  });

  it('refuses to delete a customer with services or history, and deletes one added by mistake', async () => {
    const withServices = await create();
    const refused = await api('DELETE', `/customers/${withServices.customer._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Archive it instead/);
    const mistake = await create({ services: [] });
    expect((await api('DELETE', `/customers/${mistake.customer._id}`)).statusCode).toBe(200);
    expect((await api('GET', `/customers/${mistake.customer._id}`)).statusCode).toBe(404);
  });

  it('reads a customer with its properties and knows whether a service has started', async () => {
    const { customer, property, services } = await create();
    const read = (await api('GET', `/customers/${customer._id}`)).json();
    expect(read.properties.map((row: { _id: string }) => row._id)).toEqual([property._id]);
    expect((await api('GET', `/customers/${customer._id}/checkForStartedService`)).json().data.hasStartedService).toBe(false);
    const saved = await api('PUT', `/customers/${customer._id}/properties/${property._id}/services`, {
      services: [{ ...newCustomer().services[0], _id: services[0]._id, status: 'started' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api('GET', `/customers/${customer._id}/checkForStartedService`)).json().data.hasStartedService).toBe(true);
  });
});

describe('locked customers', () => {
  it('refuses writes with 423 while locked, lists the lock, and allows them again once unlocked', async () => {
    const { customer, property } = await create();
    expect((await api('POST', '/locked-customers', { customerId: customer._id, reason: '' })).json().errors.reason).toBe(
      'validation.customer.reason_required',
    );
    expect((await api('POST', '/locked-customers', { customerId: customer._id, reason: 'Disputed charge' })).statusCode).toBe(201);
    expect((await api('POST', '/locked-customers', { customerId: customer._id, reason: 'Again' })).statusCode).toBe(409);

    const blocked = await api('PUT', `/customers/properties/${property._id}`, { gateCode: '#4455' });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json().message).toMatch(/Disputed charge/);
    expect((await api('POST', '/call-logs', { propertyId: property._id, code: 'C', text: 'Called' })).statusCode).toBe(423);

    const locked = (await api('GET', '/locked-customers?range=[0,99]')).json() as { _id: string; locked: { reason: string } }[];
    expect(locked.find((row) => row._id === customer._id)?.locked.reason).toBe('Disputed charge');

    expect((await api('DELETE', `/locked-customers/${customer._id}`)).statusCode).toBe(200);
    expect((await api('PUT', `/customers/properties/${property._id}`, { gateCode: '#4455' })).statusCode).toBe(200);
    const actions = (await historyOf('customer', customer._id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['locked', 'unlocked']));
  });
});
