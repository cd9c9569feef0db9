// Demo users beyond the five sign-ins (more csr staff and one crew member per crew), their pay since January and two
// weeks of time sheets.
import { eq, inArray } from 'drizzle-orm';
import type { UserType } from '../../common/permissions';
import type { Tx } from '../lib/history';
import { payRates, timeSheets, users } from '../db/schema';
import { seededRandom } from './random';

const CSR_STAFF = [
  ['Morgan', 'Lee'],
  ['Jordan', 'Patel'],
  ['Riley', 'Nguyen'],
] as const;
const CREW_MEMBERS = [
  ['Luis', 'Garza'],
  ['Mateo', 'Ramirez'],
  ['Diego', 'Flores'],
  ['Andre', 'Brooks'],
  ['Samuel', 'Ortiz'],
  ['Hector', 'Vargas'],
] as const;
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
      crewId: crews[index % crews.length]._id,
      vendorId: crews[index % crews.length].vendorId,
      address: `${random.int(100, 9899)} Cedar St`,
      dateOfJoining: `202${random.int(2, 5)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    })),
  ]);

  const workers = await tx
    .select({ _id: users._id })
    .from(users)
    .where(inArray(users.type, ['csr', 'crew']))
    .then((rows) => rows.filter((_, index) => index % 4 !== 3));
  const [admin] = await tx.select({ _id: users._id }).from(users).where(eq(users.username, 'demo-admin'));
  const today = new Date();
  const shifts: (typeof timeSheets.$inferInsert)[] = [];
  for (const { _id: userId } of [admin, ...workers]) {
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
