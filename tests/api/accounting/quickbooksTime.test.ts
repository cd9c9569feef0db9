// An approved week's hours in QuickBooks against the local fake of Intuit: the admin links LawnDesk's people to
// QuickBooks Employees (suggested by name), approving a week queues one TimeActivity per entry (an event after commit),
// and a pass sends each once with its requestid, also when QuickBooks made it and the answer was lost; a person not
// linked fails in words and goes once linked; paid time off goes the same way once a payroll item is chosen for it
// (docs/accounting.md "Hours").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingConnections } from '../../../server/db/schema';
import { requestIdOf } from '../../../server/modules/accounting/pushRules';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { connectQuickBooks, syncQuickBooks } from '../quickbooksFixtures';

let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;
let csr: string;
let mia: { _id: string };
/** QuickBooks' employees: the crew user's, Mia's, and two namesakes no suggestion may pick. */
const employee = { crew: '', mia: '', twinA: '', twinB: '' };

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  t = await createTestApp({ jobs: false, quickbooks: fake.settings });
  business = await buildBusiness(t.app);
  const { db } = t.app.database;
  mia = await addUser(db, business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Mía', lastName: 'Member' });
  await addUser(db, business.roleIds, 'crew', { crewId: business.crew._id, firstName: 'Sam', lastName: 'Twin' });
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  await connectQuickBooks(t.app, admin);
  employee.crew = fake.addEmployee({ GivenName: 'Test', FamilyName: 'Crew' });
  employee.mia = fake.addEmployee({ GivenName: 'Mia', FamilyName: 'Member', DisplayName: 'Member, Mia' });
  employee.twinA = fake.addEmployee({ GivenName: 'Sam', FamilyName: 'Twin', DisplayName: 'Sam Twin' });
  employee.twinB = fake.addEmployee({ GivenName: 'Sam', FamilyName: 'Twin', DisplayName: 'Sam Twin (2)' });
  fake.addEmployee({ GivenName: 'Gone', FamilyName: 'Away', Active: false });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });

// 2026-W40 runs Monday 28 September to Sunday 4 October; 13:00 UTC is 08:00 in Texas.
const shift = (userId: string, day: string, minutes: number, breakMinutes = 0) => ({
  userId,
  clockIn: `${day}T13:00:00Z`,
  clockOut: new Date(Date.parse(`${day}T13:00:00Z`) + minutes * 60_000).toISOString(),
  breakMinutes,
  reason: 'Paper time sheet',
});

interface Activity {
  NameOf: string;
  EmployeeRef: { value: string };
  PayrollItemRef?: { value: string };
  TxnDate: string;
  Hours: number;
  Minutes: number;
  Description: string;
}
const activities = () => fake.records('TimeActivity') as unknown as Activity[];

