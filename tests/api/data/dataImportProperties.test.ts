// Customers with several properties and both services: a customer's rows (one per property, the same source id or
// e-mail) import as one customer, a Service column names Lawn and Bush and Bed (in English or Spanish), a row twice is
// skipped, the same file again changes nothing, an edited row changes only its property, and undo takes back a
// property added to a customer kept.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withParams } from '../../../common/i18n/catalog';
import { customers, histories, importRows, properties, services } from '../../../server/db/schema';
import { parseCsv } from '../csvText';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;
const db = () => t.app.database.db;
const API = '/api/v1';

const HEADER = 'Client ID,First name,Last name,Email,Phone,Service address,City,Zip,Gate code,Service,Frequency,Day,Price';
const FILE = [
  HEADER,
  'C1,Ann,Two,ann.two@example.com,5125550201,1 Elm St,Austin,78701,,Lawn mowing,weekly,Tue,40',
  'C2,Bo,One,bo.one@example.com,5125550202,9 Ash St,Austin,78701,,Mowing,biweekly,Wed,35',
  'C1,Ann,Two,ann.two@example.com,5125550201,22 Oak Ave,Austin,78701,1234,Lawn; Bush & Bed,every 4 weeks,Thu,60',
  'C1,Ann,Two,ann.two@example.com,5125550201,22  oak ave,Austin,78701,1234,Lawn; Bush & Bed,every 4 weeks,Thu,60',
  'C2,Bo,One,bo.one@example.com,5125550202,9 Ash St,Austin,78701,,Shrubs and beds,every 6 weeks,,120',
  'C3,Cy,Bed,cy.bed@example.com,5125550203,3 Pine St,Austin,78701,,Bush & Bed,,,',
].join('\n');
/** Row 4 edited: Ann's second property's gate code and price. */
const EDITED = FILE.replace(
  '22 Oak Ave,Austin,78701,1234,Lawn; Bush & Bed,every 4 weeks,Thu,60',
  '22 Oak Ave,Austin,78701,9876,Lawn; Bush & Bed,every 4 weeks,Thu,65',
);

type Preview = {
  _id: string;
  totals: object;
  mapping: object;
  rows: {
    rowNumber: number;
    outcome: string;
    field: string | null;
    message: string | null;
    warnings: { field: string; message: string }[];
  }[];
};
async function upload(content: string, dryRun = true): Promise<Preview> {
  const response = await uploadSpreadsheet(t, adminToken, content, dryRun ? {} : { dryRun: 'false' }, 'clients.csv');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url: `${API}${url}`, headers: bearer(adminToken) });
const outcomes = (data: Preview) => Object.fromEntries(data.rows.map((row) => [row.rowNumber, [row.outcome, row.field, row.message]]));
const tally = async () => ({
  customers: (await db().select({ n: count() }).from(customers))[0].n,
  properties: (await db().select({ n: count() }).from(properties))[0].n,
  services: (await db().select({ n: count() }).from(services))[0].n,
});
/** A customer's properties by address, each with its services' type, frequency, price and sides. */
async function holdings(email: string) {
  const [customer] = await db().select().from(customers).where(eq(customers.email, email));
  if (!customer) return null;
  const list = await db().select().from(properties).where(eq(properties.customerId, customer._id)).orderBy(asc(properties.address));
  return Promise.all(
    list.map(async (property) => ({
      address: property.address,
      gateCode: property.gateCode,
      services: (await db().select().from(services).where(eq(services.propertyId, property._id)).orderBy(asc(services.type))).map(
        (service) => ({ type: service.type, frequency: service.frequency, price: service.price, frontBack: service.frontBack }),
      ),
    })),
  );
}

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
});
afterAll(() => t.close());

