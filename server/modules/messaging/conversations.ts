// The inbox (docs/messages.md "The inbox"): every text in is kept in its thread (the customer whose mobile it came from,
// or an unknown number's, which is also kept as a lead), with an unread count per staff member and an assignee; a
// thread shows the texts both ways (automatic ones too) and the customer's context; a staff member's reply goes
// through the text queue (consent, STOP, quiet hours, the business's number, the staff limit), once and in order.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../common/i18n/catalog';
import { STAFF_TYPES } from '../../../common/permissions';
import type { Thread, ThreadDetail, ThreadList, ThreadListQuery, ThreadMessage } from '../../../common/schemas/conversation';
import { THREAD_MESSAGES_SHOWN } from '../../../common/schemas/conversation';
import { conversationReads, conversations, customers, inboundTexts, textMessages, users, type InboundMedia } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { customersByMobile, readCustomer } from '../customers/reads';
import { inOrder, mobileOf } from './conversationRules';
import { storedMediaOf } from './inboundMedia';
import { contextOf } from './threadContext';
import { REPLY_MOMENT } from './sendRules';
import { claimStaffSends } from './staffSends';
import { queueText } from './textQueue';

type ConversationRow = typeof conversations.$inferSelect;
const iso = (date: Date) => date.toISOString();

export interface InboundText {
  messageSid: string;
  from: string;
  body: string;
  media: InboundMedia[];
  /** The reply's keyword (STOP, START…), when it is one: a lead's number is opted out or in. */
  keyword: 'stop' | 'start' | 'help' | undefined;
}

/** What a text in changed: nothing (seen before), or its thread and the customers with its number. */
export type InboundOutcome =
  { seen: true } | { seen: false; conversationId: string; customerIds: string[]; language: Language | undefined };

/**
 * Keeps a text in, once per MessageSid, in its thread: the customer whose mobile it came from (one already in a thread
 * first), else the number's own thread, a new one kept as a lead too (unless the text is only a keyword). The STOP or
 * START of the customers with the number is recorded in the same transaction (customers' `text.consentReplied`).
 */
export async function recordInbound(app: FastifyInstance, text: InboundText): Promise<InboundOutcome> {
  const mobile = mobileOf(text.from);
  const outcome = await app.events.transaction(async (tx): Promise<InboundOutcome> => {
    const kept = await tx
      .insert(inboundTexts)
      .values({ messageSid: text.messageSid, from: mobile, body: text.body, media: text.media.length ? text.media : null })
      .onConflictDoNothing()
      .returning({ messageSid: inboundTexts.messageSid });
    if (!kept.length) return { seen: true };
    const matching = mobile.length === 10 ? await customersByMobile(tx, mobile) : [];
    const customerIds = matching.map((customer) => customer._id);
    const counted = {
      inboundCount: sql`${conversations.inboundCount} + 1`,
      lastMessageAt: sql`now()`,
      lastBody: text.body,
      lastInbound: true,
      updatedAt: sql`now()`,
    };
    let conversationId: string;
    if (customerIds.length) {
      const [threaded] = await tx
        .select({ customerId: conversations.customerId })
        .from(conversations)
        .where(inArray(conversations.customerId, customerIds))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(1);
      const customerId = threaded?.customerId ?? customerIds[0];
      // The number's lead thread joins its customer, unless the customer has a thread of its own already.
      await tx
        .update(conversations)
        .set({ customerId })
        .where(
          and(
            isNull(conversations.customerId),
            eq(conversations.mobile, mobile),
            sql`not exists (select 1 from ${conversations} c where c.customer_id = ${customerId})`,
          ),
        );
      const [row] = await tx
        .insert(conversations)
        .values({ customerId, mobile, inboundCount: 1, lastBody: text.body })
        .onConflictDoUpdate({ target: conversations.customerId, targetWhere: sql`${conversations.customerId} is not null`, set: counted })
        .returning({ _id: conversations._id });
      conversationId = row._id;
    } else {
      const optedOut = text.keyword === 'stop' ? { optedOut: true } : text.keyword === 'start' ? { optedOut: false } : {};
      const [row] = await tx
        .insert(conversations)
        .values({ customerId: null, mobile, inboundCount: 1, lastBody: text.body, ...optedOut })
        .onConflictDoUpdate({
          target: conversations.mobile,
          targetWhere: sql`${conversations.customerId} is null`,
          set: { ...counted, ...optedOut },
        })
        .returning({ _id: conversations._id, inserted: sql<boolean>`xmax = 0` });
      conversationId = row._id;
      // A new number writing more than a keyword is someone asking: the leads list has them too.
      if (row.inserted && !text.keyword && mobile.length >= 10)
        await app.events.emit(tx, 'lead.requested', {
          channel: 'text',
          firstName: '',
          lastName: `(${mobile.slice(-10, -7)}) ${mobile.slice(-7, -4)}-${mobile.slice(-4)}`,
          email: '',
          mobile,
          address: '',
          city: null,
          zipcode: '',
          lotSize: null,
          asked: text.body.slice(0, 2000) || null,
          source: 'text',
          language: 'en',
          customerId: null,
        });
    }
    await tx.update(inboundTexts).set({ conversationId }).where(eq(inboundTexts.messageSid, text.messageSid));
    // An MMS's images are fetched from Twilio after the commit (inboundMedia.ts), retried as any event.
    if (text.media.length) await app.events.emit(tx, 'text.mediaReceived', { messageSid: text.messageSid, conversationId });
    if ((text.keyword === 'stop' || text.keyword === 'start') && customerIds.length)
      await app.events.emit(tx, 'text.consentReplied', { customerIds, reply: text.keyword });
    return { seen: false, conversationId, customerIds, language: matching[0]?.language };
  });
  if (!outcome.seen) app.realtime.conversationsChanged([outcome.conversationId]);
  return outcome;
}

