// What the demo properties have on record: services, call logs, reminders, notes and their history; templates and sign-ups.
import { CALL_LOG_CODES, CALL_LOG_PRICE } from '../../common/schemas/activity';
import { FREQUENCIES } from '../../common/schemas/service';
import type { Tx } from '../lib/history';
import { callLogs, emailTemplates, histories, notes, reminders, services, signups } from '../db/schema';
import { seededRandom } from './random';

interface SeededProperty {
  _id: string;
  customerId: string;
  status: string;
  lotSize: number | null;
}

const CALL_LOG_TEXTS = [
  'Customer asked to skip next week, family in town.',
  'Gate code changed, updated on the property.',
  'Called about a missed strip along the driveway; crew to touch up.',
  'Asked for a quote on bush and bed service.',
  'Left a voicemail about the card on file expiring.',
  'Customer happy with the last cut, wants to keep the same day.',
];
const REMINDER_NOTES = [
  'Call back about the bush and bed quote.',
  'Confirm the new gate code with the crew.',
  'Follow up on the expired card.',
  'Ask for a review after the first month.',
];
const NOTE_TEXTS = [
  'Dog in the backyard in the mornings; use the side gate.',
  'Sprinkler heads along the curb, mow around them.',
  'Prefers text messages over calls.',
];

