// Demo users beyond the five sign-ins (more csr staff and one crew member per crew), their pay since January and two
// weeks of time sheets: the office's by chance, the crews' from their routes.
import { eq, inArray, sql } from 'drizzle-orm';
import type { UserType } from '../../common/permissions';
import type { Tx } from '../lib/history';
import { payRates, timeSheets, users, workLogs } from '../db/schema';
import { seededRandom } from './random';

const CSR_STAFF = [
  ['Morgan', 'Lee'],
  ['Jordan', 'Patel'],
  ['Riley', 'Nguyen'],
] as const;
/**
 * One member a crew, each crew after the first: the first crew's is the demo's crew account (Carlos Mendoza). A second
 * member on a crew whose stops are paced for one doubled its labour, and its fortnight ran at a loss.
 */
const CREW_MEMBERS = [
  ['Mateo', 'Ramirez'],
  ['Diego', 'Flores'],
  ['Andre', 'Brooks'],
  ['Samuel', 'Ortiz'],
  ['Hector', 'Vargas'],
] as const;
const crewOf = <Crew>(crews: readonly Crew[], index: number) => crews[crews.length > 1 ? 1 + (index % (crews.length - 1)) : 0];
const SEEDED_DAYS = 14;

interface StaffSeed {
  passwordHash: string;
  roleId: Record<UserType, string>;
  crews: { _id: string; vendorId: string }[];
}

export async function seedStaffAndTimeSheets(tx: Tx, { passwordHash, roleId, crews }: StaffSeed): Promise<void> {
  const random = seededRandom(48);
  const login = (first: string, last: string) => `${first}.${last}`.toLowerCase();
  await tx.insert(users).values([
    ...CSR_STAFF.map(([firstName, lastName], index) => ({
      username: login(firstName, lastName),
      email: `${login(firstName, lastName)}@lawndesk.test`,
      mobile: `51255502${10 + index}`,
      firstName,
      lastName,
      passwordHash,
      type: 'csr' as const,
      roleId: roleId.csr,
      isActive: index < 2,
    })),
    ...CREW_MEMBERS.map(([firstName, lastName], index) => ({
      username: login(firstName, lastName),
      email: `${login(firstName, lastName)}@lawndesk.test`,
      mobile: `51255503${10 + index}`,
      firstName,
      lastName,
      passwordHash,
      type: 'crew' as const,
      roleId: roleId.crew,
      crewId: crewOf(crews, index)._id,
      vendorId: crewOf(crews, index).vendorId,
      address: `${random.int(100, 9899)} Cedar St`,
      dateOfJoining: `202${random.int(2, 5)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    })),
  ]);

  // The office's shifts: the admin and the csr staff but one in four (who have not clocked in this fortnight). The crews'
  // follow their routes (seedCrewShifts), once the work logs are seeded.
  const [admin] = await tx.select({ _id: users._id }).from(users).where(eq(users.username, 'demo-admin'));
  const csrStaff = await tx
    .select({ _id: users._id })
    .from(users)
    .where(eq(users.type, 'csr'))
    .then((rows) => rows.filter((_, index) => index % 4 !== 3));
  const today = new Date();
  const shifts: (typeof timeSheets.$inferInsert)[] = [];
  for (const { _id: userId } of [admin, ...csrStaff]) {
    for (let daysAgo = SEEDED_DAYS; daysAgo >= 1; daysAgo--) {
      const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo));
      if (day.getUTCDay() === 0 || random.next() < 0.15) continue;
      // 7:30 to 9:00 in Texas (UTC-6 in the season's winter), for 6 to 9 hours.
      const clockIn = new Date(day.getTime() + (13.5 + random.int(0, 6) / 4) * 3_600_000);
      shifts.push({ userId, clockIn, clockOut: new Date(clockIn.getTime() + random.int(24, 36) * 15 * 60_000) });
    }
  }
  await tx.insert(timeSheets).values(shifts);

  // Hourly rates since the year's first day ($17.00 to $22.50 in the field, $19.00 to $21.00 in the office) and the
  // admin a salaried owner, so the labour week shows gross pay and job costing a labour cost.
  const people = await tx
    .select({ _id: users._id, type: users.type })
    .from(users)
    .where(inArray(users.type, ['admin', 'csr', 'crew']));
  await tx.insert(payRates).values(
    people.map((person, index) => ({
      userId: person._id,
      effectiveFrom: `${today.getUTCFullYear()}-01-01`,
      payRateCents: person.type === 'crew' ? 1700 + random.int(0, 22) * 25 : person.type === 'csr' ? 1900 + random.int(0, 8) * 25 : 3500,
      overtimeExempt: person.type === 'admin',
      employeeId: `E${1001 + index}`,
      setById: admin._id,
    })),
  );
}

/**
 * Each crew member's shifts of the past fortnight from the crew's own days: clocked in at the yard 20 to 35 minutes
 * before the first stop began and out 20 to 40 minutes after the last one was done (the drive back, unloading), so the
 * labour week and job costing read hours the routes account for.
 */
export async function seedCrewShifts(tx: Tx, today: string): Promise<void> {
  // hashtext of the member and the day: the same minutes from one seed to the next, without a generator per row.
  const jitter = (salt: string, span: number) => sql`abs(hashtext(u._id || d.date::text || ${salt})) % ${span}`;
  await tx.execute(sql`
    insert into ${timeSheets} (user_id, clock_in, clock_out)
    select u._id, d.first_start - make_interval(mins => 20 + ${jitter('in', 16)}), d.last_done + make_interval(mins => 20 + ${jitter('out', 21)})
    from ${users} u
    join (
      select crew_id, date, min(started_at) as first_start, max(completed_at) as last_done
      from ${workLogs}
      where status = 'completed' and date < ${today} and crew_id is not null
      group by crew_id, date
    ) d on d.crew_id = u.crew_id
    where u.type = 'crew'`);
}
