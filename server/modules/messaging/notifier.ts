// The domain-event entry point: a change and the notifications it causes commit together, then reach the recipients' sockets.
import { type Language, type Message, renderMessage } from '../../../common/i18n/catalog';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { NotificationData, NotificationType } from '../../../common/schemas/notification';
import { STAFF_TYPES, type UserType } from '../../../common/permissions';
import type { NotificationDelivery as Delivery } from '../../plugins/realtime';
import type { Db } from '../../db/client';
import { crews, notifications, users } from '../../db/schema';
import type { Executor, Tx } from '../../lib/history';

/** A catalog message (stored in English, its Spanish in `translateEs`), or words a user wrote, stored as written. */
export type NotificationText = Message | { text: string };

export interface NotificationDraft {
  type: NotificationType;
  title: NotificationText;
  message: NotificationText;
  additionalData?: NotificationData;
}

const inLanguage = (language: Language, text: NotificationText) => (typeof text === 'string' ? renderMessage(language, text) : text.text);

/** The row's English title and message, with the Spanish of catalog texts in `additionalData.others.translateEs`. */
export function storedText(draft: NotificationDraft) {
  const title = inLanguage('en', draft.title);
  const message = inLanguage('en', draft.message);
  const spanish = { title: inLanguage('es', draft.title), message: inLanguage('es', draft.message) };
  const additionalData = draft.additionalData ?? {};
  if (spanish.title === title && spanish.message === message) return { title, message, additionalData };
  return { title, message, additionalData: { ...additionalData, others: { ...additionalData.others, translateEs: spanish } } };
}

export type Deliver = (deliveries: Delivery[]) => void;

/** Who is told, as the `notify` argument of a notifying transaction sees it. */
export interface Notify {
  users(userIds: string[], draft: NotificationDraft): Promise<Delivery[]>;
  staff(draft: NotificationDraft, options?: { except?: string }): Promise<Delivery[]>;
  crew(crewId: string, draft: NotificationDraft): Promise<Delivery[]>;
  /** Every crew member of the vendor's crews, or of all crews when there is no vendor. */
  crewsOfVendor(vendorId: string | null, draft: NotificationDraft): Promise<Delivery[]>;
  customer(customerId: string, draft: NotificationDraft): Promise<Delivery[]>;
}

/**
 * One INSERT … SELECT per audience: the database picks the recipients and writes their rows, and only ids, dates and
 * user types come back, so telling a thousand staff costs one round trip rather than a thousand bound rows.
 */
async function insertFor(tx: Tx, recipients: SQL, draft: NotificationDraft): Promise<Delivery[]> {
  const { title, message, additionalData } = storedText(draft);
  const result = await tx.execute<{ _id: string; user_id: string; date: Date | string; user_type: UserType }>(sql`
    with inserted as (
      insert into ${notifications} (user_id, type, title, message, additional_data)
      select ${users._id}, ${draft.type}, ${title}, ${message}, ${JSON.stringify(additionalData)}::jsonb
      from ${users} where ${eq(users.isActive, true)} and ${recipients}
      returning _id, user_id, date
    )
    select inserted._id, inserted.user_id, inserted.date, ${users.type} as user_type
    from inserted join ${users} on ${users._id} = inserted.user_id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    userType: row.user_type,
    notification: {
      _id: row._id,
      type: draft.type,
      title,
      message,
      date: new Date(row.date).toISOString(),
      isRead: false,
      additionalData,
      completedBy: null,
    },
  }));
}

function notifyWithin(tx: Tx, collected: Delivery[]): Notify {
  const notifyWhere = async (recipients: SQL | undefined, draft: NotificationDraft) => {
    const made = recipients ? await insertFor(tx, recipients, draft) : [];
    collected.push(...made);
    return made;
  };
  return {
    users: (userIds, draft) => notifyWhere(userIds.length ? inArray(users._id, userIds) : undefined, draft),
    staff: (draft, options) =>
      notifyWhere(and(inArray(users.type, [...STAFF_TYPES]), options?.except ? ne(users._id, options.except) : undefined), draft),
    crew: (crewId, draft) => notifyWhere(eq(users.crewId, crewId), draft),
    crewsOfVendor: (vendorId, draft) =>
      notifyWhere(
        and(
          eq(users.type, 'crew'),
          vendorId ? inArray(users.crewId, tx.select({ _id: crews._id }).from(crews).where(eq(crews.vendorId, vendorId))) : undefined,
        ),
        draft,
      ),
    customer: (customerId, draft) => notifyWhere(eq(users.customerId, customerId), draft),
  };
}

/**
 * Marks a user's notifications read: the one named, or every unread one. `completedById` records staff as the reviewer.
 * The rows changed come back.
 */
export async function markNotificationsRead(
  executor: Executor,
  userId: string,
  options: { notificationId?: string; completedById?: string } = {},
) {
  const completed = options.completedById ? { completedById: options.completedById, completedAt: new Date() } : {};
  return executor
    .update(notifications)
    .set({ isRead: true, ...completed })
    .where(
      and(
        eq(notifications.userId, userId),
        options.notificationId ? eq(notifications._id, options.notificationId) : eq(notifications.isRead, false),
      ),
    )
    .returning();
}

/** Opens a transaction: the event bus's, so that the domain events emitted in it are delivered after its commit. */
export type RunTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export function createNotifier(db: Db, deliver: Deliver, inTransaction: RunTransaction = (work) => db.transaction(work)) {
  return {
    /** Runs `work` in one transaction; the notifications it creates are delivered only once it has committed. */
    async transaction<T>(work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
      const collected: Delivery[] = [];
      const result = await inTransaction((tx) => work(tx, notifyWithin(tx, collected)));
      if (collected.length) deliver(collected);
      return result;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}