/** A recent weekday, as new subscriptions start Monday to Friday. */
function weekdayDaysAgo(daysAgo: number): string {
  const date = new Date(Date.UTC(2026, 2, 2) - daysAgo * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const mowPrice = (lotSize: number | null) =>
  (lotSize ?? 6000) <= 5000 ? 35 : (lotSize ?? 6000) <= 11500 ? 45 : (lotSize ?? 6000) <= 13000 ? 55 : 70;

export async function seedActivity(tx: Tx, propertyRows: SeededProperty[], staffIds: string[]) {
  const random = seededRandom(7);
  const serviceRows: (typeof services.$inferInsert)[] = [];
  const callLogRows: (typeof callLogs.$inferInsert)[] = [];
  const reminderRows: (typeof reminders.$inferInsert)[] = [];
  const noteRows: (typeof notes.$inferInsert)[] = [];
  for (const property of propertyRows) {
    const belongs = { customerId: property.customerId, propertyId: property._id, createdById: random.pick(staffIds) };
    const isActive = property.status === 'active';
    serviceRows.push({
      ...belongs,
      type: 'mow',
      frequency: random.weighted([
        [1, 55],
        [2, 30],
        [3, 4],
        [4, 5],
        [6, 2],
        [-1, 4],
      ] as const) satisfies (typeof FREQUENCIES)[number],
      frontBack: random.weighted([
        ['both', 80],
        ['frontOnly', 15],
        ['backOnly', 5],
      ] as const),
      price: mowPrice(property.lotSize),
      startDate: weekdayDaysAgo(random.int(0, 600)),
      mowDay: random.int(1, 5),
      status: isActive
        ? random.weighted([
            ['started', 85],
            ['pending', 15],
          ] as const)
        : 'cancel',
    });
    if (random.next() < 0.25) {
      serviceRows.push({
        ...belongs,
        type: 'bnb',
        frequency: random.pick([4, 6, -1] as const),
        price: random.int(8, 20) * 10,
        startDate: weekdayDaysAgo(random.int(0, 300)),
        status: isActive ? 'started' : 'cancel',
      });
    }
    for (let index = random.int(0, 3); index > 0; index--) {
      const billable = random.next() < 0.3;
      callLogRows.push({
        ...belongs,
        code: random.pick(CALL_LOG_CODES),
        text: random.pick(CALL_LOG_TEXTS),
        completed: random.next() < 0.7,
        billable,
        routable: random.next() < 0.2,
        price: billable ? CALL_LOG_PRICE : 0,
      });
    }
    if (random.next() < 0.15) {
      reminderRows.push({
        ...belongs,
        date: weekdayDaysAgo(random.int(-20, 10)),
        note: random.pick(REMINDER_NOTES),
        priority: random.pick(['high', 'medium', 'low'] as const),
        assigneeId: random.pick(staffIds),
      });
    }
    if (random.next() < 0.2) noteRows.push({ ...belongs, text: random.pick(NOTE_TEXTS) });
  }
  const returned = (table: typeof services | typeof callLogs | typeof reminders | typeof notes) => ({
    _id: table._id,
    customerId: table.customerId,
    propertyId: table.propertyId,
    createdById: table.createdById,
  });
  const added = [
    ...(await inChunks(serviceRows, (chunk) => tx.insert(services).values(chunk).returning(returned(services)))).map((row) => ({
      ...row,
      entity: 'service',
    })),
    ...(await inChunks(callLogRows, (chunk) => tx.insert(callLogs).values(chunk).returning(returned(callLogs)))).map((row) => ({
      ...row,
      entity: 'call-log',
    })),
    ...(await inChunks(reminderRows, (chunk) => tx.insert(reminders).values(chunk).returning(returned(reminders)))).map((row) => ({
      ...row,
      entity: 'reminder',
    })),
    ...(await inChunks(noteRows, (chunk) => tx.insert(notes).values(chunk).returning(returned(notes)))).map((row) => ({
      ...row,
      entity: 'note',
    })),
  ];
  const historyRows = added.map((row) => ({
    entity: row.entity,
    entityId: row._id,
    action: 'added',
    customerId: row.customerId,
    propertyId: row.propertyId,
    userId: row.createdById,
  }));
  await inChunks(historyRows, (chunk) => tx.insert(histories).values(chunk).returning({ _id: histories._id }));
}

/** Inserts in chunks of 200 rows, keeping each statement well under the parameter limit. */
async function inChunks<Row, Out>(rows: Row[], insert: (chunk: Row[]) => Promise<Out[]>) {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += 200) out.push(...(await insert(rows.slice(start, start + 200))));
  return out;
}

export async function seedTemplatesAndSignups(tx: Tx) {
  await tx.insert(emailTemplates).values([
    {
      name: 'Welcome',
      subject: 'Welcome to Barton Creek Lawn Care, {{firstName}}',
      htmlBody:
        '<p>Hi {{firstName}},</p><p>Your {{frequency}} lawn service at {{serviceAddress}}, {{city}} starts on {{mowDay}}. Mowing price: {{mowingPrice}}.</p>',
      alterBody:
        'Hi {{firstName}}, your {{frequency}} lawn service at {{serviceAddress}}, {{city}} starts on {{mowDay}}. Mowing price: {{mowingPrice}}.',
      type: 'customer',
    },
    {
      name: 'Gate code needed',
      subject: 'We need your gate code for {{serviceAddress}}',
      htmlBody:
        '<p>Hi {{fullName}},</p><p>Our crew could not get through the gate at {{serviceAddress}}. Please reply with the current gate code (we have {{gateCode}}).</p>',
      alterBody:
        'Hi {{fullName}}, our crew could not get through the gate at {{serviceAddress}}. Please reply with the current gate code (we have {{gateCode}}).',
      type: 'customer',
    },
    {
      name: 'Spring aeration offer',
      subject: '{{firstName}}, spring aeration for {{serviceAddress}}',
      htmlBody:
        '<p>Hi {{firstName}},</p><p>Spring is the best time to aerate the lawn at {{serviceAddress}}. Our {{market}} crews have a few openings on {{mowDay}}s: reply to book yours.</p>',
      alterBody:
        'Hi {{firstName}}, spring is the best time to aerate the lawn at {{serviceAddress}}. Our {{market}} crews have a few openings on {{mowDay}}s: reply to book yours.',
      type: 'marketing',
    },
  ]);
  await tx.insert(signups).values([
    {
      firstName: 'Marisol',
      lastName: 'Ortega',
      email: 'marisol.ortega@example.com',
      mobile: '5125557781',
      address: '2207 Enfield Rd',
      city: 'Austin',
      zipcode: '78703',
      lotSize: 6800,
      serviceType: 'mow',
      frequency: 1,
    },
    {
      firstName: 'Trent',
      lastName: 'Holloway',
      email: 'trent.holloway@example.com',
      mobile: '2145553390',
      address: '5810 Vickery Blvd',
      city: 'Dallas',
      zipcode: '75206',
      lotSize: 9100,
      serviceType: 'mow',
      frequency: 2,
    },
    {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@example.com',
      mobile: '2105554412',
      address: '318 Terrell Rd',
      city: 'San Antonio',
      zipcode: '78209',
      serviceType: 'bnb',
      frequency: 4,
    },
    {
      firstName: 'Gus',
      lastName: 'Fenwick',
      email: 'gus.fenwick@example.com',
      mobile: '5125550088',
      address: '903 W 9th St',
      city: 'Austin',
      zipcode: '78703',
      lotSize: 4200,
      serviceType: 'mow',
      frequency: 1,
      status: 'declined',
    },
  ]);
}
