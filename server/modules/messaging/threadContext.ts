// What the office sees beside an inbox thread (docs/messages.md "The inbox"): the customer's next visit, the money they
// owe, their last messages of every kind, and the active templates filled with what the thread knows.
import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { fillTemplate, isTemplateVariable } from '../../../common/schemas/emailTemplate';
import type { ThreadDetail } from '../../../common/schemas/conversation';
import { conversations, emailMessages, emailTemplates, payments, properties, textMessages, workLogs } from '../../db/schema';
import type { Db } from '../../db/client';
import { dateIn } from '../../lib/calendar';
import { readSettings } from '../../lib/settings';
import { firstProperty, readCustomer } from '../customers/reads';

/** Payments still owed: the dashboard's pending billing group. */
const OWED = ['pending', 'manual', 'failed', 'hold', 'failed-stop'] as const;
const LAST_MESSAGES = 8;
const TEMPLATES_SHOWN = 50;
const iso = (date: Date) => date.toISOString();

/** What the office sees beside a thread: next visit, money owed, the last messages of every kind, templates. */
export async function contextOf(db: Db, thread: typeof conversations.$inferSelect): Promise<ThreadDetail['context']> {
  const customer = thread.customerId
    ? await readCustomer(db, thread.customerId, 'firstName', 'lastName', 'language', 'textService', 'mobile', 'mobileInvalidAt')
    : undefined;
  const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
  const today = dateIn(serviceCalendar.timeZone, new Date());
  const customerId = thread.customerId;
  const [property, visits, owed, emails, texts, templates] = await Promise.all([
    customerId ? firstProperty(db, customerId, '_id') : undefined,
    customerId
      ? db
          .select({ id: workLogs._id, date: workLogs.date, status: workLogs.status, address: properties.address })
          .from(workLogs)
          .innerJoin(properties, eq(properties._id, workLogs.propertyId))
          .where(
            and(
              eq(properties.customerId, customerId),
              gt(workLogs.date, addDay(today, -1)),
              notInArray(workLogs.status, ['cancel', 'skipped', 'completed']),
            ),
          )
          .orderBy(asc(workLogs.date))
          .limit(1)
      : [],
    customerId
      ? db
          .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
          .from(payments)
          .where(and(eq(payments.customerId, customerId), inArray(payments.status, [...OWED])))
      : [{ cents: 0 }],
    customerId
      ? db
          .select()
          .from(emailMessages)
          .where(eq(emailMessages.customerId, customerId))
          .orderBy(desc(emailMessages.createdAt))
          .limit(LAST_MESSAGES)
      : [],
    customerId
      ? db
          .select()
          .from(textMessages)
          .where(eq(textMessages.customerId, customerId))
          .orderBy(desc(textMessages.createdAt))
          .limit(LAST_MESSAGES)
      : [],
    db
      .select({ id: emailTemplates._id, name: emailTemplates.name, body: emailTemplates.alterBody })
      .from(emailTemplates)
      .where(eq(emailTemplates.status, 'active'))
      .orderBy(asc(emailTemplates.name))
      .limit(TEMPLATES_SHOWN),
  ]);
  const values = customer
    ? { firstName: customer.firstName, fullName: `${customer.firstName} ${customer.lastName}`, serviceAddress: visits[0]?.address ?? '' }
    : {};
  const lastMessages = [
    ...emails.map((row) => ({
      channel: 'email' as const,
      moment: row.moment?.split(':')[0] ?? null,
      subject: row.subject,
      body: row.body,
      status: row.status,
      at: iso(row.createdAt),
    })),
    ...texts.map((row) => ({
      channel: 'sms' as const,
      moment: row.moment?.split(':')[0] ?? null,
      subject: null,
      body: row.body,
      status: row.status,
      at: iso(row.createdAt),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LAST_MESSAGES);
  return {
    customerId,
    propertyId: property?._id ?? null,
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
    mobile: customer?.mobile ?? thread.mobile,
    language: customer?.language ?? 'en',
    textsAllowed: customer
      ? Boolean(customer.textService && customer.mobile && !customer.mobileInvalidAt)
      : !thread.optedOut && Boolean(thread.mobile),
    nextVisit: visits[0] ?? null,
    balanceCents: owed[0]?.cents ?? 0,
    lastMessages,
    // Only the variables this thread knows are filled; a template naming others keeps them for staff to write.
    templates: templates.map((template) => ({
      ...template,
      body: fillTemplate(template.body, Object.fromEntries(Object.entries(values).filter(([name]) => isTemplateVariable(name)))).trim(),
    })),
  };
}

const addDay = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
