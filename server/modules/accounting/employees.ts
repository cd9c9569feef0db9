// The QuickBooks employees the admin links once to LawnDesk's people: QuickBooks' active Employees read (paged), a
// suggestion by name for each person not yet linked, and the links saved as `employee` records (the QuickBooks id
// beside the person's id, never sent). A person's hours that failed for want of a link go again once linked. Reads
// accounts' users through its door.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EmployeeLinks, EmployeeLinksInput } from '../../../common/schemas/accounting';
import type { Db } from '../../db/client';
import { accountingRecords } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { payrollPeople } from '../accounts';
import { employeeNameOf, type QuickBooksEmployee, suggestEmployees } from './employeeRules';
import type { QuickBooksClient } from './quickbooksClient';
import { requestIdOf } from './pushRules';
import { sendAgain } from './records';

const PAGE = 1000;

/** Every active employee of the company, a page of 1000 at a time. */
export async function quickbooksEmployeesOf(client: QuickBooksClient, token: string, realmId: string): Promise<QuickBooksEmployee[]> {
  const all: QuickBooksEmployee[] = [];
  for (let start = 1; ; start += PAGE) {
    const page = await client.query<QuickBooksEmployee>(
      token,
      realmId,
      'Employee',
      `select * from Employee where Active = true startposition ${start} maxresults ${PAGE}`,
    );
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

/** The people linked, by user id: their QuickBooks employee's id. */
export async function employeeLinksOf(db: Executor, realmId: string, userIds?: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ localId: accountingRecords.localId, quickbooksId: accountingRecords.quickbooksId })
    .from(accountingRecords)
    .where(
      and(
        eq(accountingRecords.realmId, realmId),
        eq(accountingRecords.kind, 'employee'),
        isNotNull(accountingRecords.quickbooksId),
        userIds ? inArray(accountingRecords.localId, [...userIds]) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.localId, row.quickbooksId!]));
}

export async function employeeMatchesOf(db: Db, client: QuickBooksClient, token: string, realmId: string): Promise<EmployeeLinks> {
  const [employees, people, links] = await Promise.all([
    quickbooksEmployeesOf(client, token, realmId),
    payrollPeople(db),
    employeeLinksOf(db, realmId),
  ]);
  const suggested = suggestEmployees(
    people.filter((person) => !links.has(person.userId)),
    employees,
    new Set(links.values()),
  );
  return {
    quickbooksEmployees: employees.map((employee) => ({ id: employee.Id, name: employeeNameOf(employee) })),
    people: people.map((person) => ({
      userId: person.userId,
      name: `${person.firstName} ${person.lastName}`,
      quickbooksId: links.get(person.userId) ?? null,
      suggestedId: suggested.get(person.userId) ?? null,
    })),
  };
}

/**
 * Saves the links given (`quickbooksId` null unlinks), each checked: a staff or crew person, an active QuickBooks
 * employee, one employee to one person. Answers how many of the person's failed hours go again.
 */
export async function saveEmployeeLinks(
  db: Db,
  client: QuickBooksClient,
  token: string,
  realmId: string,
  input: EmployeeLinksInput,
): Promise<number> {
  const people = new Set((await payrollPeople(db)).map((person) => person.userId));
  if (input.links.some((link) => !people.has(link.userId))) throw new HttpProblem(404, 'server.accounting.employees.person_missing');
  const userIds = input.links.map((link) => link.userId);
  if (new Set(userIds).size !== userIds.length) throw new HttpProblem(409, 'server.accounting.employees.quickbooks_employee_taken');
  const employees = new Set((await quickbooksEmployeesOf(client, token, realmId)).map((employee) => employee.Id));
  if (input.links.some((link) => link.quickbooksId !== null && !employees.has(link.quickbooksId)))
    throw new HttpProblem(400, 'server.accounting.employees.quickbooks_employee_missing', {
      links: 'server.accounting.employees.quickbooks_employee_missing',
    });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounting-employee-links'))`);
    // The links after this save: one QuickBooks employee is one person.
    const current = await employeeLinksOf(tx, realmId);
    for (const link of input.links)
      if (link.quickbooksId === null) current.delete(link.userId);
      else current.set(link.userId, link.quickbooksId);
    const employeeIds = [...current.values()];
    if (new Set(employeeIds).size !== employeeIds.length)
      throw new HttpProblem(409, 'server.accounting.employees.quickbooks_employee_taken');
    for (const link of input.links) {
      if (link.quickbooksId === null) {
        await tx
          .delete(accountingRecords)
          .where(
            and(eq(accountingRecords.realmId, realmId), eq(accountingRecords.kind, 'employee'), eq(accountingRecords.localId, link.userId)),
          );
        continue;
      }
      const linked = { quickbooksId: link.quickbooksId, status: 'sent' as const, sentAt: new Date() };
      await tx
        .insert(accountingRecords)
        .values({ realmId, kind: 'employee', localId: link.userId, requestId: requestIdOf(realmId, 'employee', link.userId), ...linked })
        .onConflictDoUpdate({ target: [accountingRecords.realmId, accountingRecords.kind, accountingRecords.localId], set: linked });
    }
  });
  return sendAgain(db, realmId, { failureKeys: ['server.accounting.failure.employee_unmapped'] });
}
