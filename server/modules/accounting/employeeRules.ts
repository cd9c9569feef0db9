// Pure rules of the QuickBooks employees the admin links to LawnDesk's people: the match suggested by name, and the
// TimeActivity an entry or a paid time off record of an approved week becomes (docs/accounting.md "Hours").

/** A QuickBooks Employee as its query answers it (the fields read). */
export interface QuickBooksEmployee {
  Id: string;
  DisplayName?: string;
  GivenName?: string;
  FamilyName?: string;
  Active?: boolean;
}

/** A name compared without case, accents, punctuation or extra spaces: "José  O'Neil" is "jose oneil". */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const employeeNameOf = (employee: QuickBooksEmployee) =>
  employee.DisplayName?.trim() || [employee.GivenName, employee.FamilyName].filter(Boolean).join(' ');

/**
 * The QuickBooks employee suggested for each person not yet linked: the one free employee whose display name, or given
 * and family name, is the person's first and last name (in either order); none when two employees or two people share
 * it, so a suggestion is never a guess between namesakes.
 */
export function suggestEmployees(
  people: readonly { userId: string; firstName: string; lastName: string }[],
  employees: readonly QuickBooksEmployee[],
  taken: ReadonlySet<string>,
): Map<string, string> {
  const keysOf = (employee: QuickBooksEmployee) =>
    new Set(
      [
        employee.DisplayName ?? '',
        `${employee.GivenName ?? ''} ${employee.FamilyName ?? ''}`,
        `${employee.FamilyName ?? ''} ${employee.GivenName ?? ''}`,
      ]
        .map(nameKey)
        .filter(Boolean),
    );
  const byKey = new Map<string, string[]>();
  for (const employee of employees) {
    if (employee.Active === false || taken.has(employee.Id)) continue;
    for (const key of keysOf(employee)) byKey.set(key, [...(byKey.get(key) ?? []), employee.Id]);
  }
  const personKey = (person: { firstName: string; lastName: string }) => nameKey(`${person.firstName} ${person.lastName}`);
  const peopleByKey = new Map<string, number>();
  for (const person of people) peopleByKey.set(personKey(person), (peopleByKey.get(personKey(person)) ?? 0) + 1);
  const suggested = new Map<string, string>();
  for (const person of people) {
    const key = personKey(person);
    const found = [...new Set(byKey.get(key) ?? [])];
    if (found.length === 1 && peopleByKey.get(key) === 1) suggested.set(person.userId, found[0]);
  }
  return suggested;
}

/**
 * One entry's TimeActivity: the employee's hours on the entry's business day, as payroll counts them (whole minutes,
 * an unpaid break taken off), so QuickBooks holds the week view's figures; the clock times are in the description.
 */
export function timeActivityOf(
  entry: { id: string; day: string; minutes: number; breakMinutes: number; clockIn: string; clockOut: string },
  employeeId: string,
): Record<string, unknown> {
  const breakWords = entry.breakMinutes ? `, break ${entry.breakMinutes} min` : '';
  return {
    NameOf: 'Employee',
    EmployeeRef: { value: employeeId },
    TxnDate: entry.day,
    Hours: Math.floor(entry.minutes / 60),
    Minutes: entry.minutes % 60,
    Description: `LawnDesk time sheet ${entry.id}: ${entry.clockIn}–${entry.clockOut}${breakWords}`.slice(0, 4000),
  };
}

/**
 * One paid time off record's TimeActivity: its minutes on its day, paid with the company's payroll item for paid time
 * off (QuickBooks Payroll turns the hours into pay of that item); the reason is in the description.
 */
export function paidTimeOffActivityOf(
  timeOff: { id: string; day: string; minutes: number; reason: string },
  employeeId: string,
  payrollItemId: string,
): Record<string, unknown> {
  return {
    NameOf: 'Employee',
    EmployeeRef: { value: employeeId },
    PayrollItemRef: { value: payrollItemId },
    TxnDate: timeOff.day,
    Hours: Math.floor(timeOff.minutes / 60),
    Minutes: timeOff.minutes % 60,
    Description: `LawnDesk paid time off ${timeOff.id}: ${timeOff.reason}`.slice(0, 4000),
  };
}