describe('a customer on several rows, with both services', () => {
  let before: Awaited<ReturnType<typeof tally>>;

  it('previews row 4 as a second property of the customer row 2 creates, and a row twice as a duplicate', async () => {
    before = await tally();
    const preview = await upload(FILE);
    expect(preview.mapping).toMatchObject({ sourceId: 'Client ID', address: 'Service address', service: 'Service', gateCode: 'Gate code' });
    expect(outcomes(preview)).toEqual({
      2: ['create', null, null],
      3: ['create', null, null],
      4: ['create', null, null],
      // The duplicate names the row it repeats.
      5: [
        'skip',
        null,
        `@@react-admin@@${JSON.stringify({ message: 'validation.data_import.same_row_earlier_in_file', args: { row: 4, customer: 'Ann Two' } })}`,
      ],
      6: ['create', null, null],
      7: ['error', 'price', 'validation.data_import.bush_and_bed_price_required'],
    });
    expect(preview.totals).toEqual({ create: 4, update: 0, skip: 1, error: 1 });
    expect(await tally()).toEqual(before);
  });

  it('imports one customer per client id, with its properties and their Lawn and Bush and Bed services', async () => {
    const done = await upload(FILE, false);
    expect(done).toMatchObject({ status: 'done', totals: { create: 4, update: 0, skip: 1, error: 1 } });
    expect(await tally()).toEqual({ customers: before.customers + 2, properties: before.properties + 3, services: before.services + 5 });
    expect(await holdings('ann.two@example.com')).toEqual([
      { address: '1 Elm St', gateCode: null, services: [{ type: 'mow', frequency: 1, price: 40, frontBack: 'both' }] },
      {
        address: '22 Oak Ave',
        gateCode: '1234',
        services: [
          { type: 'bnb', frequency: 4, price: 60, frontBack: 'both' },
          { type: 'mow', frequency: 4, price: 60, frontBack: 'both' },
        ],
      },
    ]);
    expect(await holdings('bo.one@example.com')).toEqual([
      {
        address: '9 Ash St',
        gateCode: null,
        services: [
          { type: 'bnb', frequency: 6, price: 120, frontBack: 'both' },
          { type: 'mow', frequency: 2, price: 35, frontBack: 'both' },
        ],
      },
    ]);
    expect(await holdings('cy.bed@example.com')).toBeNull();
  });

  it('changes nothing when the same file is imported again', async () => {
    const counts = await tally();
    const again = await upload(FILE, false);
    expect(again.totals).toEqual({ create: 0, update: 0, skip: 5, error: 1 });
    expect(outcomes(again)[4]).toEqual(['skip', null, 'validation.data_import.unchanged_since_last_import']);
    expect(await tally()).toEqual(counts);
  });

  it('changes only the edited row’s property when one row is edited, and undo puts it back', async () => {
    const counts = await tally();
    const [ann] = await db().select().from(customers).where(eq(customers.email, 'ann.two@example.com'));
    const [elm] = await db().select().from(properties).where(eq(properties.address, '1 Elm St'));
    const historyOf = async (propertyId: string) =>
      (
        await db()
          .select({ n: count() })
          .from(histories)
          .where(and(eq(histories.propertyId, propertyId), eq(histories.action, 'updated')))
      )[0].n;
    const preview = await upload(EDITED);
    expect(preview.totals).toEqual({ create: 0, update: 1, skip: 4, error: 1 });
    expect(outcomes(preview)[4]).toEqual(['update', null, null]);
    const done = (await call('POST', `/imports/${preview._id}/start`)).json().data;
    expect(done.status).toBe('done');
    expect(await tally()).toEqual(counts);
    const [oak, ...rest] = (await holdings('ann.two@example.com'))!.filter((property) => property.address === '22 Oak Ave');
    expect(rest).toEqual([]);
    expect(oak).toMatchObject({
      gateCode: '9876',
      services: [
        { type: 'bnb', price: 65 },
        { type: 'mow', price: 65 },
      ],
    });
    expect(await historyOf(elm._id)).toBe(0);
    const customerUpdates = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'customer'), eq(histories.entityId, ann._id), eq(histories.action, 'updated')));
    expect(customerUpdates).toEqual([]);

    const undone = await call('POST', `/imports/${preview._id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const [restored] = (await holdings('ann.two@example.com'))!.filter((property) => property.address === '22 Oak Ave');
    expect(restored).toMatchObject({
      gateCode: '1234',
      services: [
        { type: 'bnb', price: 60 },
        { type: 'mow', price: 60 },
      ],
    });
    expect((await upload(FILE)).totals).toEqual({ create: 0, update: 0, skip: 5, error: 1 });
  });

  it('adds a new property to a customer an earlier import made, and undo removes that property alone', async () => {
    const counts = await tally();
    const more = `${FILE}\nC2,Bo,One,bo.one@example.com,5125550202,40 Birch Ln,Austin,78701,,Bush & Bed,,,150`;
    const done = await upload(more, false);
    expect(done.totals).toEqual({ create: 1, update: 0, skip: 5, error: 1 });
    expect(await tally()).toEqual({ ...counts, properties: counts.properties + 1, services: counts.services + 1 });
    const birch = (await holdings('bo.one@example.com'))!.find((property) => property.address === '40 Birch Ln');
    expect(birch?.services).toEqual([{ type: 'bnb', frequency: 4, price: 150, frontBack: 'both' }]);
    expect((await call('POST', `/imports/${done._id}/undo`)).statusCode).toBe(200);
    expect(await tally()).toEqual(counts);
    expect(await holdings('bo.one@example.com')).toHaveLength(1);
  });
});

describe('Spanish headers and service words, and customers told by e-mail and phone', () => {
  const SPANISH = [
    'Nombre,Apellidos,Correo electrónico,Teléfono,Dirección,Ciudad,Código Postal,Servicio,Frecuencia,Día,Precio',
    'María,López,maria.lopez@example.com,5125550301,5 Cedro St,Austin,78701,Corte de césped,semanal,lunes,38',
    'María,López,maria.lopez@example.com,,7 Roble St,Austin,78701,Arbustos y jardineras,mensual,viernes,90',
    'María,López,,512 555 0301,9 Pino St,Austin,78701,corte de césped y camas,quincenal,martes,55',
    'Luis,Pérez,luis.perez@example.com,5125550302,8 Nogal St,Austin,78701,Limpieza de ventanas,semanal,martes,20',
  ].join('\n');

  it('maps the Spanish headers and reads the Spanish service words, one customer by e-mail and phone', async () => {
    const preview = await upload(SPANISH);
    expect(preview.mapping).toMatchObject({ firstName: 'Nombre', service: 'Servicio', frequency: 'Frecuencia', price: 'Precio' });
    expect(outcomes(preview)).toEqual({
      2: ['create', null, null],
      3: ['create', null, null],
      4: ['create', null, null],
      5: ['create', null, null],
    });
    // Window cleaning is no service LawnDesk plans: Luis's is a one-time job of its own, its words kept as a note.
    expect(preview.rows[3].warnings).toEqual([
      { field: 'service', message: withParams('validation.data_import.extra_as_one_time_job', { service: 'Limpieza de ventanas' }) },
    ]);
    await call('POST', `/imports/${preview._id}/start`);
    expect(await holdings('maria.lopez@example.com')).toEqual([
      { address: '5 Cedro St', gateCode: null, services: [{ type: 'mow', frequency: 1, price: 38, frontBack: 'both' }] },
      { address: '7 Roble St', gateCode: null, services: [{ type: 'bnb', frequency: 4, price: 90, frontBack: 'both' }] },
      {
        address: '9 Pino St',
        gateCode: null,
        services: [
          { type: 'bnb', frequency: 2, price: 55, frontBack: 'both' },
          { type: 'mow', frequency: 2, price: 55, frontBack: 'both' },
        ],
      },
    ]);
    const report = await t.app.inject({ url: `${API}/imports/${preview._id}/report.csv?language=es`, headers: bearer(adminToken) });
    const [, ...rows] = parseCsv(report.body);
    expect(rows[3]).toEqual(['5', 'create', '', '', 'Luis Pérez, 8 Nogal St']);
    expect(await holdings('luis.perez@example.com')).toEqual([
      { address: '8 Nogal St', gateCode: null, services: [{ type: 'bnb', frequency: -1, price: 20, frontBack: 'both' }] },
    ]);
    expect((await upload(SPANISH)).totals).toEqual({ create: 0, update: 0, skip: 4, error: 0 });
  });

  it('writes a customer whose rows lie a batch apart in one transaction, as one customer', async () => {
    const header = 'Id,First name,Last name,Email,Address,City,Zip,Service,Price';
    const filler = Array.from(
      { length: 300 },
      (_, index) => `F${index},Fil,Ler${index},f${index}@example.com,${index} Far St,Austin,78701,Mowing,30`,
    );
    const file = [
      header,
      'FAR,Far,Apart,far.apart@example.com,1 Near St,Austin,78701,Mowing,30',
      ...filler,
      'FAR,Far,Apart,far.apart@example.com,2 Near St,Austin,78701,Bush,80',
    ].join('\n');
    const done = await upload(file, false);
    expect(done).toMatchObject({ status: 'done', totals: { create: 302, update: 0, skip: 0, error: 0 } });
    const [far] = await db().select().from(customers).where(eq(customers.email, 'far.apart@example.com'));
    const farProperties = await db().select().from(properties).where(eq(properties.customerId, far._id));
    expect(farProperties.map((property) => property.address).sort()).toEqual(['1 Near St', '2 Near St']);
    const farServices = await db()
      .select()
      .from(services)
      .where(
        inArray(
          services.propertyId,
          farProperties.map((property) => property._id),
        ),
      );
    expect(farServices.map((service) => service.type).sort()).toEqual(['bnb', 'mow']);
    // Written with its first row, not found later as a customer an earlier batch made (that row would have created a property).
    const made = await db()
      .select({ rowNumber: importRows.rowNumber, created: importRows.created })
      .from(importRows)
      .where(and(eq(importRows.importId, done._id), inArray(importRows.rowNumber, [2, 303])))
      .orderBy(asc(importRows.rowNumber));
    expect(made).toEqual([
      { rowNumber: 2, created: 'customer' },
      { rowNumber: 303, created: null },
    ]);
  });
});