const unreadOf = sql<number>`greatest(${conversations.inboundCount} - coalesce(${conversationReads.readCount}, 0), 0)`;

function threadSelect(db: Db | Tx, userId: string) {
  return db
    .select({
      conversation: conversations,
      unread: unreadOf.mapWith(Number),
      firstName: customers.firstName,
      lastName: customers.lastName,
      assigneeFirst: users.firstName,
      assigneeLast: users.lastName,
    })
    .from(conversations)
    .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations._id), eq(conversationReads.userId, userId)))
    .leftJoin(customers, eq(customers._id, conversations.customerId))
    .leftJoin(users, eq(users._id, conversations.assigneeId));
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadSelect>['execute']>>[number];

const toThread = (row: ThreadRow): Thread => ({
  id: row.conversation._id,
  customerId: row.conversation.customerId,
  name: row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
  mobile: row.conversation.mobile,
  unread: row.unread,
  lastMessageAt: iso(row.conversation.lastMessageAt),
  lastBody: row.conversation.lastBody,
  lastInbound: row.conversation.lastInbound,
  assigneeId: row.conversation.assigneeId,
  assigneeName: row.assigneeFirst !== null ? `${row.assigneeFirst} ${row.assigneeLast ?? ''}`.trim() : null,
});

/** A page of threads, newest first, as `userId` sees them (their unread counts), and how many have unread texts. */
export async function listThreads(db: Db, userId: string, query: ThreadListQuery): Promise<ThreadList> {
  const unread = sql`${conversations.inboundCount} > coalesce(${conversationReads.readCount}, 0)`;
  const where = and(query.unread ? unread : undefined, query.mine ? eq(conversations.assigneeId, userId) : undefined);
  const counting = (condition: SQL | undefined) =>
    db
      .select({ total: count() })
      .from(conversations)
      .leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations._id), eq(conversationReads.userId, userId)))
      .where(condition)
      .then(([row]) => row.total);
  const [rows, total, unreadThreads] = await Promise.all([
    threadSelect(db, userId)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations._id))
      .offset(query.start)
      .limit(query.length),
    counting(where),
    counting(unread),
  ]);
  return { list: rows.map(toThread), total, unreadThreads };
}

/**
 * The thread `key` names: a customer's (its id; made when the customer has none yet, so staff can write first) or a
 * lead's (the thread's own id). 404 when neither.
 */
export async function threadOf(db: Db, key: string): Promise<ConversationRow> {
  const [found] = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.customerId, key), eq(conversations._id, key)))
    .limit(1);
  if (found) return found;
  const customer = await readCustomer(db, key, '_id', 'mobile');
  if (!customer) throw notFound('customer');
  const [made] = await db
    .insert(conversations)
    .values({ customerId: customer._id, mobile: customer.mobile ?? '', inboundCount: 0, lastInbound: false })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [row] = await db.select().from(conversations).where(eq(conversations.customerId, customer._id));
  return row;
}

/** Marks every text of the thread read for `userId` (as many as it holds now). */
export async function markRead(db: Db, conversationId: string, userId: string) {
  await db.execute(sql`
    insert into ${conversationReads} (conversation_id, user_id, read_count, read_at)
    select ${conversations._id}, ${userId}, ${conversations.inboundCount}, now() from ${conversations}
    where ${conversations._id} = ${conversationId}
    on conflict (conversation_id, user_id) do update set read_count = excluded.read_count, read_at = now()`);
}

