// The domain-event entry point: a change and the notifications it causes commit together, then reach the recipients' sockets.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { NotificationData, NotificationType } from '../../../common/schemas/notification';
import { STAFF_TYPES, type UserType } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { crews, notifications, users } from '../../db/schema';
import type { Tx } from '../../lib/history';
import { toNotificationRecord } from './records';

export interface NotificationDraft {
  type: NotificationType;
  title: string;
  message: string;
  additionalData?: NotificationData;
}

export interface Delivery {
  userId: string;
  userType: UserType;
  notification: ReturnType<typeof toNotificationRecord>;
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

async function insertFor(tx: Tx, recipients: { _id: string; type: UserType }[], draft: NotificationDraft): Promise<Delivery[]> {
  if (!recipients.length) return [];
  const rows = await tx
    .insert(notifications)
    .values(recipients.map((recipient) => ({ ...draft, additionalData: draft.additionalData ?? {}, userId: recipient._id })))
    .returning();
  const typeOf = new Map(recipients.map((recipient) => [recipient._id, recipient.type]));
  return rows.map((row) => ({ userId: row.userId, userType: typeOf.get(row.userId)!, notification: toNotificationRecord(row, null) }));
}

function notifyWithin(tx: Tx, collected: Delivery[]): Notify {
  const recipientsWhere = (where: SQL) =>
    tx.select({ _id: users._id, type: users.type }).from(users).where(and(eq(users.isActive, true), where));
  const collect = async (deliveries: Promise<Delivery[]>) => {
    const made = await deliveries;
    collected.push(...made);
    return made;
  };
  return {
    users: async (userIds, draft) => collect(userIds.length ? recipientsWhere(inArray(users._id, userIds)).then((found) => insertFor(tx, found, draft)) : Promise.resolve([])),
    staff: async (draft, options) =>
      collect(recipientsWhere(inArray(users.type, [...STAFF_TYPES])).then((found) => insertFor(tx, found.filter((user) => user._id !== options?.except), draft))),
    crew: async (crewId, draft) => collect(recipientsWhere(eq(users.crewId, crewId)).then((found) => insertFor(tx, found, draft))),
    crewsOfVendor: async (vendorId, draft) =>
      collect(
        recipientsWhere(and(eq(users.type, 'crew'), vendorId ? inArray(users.crewId, tx.select({ _id: crews._id }).from(crews).where(eq(crews.vendorId, vendorId))) : undefined)!)
          .then((found) => insertFor(tx, found, draft)),
      ),
    customer: async (customerId, draft) => collect(recipientsWhere(eq(users.customerId, customerId)).then((found) => insertFor(tx, found, draft))),
  };
}

export function createNotifier(db: Db, deliver: Deliver) {
  return {
    /** Runs `work` in one transaction; the notifications it creates are delivered only once it has committed. */
    async transaction<T>(work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
      const collected: Delivery[] = [];
      const result = await db.transaction((tx) => work(tx, notifyWithin(tx, collected)));
      if (collected.length) deliver(collected);
      return result;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
