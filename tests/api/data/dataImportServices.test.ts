// Services on a second import: an edited file changes only what changed, a service's frequency, day and price
// included, plans the visits again, and undo puts the services back; the same file again changes nothing.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { customers, histories, services, workLogs } from '../../../server/db/schema';
import { businessToday } from '../../../server/lib/businessDay';
import { writeSettings } from '../../../server/lib/settings';
import { nextWeekday } from '../../../server/modules/data/import/rowRules';
import { importerApp, uploadSpreadsheet } from '../fixtures/importer';
import { bearer, type TestApp } from '../helpers';

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
/** The days of a service's planned visits (within the planning horizon, 14 days from the business's today). */
async function workLogDates(serviceId: string) {
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
  // An open season: the default one closes on 30 November, and nothing is planned from then until it opens again, so
  // the visits the tests compare would depend on the day they run. A service without a start date starts on the next
  // weekday after the business's today, so its first visit on any week day falls within the 14 days' horizon.
  await writeSettings(db(), {
    serviceCalendar: { ...DEFAULT_SETTINGS.serviceCalendar, transferDate: '2099-11-30', nextSeasonDate: '2100-03-01' },
  });
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
    expect(bob).toMatchObject({ frequency: 2, mowDay: 3, price: 45, startDate: nextWeekday(await businessToday(db())) });
    bobFirstVisits = await workLogDates(bob._id);
    expect(bobFirstVisits.length > 0 && bobFirstVisits.every((date) => weekday(date) === 3), bobFirstVisits.join()).toBe(true);
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
    const bobVisits = await workLogDates(bob._id);
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
    expect(await workLogDates(bob._id)).toEqual(bobFirstVisits);
    expect(await serviceOf('cy.none@example.com')).toEqual([]);
    expect((await importFile(FILE)).totals).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
  });
});

describe('the start date of a service the file gives none', () => {
  it("is the next weekday after the business's today, not UTC's", async () => {
    // A zone whose date is not UTC's for the next hours at least (the UTC date one day ahead of or behind it), as in
    // Texas from 6 or 7 pm on: the import must count from the business's today. (Counting from UTC's gives the same
    // start only when the two days are a Friday and a Saturday or a Saturday and a Sunday.)
    const utcHour = new Date().getUTCHours();
    const timeZone = utcHour < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    await writeSettings(db(), {
      serviceCalendar: {
        ...DEFAULT_SETTINGS.serviceCalendar,
        transferDate: '2099-11-30',
        nextSeasonDate: '2100-03-01',
        timeZone,
      },
    });
    const today = await businessToday(db());
    expect(today).not.toBe(new Date().toISOString().slice(0, 10));
    const file = [HEADER, 'S9,Dee,Zoned,dee.zoned@example.com,9 Ninth St,Austin,78701,weekly,Mon,35'].join('\n');
    expect((await importFile(file)).totals).toEqual({ create: 1, update: 0, skip: 0, error: 0 });
    const [dee] = await serviceOf('dee.zoned@example.com');
    expect(dee).toMatchObject({ frequency: 1, mowDay: 1, price: 35, startDate: nextWeekday(today) });
  });
});