async function timeRecords(kind: 'timeactivity' | 'paidtimeoff' = 'timeactivity') {
  const answer = await call(admin, 'GET', `/accounting/quickbooks/records?kind=${kind}&length=200`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.list as {
    localId: string;
    status: string;
    personName: string;
    minutes: number;
    date: string;
    failureKey: string | null;
    failure: string | null;
  }[];
}

describe('QuickBooks employees', () => {
  it('lists QuickBooks’ active employees and suggests the one of the same name, never one of two namesakes', async () => {
    const answer = await call(admin, 'GET', '/accounting/quickbooks/employee-matches');
    expect(answer.statusCode, answer.body).toBe(200);
    const { quickbooksEmployees, people } = answer.json().data as {
      quickbooksEmployees: { id: string; name: string }[];
      people: { userId: string; name: string; quickbooksId: string | null; suggestedId: string | null }[];
    };
    expect(quickbooksEmployees.map((row) => row.name).sort()).toEqual(['Member, Mia', 'Sam Twin', 'Sam Twin (2)', 'Test Crew']);
    const of = (userId: string) => people.find((person) => person.userId === userId)!;
    // Without case or accents, in either order of the names.
    expect(of(business.users.crew._id)).toMatchObject({ quickbooksId: null, suggestedId: employee.crew });
    expect(of(mia._id)).toMatchObject({ name: 'Mía Member', suggestedId: employee.mia });
    expect(people.find((person) => person.name === 'Sam Twin')).toMatchObject({ suggestedId: null });
    expect(of(business.users.admin._id)).toMatchObject({ suggestedId: null });
  });

  it('refuses an unknown or inactive employee, one employee for two people, and a csr', async () => {
    const unknown = await call(admin, 'PUT', '/accounting/quickbooks/employee-matches', {
      links: [{ userId: mia._id, quickbooksId: '99999' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('QuickBooks has no active employee with this id.');
    const twice = await call(admin, 'PUT', '/accounting/quickbooks/employee-matches', {
      links: [
        { userId: mia._id, quickbooksId: employee.mia },
        { userId: business.users.crew._id, quickbooksId: employee.mia },
      ],
    });
    expect(twice.statusCode).toBe(409);
    const bad = await call(admin, 'PUT', '/accounting/quickbooks/employee-matches', { links: [{ userId: mia._id, quickbooksId: 'x1' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toBeTruthy();
    expect((await call(csr, 'GET', '/accounting/quickbooks/employee-matches')).statusCode).toBe(403);
  });
});

describe('an approved week’s hours', () => {
  it('queues one TimeActivity per entry when the week is approved, and sends the linked person’s with their requestids', async () => {
    const crewId = business.users.crew._id;
    for (const entry of [
      shift(crewId, '2026-09-28', 9 * 60 + 30, 30),
      shift(crewId, '2026-09-29', 8 * 60),
      shift(mia._id, '2026-09-28', 7 * 60 + 45),
    ])
      expect((await call(csr, 'POST', '/time-sheets', entry)).statusCode).toBe(201);
    expect(await timeRecords()).toEqual([]);

    const linked = await call(admin, 'PUT', '/accounting/quickbooks/employee-matches', {
      links: [{ userId: crewId, quickbooksId: employee.crew }],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W40/approve')).statusCode).toBe(200);
    const queued = await timeRecords();
    expect(queued.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);

    await syncQuickBooks(t.app, admin);
    const sent = activities();
    expect(sent.map((row) => [row.EmployeeRef.value, row.TxnDate, row.Hours, row.Minutes]).sort()).toEqual([
      [employee.crew, '2026-09-28', 9, 0],
      [employee.crew, '2026-09-29', 8, 0],
    ]);
    expect(sent.every((row) => row.NameOf === 'Employee')).toBe(true);
    // The entries go in no set order: the one with the break is found by its day.
    expect(sent.find((row) => row.TxnDate === '2026-09-28')!.Description).toMatch(/^LawnDesk time sheet .+: 08:00–17:30, break 30 min$/);
    const records = await timeRecords();
    const creates = fake.requests.filter((request) => request.path.endsWith('/timeactivity'));
    expect(creates.map((request) => request.requestId).sort()).toEqual(
      records
        .filter((row) => row.status === 'sent')
        .map((row) => requestIdOf(fake.realmId, 'timeactivity', row.localId))
        .sort(),
    );
    // Mía has no QuickBooks employee yet: her entry fails in words, with her name and minutes on the list.
    const waiting = records.find((row) => row.status === 'failed')!;
    expect(waiting).toMatchObject({
      personName: 'Mía Member',
      minutes: 465,
      date: '2026-09-28',
      failureKey: 'server.accounting.failure.employee_unmapped',
    });
    expect(waiting.failure).toMatch(/not linked to a QuickBooks employee/);
  });

  it('sends a person’s hours once they are linked, once, even when QuickBooks made it and the answer was lost', async () => {
    const linked = await call(admin, 'PUT', '/accounting/quickbooks/employee-matches', {
      links: [{ userId: mia._id, quickbooksId: employee.mia }],
    });
    expect(linked.json().data).toEqual({ sentAgain: 1 });
    // QuickBooks makes the TimeActivity, then the line drops before its answer: the pass pauses, the record waits.
    fake.answerNext({ status: 200, drop: true });
    await syncQuickBooks(t.app, admin);
    expect(activities()).toHaveLength(3);
    expect((await timeRecords()).filter((row) => row.status === 'pending')).toHaveLength(1);
    await t.app.database.db.update(accountingConnections).set({ pausedUntil: null });
    await syncQuickBooks(t.app, admin);
    expect(activities()).toHaveLength(3);
    const records = await timeRecords();
    expect(records.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    // The create asked for a second time with the same requestid, answered as the one made.
    const [lost, again] = fake.requests.filter((request) => request.path.endsWith('/timeactivity')).slice(-2);
    expect(again.requestId).toBe(lost.requestId);
    expect(activities().filter((row) => row.EmployeeRef.value === employee.mia)).toHaveLength(1);
  });

  it('sends nothing again: a second approval and a second pass make no TimeActivity', async () => {
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W40/approve')).statusCode).toBe(200);
    await syncQuickBooks(t.app, admin);
    expect(activities()).toHaveLength(3);
    expect(await timeRecords()).toHaveLength(3);
    // Links are the admin's mapping, not records sent: the sync counts leave them out.
    const status = (await call(admin, 'GET', '/accounting/quickbooks')).json().data;
    expect(status.counts).toMatchObject({ failed: 0, pending: 0 });
  });
});

describe('the fake as Intuit documents TimeActivity', () => {
  it('refuses one without NameOf, without its EmployeeRef, without hours, or naming an inactive employee', async () => {
    // A token of the fake's own, as a second app would get one.
    const authorize = new URL(fake.settings.authorizeUrl);
    authorize.search = new URLSearchParams({ redirect_uri: 'http://127.0.0.1/back', state: 's' }).toString();
    const code = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
    const granted = await fetch(fake.settings.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.settings.clientId}:${fake.settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1/back' }),
    });
    const token = ((await granted.json()) as { access_token: string }).access_token;
    const create = async (body: object, requestId: string) => {
      const answer = await fetch(`${fake.url}/v3/company/${fake.realmId}/timeactivity?requestid=${requestId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: answer.status,
        body: (await answer.json()) as { Fault?: { Error: { code: string }[] }; TimeActivity?: { Id: string } },
      };
    };
    const good = { NameOf: 'Employee', EmployeeRef: { value: employee.crew }, TxnDate: '2026-10-05', Hours: 1, Minutes: 5 };
    const codeOf = (answer: Awaited<ReturnType<typeof create>>) => answer.body.Fault?.Error[0].code;
    expect(codeOf(await create({ ...good, NameOf: undefined }, 'r1'))).toBe('2020');
    expect(codeOf(await create({ ...good, EmployeeRef: undefined }, 'r2'))).toBe('2020');
    expect(codeOf(await create({ NameOf: 'Employee', EmployeeRef: good.EmployeeRef }, 'r3'))).toBe('2020');
    expect(codeOf(await create({ ...good, Minutes: 75 }, 'r4'))).toBe('2020');
    const inactive = fake.records('Employee').find((row) => row.GivenName === 'Gone')!.Id;
    expect(codeOf(await create({ ...good, EmployeeRef: { value: inactive } }, 'r5'))).toBe('2500');
    // A payroll item only as a reference.
    expect(codeOf(await create({ ...good, PayrollItemRef: '12' }, 'r7'))).toBe('2010');
    expect(codeOf(await create({ ...good, PayrollItemRef: { value: 12 } }, 'r8'))).toBe('2010');
    const made = await create(good, 'r6');
    expect(made.status).toBe(200);
    expect((await create(good, 'r6')).body.TimeActivity!.Id).toBe(made.body.TimeActivity!.Id);
    expect(activities()).toHaveLength(4);
  });
});

describe('a week approved while QuickBooks was disconnected', () => {
  it('is sent once QuickBooks is connected again, each TimeActivity once', async () => {
    const before = activities().length;
    const recordsBefore = (await timeRecords()).length;
    expect((await call(admin, 'POST', '/accounting/quickbooks/disconnect')).statusCode).toBe(200);
    // 2026-W41: Monday 5 October.
    const crewId = business.users.crew._id;
    for (const entry of [shift(crewId, '2026-10-05', 6 * 60), shift(mia._id, '2026-10-06', 5 * 60 + 15)])
      expect((await call(csr, 'POST', '/time-sheets', entry)).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W41/approve')).statusCode).toBe(200);
    expect(await timeRecords()).toHaveLength(recordsBefore);

    await connectQuickBooks(t.app, admin);
    await syncQuickBooks(t.app, admin);
    const sent = activities().slice(before);
    expect(sent.map((row) => [row.EmployeeRef.value, row.TxnDate, row.Hours, row.Minutes]).sort()).toEqual([
      [employee.crew, '2026-10-05', 6, 0],
      [employee.mia, '2026-10-06', 5, 15],
    ]);
    const records = (await timeRecords()).filter((row) => row.date >= '2026-10-05');
    expect(records.map((row) => row.status)).toEqual(['sent', 'sent']);
    // Another sync, and the week approved again: nothing planned or sent twice.
    await syncQuickBooks(t.app, admin);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W41/approve')).statusCode).toBe(200);
    await syncQuickBooks(t.app, admin);
    expect(activities()).toHaveLength(before + 2);
    expect(await timeRecords()).toHaveLength(recordsBefore + 2);
    const creates = fake.requests.filter((request) => request.path.endsWith('/timeactivity')).slice(-2);
    expect(creates.map((request) => request.requestId).sort()).toEqual(
      records.map((row) => requestIdOf(fake.realmId, 'timeactivity', row.localId)).sort(),
    );
  });
});

describe('paid time off', () => {
  const timeOff = (userId: string, day: string, minutes: number, reason: string) =>
    call(csr, 'POST', '/time-sheets/paid-time-off', { userId, day, minutes, reason });
  const chooseItem = (paidTimeOffPayrollItemId?: string) =>
    call(admin, 'PUT', '/accounting/quickbooks/accounts', paidTimeOffPayrollItemId ? { paidTimeOffPayrollItemId } : {});
  const withItem = () => activities().filter((row) => row.PayrollItemRef);

  it('is not planned while no payroll item is chosen', async () => {
    // 2026-W42: Monday 12 October.
    expect((await timeOff(business.users.crew._id, '2026-10-14', 8 * 60, 'Vacation')).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W42/approve')).statusCode).toBe(200);
    await syncQuickBooks(t.app, admin);
    expect(await timeRecords('paidtimeoff')).toEqual([]);
    expect(withItem()).toEqual([]);
  });

  it('refuses a payroll item that is not up to 20 digits', async () => {
    for (const wrong of ['x12', '1'.repeat(21)]) {
      const answer = await chooseItem(wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toHaveProperty('paidTimeOffPayrollItemId');
    }
    expect(await timeRecords('paidtimeoff')).toEqual([]);
  });

  it('once chosen, sends a missed week’s paid time off once, with the payroll item, its day and hours', async () => {
    const chosen = await chooseItem('12');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.accounts.paidTimeOffPayrollItemId).toBe('12');
    expect((await timeRecords('paidtimeoff')).map((row) => row.status)).toEqual(['pending']);
    await syncQuickBooks(t.app, admin);
    expect(withItem()).toEqual([
      expect.objectContaining({
        NameOf: 'Employee',
        EmployeeRef: { value: employee.crew },
        PayrollItemRef: { value: '12' },
        TxnDate: '2026-10-14',
        Hours: 8,
        Minutes: 0,
        Description: expect.stringMatching(/^LawnDesk paid time off .+: Vacation$/),
      }),
    ]);
    const [record] = await timeRecords('paidtimeoff');
    expect(record).toMatchObject({ status: 'sent', personName: 'Test crew', minutes: 480, date: '2026-10-14' });
    expect(fake.requests.filter((request) => request.path.endsWith('/timeactivity')).at(-1)!.requestId).toBe(
      requestIdOf(fake.realmId, 'paidtimeoff', record.localId),
    );
    await syncQuickBooks(t.app, admin);
    expect(withItem()).toHaveLength(1);
  });

  it('is planned when its week is approved with the item chosen, and sent once', async () => {
    // 2026-W43: Monday 19 October.
    expect((await timeOff(mia._id, '2026-10-20', 4 * 60 + 30, 'Sick day')).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W43/approve')).statusCode).toBe(200);
    expect((await timeRecords('paidtimeoff')).filter((row) => row.status === 'pending')).toHaveLength(1);
    await syncQuickBooks(t.app, admin);
    expect(withItem().map((row) => [row.EmployeeRef.value, row.TxnDate, row.Hours, row.Minutes, row.PayrollItemRef!.value])).toEqual([
      [employee.crew, '2026-10-14', 8, 0, '12'],
      [employee.mia, '2026-10-20', 4, 30, '12'],
    ]);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W43/approve')).statusCode).toBe(200);
    await syncQuickBooks(t.app, admin);
    expect(withItem()).toHaveLength(2);
    expect((await timeRecords('paidtimeoff')).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('of a week approved while QuickBooks was disconnected goes once it is connected again', async () => {
    expect((await call(admin, 'POST', '/accounting/quickbooks/disconnect')).statusCode).toBe(200);
    // 2026-W44: Monday 26 October.
    expect((await timeOff(business.users.crew._id, '2026-10-26', 2 * 60, 'Holiday')).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W44/approve')).statusCode).toBe(200);
    expect(await timeRecords('paidtimeoff')).toHaveLength(2);
    await connectQuickBooks(t.app, admin);
    await syncQuickBooks(t.app, admin);
    expect(
      withItem()
        .slice(2)
        .map((row) => [row.EmployeeRef.value, row.TxnDate, row.Hours, row.Minutes]),
    ).toEqual([[employee.crew, '2026-10-26', 2, 0]]);
    await syncQuickBooks(t.app, admin);
    expect(withItem()).toHaveLength(3);
  });

  it('is not planned once the item is cleared', async () => {
    expect((await chooseItem()).json().data.accounts).not.toHaveProperty('paidTimeOffPayrollItemId');
    // 2026-W45: Monday 2 November.
    expect((await timeOff(mia._id, '2026-11-03', 60, 'Appointment')).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/time-sheets/weeks/2026-W45/approve')).statusCode).toBe(200);
    await syncQuickBooks(t.app, admin);
    expect(await timeRecords('paidtimeoff')).toHaveLength(3);
    expect(withItem()).toHaveLength(3);
  });
});
