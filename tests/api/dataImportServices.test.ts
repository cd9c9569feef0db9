// Services on a second import: an edited file changes only what changed, a service's frequency, day and price
// included, plans the visits again, and undo puts the services back; the same file again changes nothing.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, histories, services, workLogs } from '../../server/db/schema';
import { importerApp, uploadSpreadsheet } from './fixtures/importer';
import { bearer, type TestApp } from './helpers';

let t: TestApp;
let adminToken: string;
const db = () => t.app.database.db;
const API = '/api/v1';

const HEADER = 'Id,First name,Last name,Email,Address,City,Zip,Frequency,Day,Price';
const FILE = [
  HEADER,
  'S1,Ann,Weekly,ann.weekly@example.com,1 First St,Austin,78701,weekly,Tue,40',
  'S2,Bob,Biweekly,bob.biweekly@example.com,2 Second St,Austin,78701,every 2 weeks,Wed,45',
  'S3,Cy,Noservice,cy.none@example.com,3 Third St,Austin,78701,,,',
].join('\n');
const EDITED = [
  HEADER,
  'S1,Ann,Weekly,ann.weekly@example.com,1 First St,Austin,78701,biweekly,Tue,40',
  'S2,Bob,Biweekly,bob.biweekly@example.com,2 Second St,Austin,78701,every 2 weeks,Thursday,50',
  'S3,Cy,Noservice,cy.none@example.com,3 Third St,Austin,78701,weekly,Fri,30',
].join('\n');

async function importFile(content: string) {
  const response = await uploadSpreadsheet(t, adminToken, content, { dryRun: 'false' }, 'services.csv');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
async function serviceOf(email: string) {
  const [customer] = await db().select().from(customers).where(eq(customers.email, email));
  return db().select().from(services).where(eq(services.customerId, customer._id)).orderBy(asc(services.createdAt));
}
/** The days of a service's planned visits (within the fixture's short planning horizon). */
async function visitDates(serviceId: string) {
  const rows = await db()
    .select({ date: workLogs.date })
    .from(workLogs)
    .where(and(eq(workLogs.serviceId, serviceId), eq(workLogs.status, 'pending')))
    .orderBy(asc(workLogs.date));
  return rows.map(({ date }) => date);
}
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

beforeAll(async () => {
  ({ t, adminToken } = await importerApp());
});
afterAll(() => t.close());

describe('services on a second import', () => {
  let firstStart: string;
  let bobFirstVisits: string[];

  it('creates the services the file names', async () => {
    const done = await importFile(FILE);
    expect(done).toMatchObject({ status: 'done', totals: { create: 3, update: 0, skip: 0, error: 0 } });
    const [ann] = await serviceOf('ann.weekly@example.com');
    expect(ann).toMatchObject({ frequency: 1, mowDay: 2, price: 40 });
    const [bob] = await serviceOf('bob.biweekly@example.com');
    bobFirstVisits = await visitDates(bob._id);
    expect(await serviceOf('cy.none@example.com')).toEqual([]);
    // As if imported on an earlier day: the start the import chose then is kept by every later import.
    firstStart = '2026-01-05';
    await db().update(services).set({ startDate: firstStart }).where(eq(services._id, ann._id));
  });

  it('skips every row when the same file is imported again, on another day too', async () => {
    const again = await importFile(FILE);
    expect(again.totals).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
  });

  let editedImport: string;
  it('changes the frequency, day and price an edited file gives, adds a service it now names, and plans again', async () => {
    const edited = await importFile(EDITED);
    editedImport = edited._id;
    expect(edited).toMatchObject({ status: 'done', totals: { create: 0, update: 3, skip: 0, error: 0 } });
    const [ann] = await serviceOf('ann.weekly@example.com');
    expect(ann).toMatchObject({ frequency: 2, mowDay: 2, price: 40, startDate: firstStart });
    const [bob] = await serviceOf('bob.biweekly@example.com');
    expect(bob).toMatchObject({ frequency: 2, mowDay: 4, price: 50 });
    const bobVisits = await visitDates(bob._id);
    expect(bobVisits).not.toEqual(bobFirstVisits);
    expect(bobVisits.length > 0 && bobVisits.every((date) => weekday(date) === 4), bobVisits.join()).toBe(true);
    const cy = await serviceOf('cy.none@example.com');
    expect(cy).toEqual([expect.objectContaining({ type: 'mow', frequency: 1, mowDay: 5, price: 30 })]);
    const bobHistory = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'service'), eq(histories.entityId, bob._id), eq(histories.action, 'updated')));
    expect(bobHistory.map((entry) => entry.changes)).toEqual([{ mowDay: { from: 3, to: 4 }, price: { from: 45, to: 50 } }]);
  });

  it('skips every row of the edited file imported again', async () => {
    expect((await importFile(EDITED)).totals).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
  });

  it('undo puts the services back as they were and removes the one it added', async () => {
    const undone = await t.app.inject({ method: 'POST', url: `${API}/imports/${editedImport}/undo`, headers: bearer(adminToken) });
    expect(undone.statusCode, undone.body).toBe(200);
    const [ann] = await serviceOf('ann.weekly@example.com');
    expect(ann).toMatchObject({ frequency: 1, mowDay: 2, price: 40, startDate: firstStart });
    const [bob] = await serviceOf('bob.biweekly@example.com');
    expect(bob).toMatchObject({ frequency: 2, mowDay: 3, price: 45 });
    expect(await visitDates(bob._id)).toEqual(bobFirstVisits);
    expect(await serviceOf('cy.none@example.com')).toEqual([]);
    expect((await importFile(FILE)).totals).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
  });
});
