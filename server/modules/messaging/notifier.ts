// The domain-event entry point: a change and the notifications it causes commit together, then reach the recipients' sockets.
import { type Language, type Message, renderMessage } from '../../../common/i18n/catalog';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { NotificationData, NotificationRecord, NotificationType } from '../../../common/schemas/notification';
import { STAFF_TYPES, type UserType } from '../../../common/permissions';
import type { NotificationDelivery as Delivery } from '../../plugins/realtime';
import type { Db } from '../../db/client';
import { crews, notifications, users } from '../../db/schema';
import type { TransactionOptions } from '../../lib/events';
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
  /** Each customer its own notice, in one statement for a few hundred (a rain day's or a bulk move's). */
  customers(notices: readonly { customerId: string; draft: NotificationDraft }[]): Promise<Delivery[]>;
}

/**
 * What an insert answers of each row it made: its id, its recipient and the recipient's type, its date. A type, not an
 * interface: the driver's row type must be an indexable record.
 */
type InsertedRow = {
  _id: string;
  user_id: string;
  date: Date | string;
  user_type: UserType;
};

type StoredNotice = Pick<NotificationRecord, 'type' | 'title' | 'message' | 'additionalData'>;

const deliveryOf = (row: InsertedRow, notice: StoredNotice): Delivery => ({
  userId: row.user_id,
  userType: row.user_type,
  notification: { _id: row._id, ...notice, date: new Date(row.date).toISOString(), isRead: false, completedBy: null },
});

/**
 * One INSERT … SELECT per audience: the database picks the recipients and writes their rows, and only ids, dates and
 * user types come back, so telling a thousand staff costs one round trip rather than a thousand bound rows.
 */
async function insertFor(tx: Tx, recipients: SQL, draft: NotificationDraft): Promise<Delivery[]> {
  const { title, message, additionalData } = storedText(draft);
  const result = await tx.execute<InsertedRow>(sql`
    with inserted as (
      insert into ${notifications} (user_id, type, title, message, additional_data)
      select ${users._id}, ${draft.type}, ${title}, ${message}, ${JSON.stringify(additionalData)}::jsonb
      from ${users} where ${eq(users.isActive, true)} and ${recipients}
      returning _id, user_id, date
    )
    select inserted._id, inserted.user_id, inserted.date, ${users.type} as user_type
    from inserted join ${users} on ${users._id} = inserted.user_id`);
  return result.rows.map((row) => deliveryOf(row, { type: draft.type, title, message, additionalData }));
}

/** Rows per statement of `customers`: five parameters each. */
const CUSTOMER_NOTICES_PER_STATEMENT = 500;

/**
 * One INSERT … SELECT for many customers, each with its own notice, written to every active sign-in of the customer;
 * the rows come back whole, as which notice a row was made from is not returned.
 */
async function insertEach(tx: Tx, notices: readonly { customerId: string; draft: NotificationDraft }[]): Promise<Delivery[]> {
  const made: Delivery[] = [];
  for (let start = 0; start < notices.length; start += CUSTOMER_NOTICES_PER_STATEMENT) {
    const values = sql.join(
      notices.slice(start, start + CUSTOMER_NOTICES_PER_STATEMENT).map(({ customerId, draft }) => {
        const { title, message, additionalData } = storedText(draft);
        return sql`(${customerId}, ${draft.type}, ${title}, ${message}, ${JSON.stringify(additionalData)}::jsonb)`;
      }),
      sql`, `,
    );
    const result = await tx.execute<
      InsertedRow & Pick<StoredNotice, 'type' | 'title' | 'message'> & { additional_data: NotificationData }
    >(sql`
      with notice (customer_id, type, title, message, additional_data) as (values ${values}),
      inserted as (
        insert into ${notifications} (user_id, type, title, message, additional_data)
        select ${users._id}, notice.type, notice.title, notice.message, notice.additional_data
        from notice join ${users} on ${users.customerId} = notice.customer_id
        where ${eq(users.isActive, true)}
        returning _id, user_id, date, type, title, message, additional_data
      )
      select inserted.*, ${users.type} as user_type from inserted join ${users} on ${users._id} = inserted.user_id`);
    made.push(
      ...result.rows.map((row) =>
        deliveryOf(row, { type: row.type, title: row.title, message: row.message, additionalData: row.additional_data }),
      ),
    );
  }
  return made;
}

function notifyWithin(tx: Tx, collected: Delivery[]): Notify {
  const collect = async (making: Promise<Delivery[]>) => {
    const made = await making;
    collected.push(...made);
    return made;
  };
  const notifyWhere = (recipients: SQL | undefined, draft: NotificationDraft) =>
    collect(recipients ? insertFor(tx, recipients, draft) : Promise.resolve([]));
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
    customers: (notices) => collect(insertEach(tx, notices)),
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
export type RunTransaction = <T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions) => Promise<T>;

export function createNotifier(db: Db, deliver: Deliver, inTransaction: RunTransaction = (work) => db.transaction(work)) {
  return {
    /**
     * Runs `work` in one transaction; the notifications it creates are delivered only once it has committed, its domain
     * events then too, or once the request in `options` has had its answer (server/lib/events.ts).
     */
    async transaction<T>(work: (tx: Tx, notify: Notify) => Promise<T>, options?: TransactionOptions): Promise<T> {
      const collected: Delivery[] = [];
      const result = await inTransaction((tx) => work(tx, notifyWithin(tx, collected)), options);
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