/** The thread's texts both ways: its texts in, and every text to its customer (to its number, for a lead). */
async function messagesOf(db: Db, thread: ConversationRow): Promise<ThreadMessage[]> {
  const outWhere = thread.customerId
    ? eq(textMessages.customerId, thread.customerId)
    : and(isNull(textMessages.customerId), eq(textMessages.to, thread.mobile));
  const [inbound, outbound] = await Promise.all([
    db
      .select()
      .from(inboundTexts)
      .where(eq(inboundTexts.conversationId, thread._id))
      .orderBy(desc(inboundTexts.receivedAt))
      .limit(THREAD_MESSAGES_SHOWN),
    db
      .select({ text: textMessages, firstName: users.firstName, lastName: users.lastName })
      .from(textMessages)
      .leftJoin(users, eq(users._id, textMessages.sentById))
      .where(outWhere)
      .orderBy(desc(textMessages.createdAt))
      .limit(THREAD_MESSAGES_SHOWN),
  ]);
  const images = await storedMediaOf(
    db,
    inbound.filter((row) => row.media?.length).map((row) => row.messageSid),
  );
  const threadId = thread.customerId ?? thread._id;
  return inOrder<ThreadMessage>(
    [
      ...inbound.map((row) => ({
        id: row.messageSid,
        direction: 'in' as const,
        body: row.body ?? '',
        at: iso(row.receivedAt),
        media: (row.media ?? []).map((part, position) => {
          const image = images.get(row.messageSid)?.get(position);
          return {
            ...part,
            image: image ? { url: `/api/v1/conversations/${threadId}/media/${image._id}`, width: image.width, height: image.height } : null,
          };
        }),
        status: null,
        moment: null,
        sentByName: null,
      })),
      ...outbound.map(({ text, firstName, lastName }) => ({
        id: text._id,
        direction: 'out' as const,
        body: text.body,
        at: iso(text.createdAt),
        media: [],
        status: text.status,
        moment: text.moment?.split(':')[0] ?? null,
        sentByName: firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null,
      })),
    ],
    THREAD_MESSAGES_SHOWN,
  );
}

async function threadRow(db: Db, conversationId: string, userId: string): Promise<Thread> {
  const [row] = await threadSelect(db, userId).where(eq(conversations._id, conversationId));
  return toThread(row);
}

/** A thread with its messages and context, read by `userId` (marked read unless `markAsRead` is false). */
export async function readThread(app: FastifyInstance, key: string, userId: string, markAsRead: boolean): Promise<ThreadDetail> {
  const { db } = app.database;
  const thread = await threadOf(db, key);
  if (markAsRead) await markRead(db, thread._id, userId);
  const [summary, messages, context] = await Promise.all([
    threadRow(db, thread._id, userId),
    messagesOf(db, thread),
    contextOf(db, thread),
  ]);
  return { thread: summary, messages, context };
}

const refused = (
  message:
    'server.messages.no_mobile' | 'server.messages.mobile_refused' | 'server.messages.no_consent_text' | 'server.conversations.opted_out',
) => new HttpProblem(409, message);

/**
 * A staff member's reply: refused (409) to a number that cannot take it, counted against the user's sending limit (429),
 * then queued as a service text about the thread, so it goes after the thread's earlier replies.
 */
export async function sendReply(app: FastifyInstance, key: string, userId: string, body: string): Promise<ThreadMessage> {
  const { db } = app.database;
  const thread = await threadOf(db, key);
  let to = thread.mobile;
  let language: Language = 'en';
  if (thread.customerId) {
    const customer = await readCustomer(db, thread.customerId, 'mobile', 'mobileInvalidAt', 'textService', 'language');
    if (!customer?.mobile) throw refused('server.messages.no_mobile');
    if (customer.mobileInvalidAt) throw refused('server.messages.mobile_refused');
    if (!customer.textService) throw refused('server.messages.no_consent_text');
    to = customer.mobile;
    language = customer.language;
  } else if (thread.optedOut) throw refused('server.conversations.opted_out');
  if (!to) throw refused('server.messages.no_mobile');
  // The user's limit; a conversation is not held to the per-recipient one (a customer who writes is answered).
  await claimStaffSends(db, userId, [{ channel: 'sms', to: null }]);
  const textId = await queueText(app, {
    to,
    body,
    kind: 'service',
    language,
    customerId: thread.customerId,
    moment: `${REPLY_MOMENT}:${randomUUID()}`,
    about: `conversation:${thread._id}`,
    sentById: userId,
  });
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`now()`, lastBody: body, lastInbound: false })
    .where(eq(conversations._id, thread._id));
  await markRead(db, thread._id, userId);
  app.realtime.conversationsChanged([thread._id]);
  const [row] = await db
    .select({ text: textMessages, firstName: users.firstName, lastName: users.lastName })
    .from(textMessages)
    .leftJoin(users, eq(users._id, textMessages.sentById))
    .where(eq(textMessages._id, textId!));
  return {
    id: row.text._id,
    direction: 'out',
    body: row.text.body,
    at: iso(row.text.createdAt),
    media: [],
    status: row.text.status,
    moment: REPLY_MOMENT,
    sentByName: row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
  };
}

/** Gives the thread to a staff member (or to no one): 400 for anyone but active staff. */
export async function assignThread(app: FastifyInstance, key: string, userId: string, assigneeId: string | null): Promise<Thread> {
  const { db } = app.database;
  const thread = await threadOf(db, key);
  if (assigneeId) {
    const [staff] = await db
      .select({ _id: users._id })
      .from(users)
      .where(and(eq(users._id, assigneeId), inArray(users.type, [...STAFF_TYPES])));
    if (!staff) throw new HttpProblem(400, 'server.conversations.not_staff', { assigneeId: 'server.conversations.not_staff' });
  }
  await db.update(conversations).set({ assigneeId }).where(eq(conversations._id, thread._id));
  app.realtime.conversationsChanged([thread._id]);
  return threadRow(db, thread._id, userId);
}
