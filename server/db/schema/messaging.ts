// The messaging domain's tables: in-app notifications, every text and e-mail sent or waiting to be, inbound texts, staff sends, moment words,
// and the outbox that keeps messages where no mail server or text provider is configured.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../common/schemas/customer';
import { type DropReason, EMAIL_STATUSES, type EmailAttachment, MOMENT_KINDS } from '../../../common/schemas/customerMessage';
import { ALL_MOMENT_PARTS } from '../../../common/schemas/momentWords';
import { NOTIFICATION_TYPES, type NotificationData } from '../../../common/schemas/notification';
import { TEXT_KINDS, TEXT_STATUSES } from '../../../common/schemas/textMessage';
import { users } from './accounts';
import { bytes, recordColumns } from './columns';
import { customers } from './customers';

/**
 * What a moment's message (text or e-mail) is about and claims, checked again when its time comes (docs/messages.md
 * "Checked when sent"); its sequence orders the messages about one thing as the changes were made.
 */
export const checkedColumns = {
  /** `visit:<work log id>`, `payment:<id>`, `card:<id>`; null for a message about nothing to check (a recovery code). */
  about: text('about'),
  sequence: bigint('sequence', { mode: 'number' })
    .notNull()
    .default(sql`nextval('message_sequence')`),
  /** What it said of its visit when written: its day and crew. */
  claim: jsonb('claim').$type<{ date?: string; crewId?: string | null }>(),
  dropReason: text('drop_reason').$type<DropReason>(),
};

export const emailMessages = pgTable(
  'email_messages',
  {
    ...recordColumns,
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    /** `<moment>:<subject id>:email`: a second send of the same moment finds it taken. */
    moment: text('moment'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    errorMessage: text('error_message'),
    /** Tries made: a temporary refusal (4xx, no connection) is tried again until EMAIL_TRIES. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** A file sent with it (an invoice's PDF, a few kilobytes), as it was when the e-mail was written. */
    attachment: jsonb('attachment').$type<EmailAttachment>(),
    ...checkedColumns,
  },
  (table) => [
    uniqueIndex('email_messages_moment_key').on(table.moment),
    index('email_messages_customer_idx').on(table.customerId, table.createdAt),
    index('email_messages_waiting_idx')
      .on(table.status)
      .where(sql`${table.status} in ('queued', 'retrying', 'sending')`),
    index('email_messages_about_idx')
      .on(table.about, table.sequence)
      .where(sql`${table.about} is not null`),
  ],
);

/** The office's words for a moment's part in a language (common/schemas/momentWords.ts); a part not here is the catalog's. */
export const momentWords = pgTable(
  'moment_words',
  {
    moment: text('moment', { enum: MOMENT_KINDS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    part: text('part', { enum: ALL_MOMENT_PARTS }).notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.moment, table.language, table.part] })],
);

export const staffSends = pgTable(
  'staff_sends',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** The message a Resend sent again; null for a new message. */
    resendOf: text('resend_of'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Where it went (an e-mail address in lower case, a number's digits): the per-recipient limit counts by it. */
    recipient: text('recipient'),
  },
  (table) => [
    index('staff_sends_user_idx').on(table.userId, table.createdAt),
    index('staff_sends_recipient_idx').on(table.recipient, table.createdAt),
    index('staff_sends_resend_idx').on(table.resendOf, table.createdAt),
  ],
);

export const textMessages = pgTable(
  'text_messages',
  {
    ...recordColumns,
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    kind: text('kind', { enum: TEXT_KINDS }).notNull(),
    /** `<moment>:<subject id>:sms`: a second send of the same moment finds it taken. */
    moment: text('moment'),
    body: text('body').notNull(),
    /** A recovery code: its body is never stored, only a redacted line. */
    sensitive: boolean('sensitive').notNull().default(false),
    /** Time-critical (today's change: moved, on my way, paused): goes before reminders and newsletters in a burst. */
    urgent: boolean('urgent').notNull().default(false),
    status: text('status', { enum: TEXT_STATUSES }).notNull().default('queued'),
    /** When a held text may go: the end of quiet hours, or the next minute with room (the rate). */
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    /** Twilio's message SID (SM…), or the outbox row's id in development. */
    providerId: text('provider_id'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }),
    /** The staff member who wrote it in the inbox (a reply); null for an automatic text. */
    sentById: text('sent_by_id').references(() => users._id, { onDelete: 'set null' }),
    ...checkedColumns,
  },
  (table) => [
    uniqueIndex('text_messages_moment_key').on(table.moment),
    /** A lead thread's texts (no customer): found by the number they went to. */
    index('text_messages_to_idx')
      .on(table.to, table.createdAt)
      .where(sql`${table.customerId} is null`),
    uniqueIndex('text_messages_provider_key').on(table.providerId),
    index('text_messages_customer_idx').on(table.customerId, table.createdAt),
    /** The texts still waiting (a burst's size, the urgent ones a minute keeps room for): few rows, read per turn. */
    index('text_messages_waiting_idx')
      .on(table.urgent)
      .where(sql`${table.status} in ('queued', 'held', 'retrying', 'sending')`),
    index('text_messages_about_idx')
      .on(table.about, table.sequence)
      .where(sql`${table.about} is not null`),
  ],
);

/** Twilio's id of every reply received: a signed reply replayed later (its signature never expires) is seen twice. */
export const inboundTexts = pgTable(
  'inbound_texts',
  {
    messageSid: text('message_sid').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The inbox's thread it belongs to (null for the replies kept before the inbox: their Sid only). */
    conversationId: text('conversation_id').references(() => conversations._id, { onDelete: 'cascade' }),
    from: text('from'),
    body: text('body'),
    /** An MMS's parts as Twilio names them: the URL and content type of each. */
    media: jsonb('media').$type<InboundMedia[]>(),
  },
  (table) => [index('inbound_texts_conversation_idx').on(table.conversationId, table.receivedAt)],
);

/**
 * An MMS image fetched from Twilio after the text was kept (docs/messages.md "MMS"): re-encoded without metadata, by
 * its text and its place among the text's parts (`position`: N of MediaUrlN). Deleted with its text.
 */
export const inboundTextMedia = pgTable(
  'inbound_text_media',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    messageSid: text('message_sid')
      .notNull()
      .references(() => inboundTexts.messageSid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    bytes: bytes('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [uniqueIndex('inbound_text_media_part_unique').on(table.messageSid, table.position)],
);

/** One part of an MMS: Twilio's MediaUrlN and MediaContentTypeN. */
export interface InboundMedia {
  url: string;
  contentType: string;
}

/**
 * The inbox's threads: one per customer who wrote in (or staff wrote to from the inbox), or per unknown number (a lead)
 * until a customer has that mobile. `inbound_count` counts its inbound texts; a reader's `read_count` is how many of
 * them they had seen, so unread is the difference (docs/messages.md "The inbox").
 */
export const conversations = pgTable(
  'conversations',
  {
    ...recordColumns,
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'cascade' }),
    /** The number's 10 digits. */
    mobile: text('mobile').notNull(),
    assigneeId: text('assignee_id').references(() => users._id, { onDelete: 'set null' }),
    inboundCount: integer('inbound_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastBody: text('last_body'),
    /** Whether the last message was the customer's. */
    lastInbound: boolean('last_inbound').notNull().default(true),
    /** A lead's number that replied STOP (a customer's consent is the customer's record). */
    optedOut: boolean('opted_out').notNull().default(false),
  },
  (table) => [
    uniqueIndex('conversations_customer_key')
      .on(table.customerId)
      .where(sql`${table.customerId} is not null`),
    uniqueIndex('conversations_lead_mobile_key')
      .on(table.mobile)
      .where(sql`${table.customerId} is null`),
    index('conversations_last_idx').on(table.lastMessageAt, table._id),
  ],
);

/** How many of a thread's inbound texts each staff member had seen when they last read it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations._id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    readCount: integer('read_count').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

export const outbox = pgTable(
  'outbox',
  {
    ...recordColumns,
    to: text('to').notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** A recovery code or username: its text is never stored, only a redacted line. */
    sensitive: boolean('sensitive').notNull().default(false),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isRead: boolean('is_read').notNull().default(false),
    additionalData: jsonb('additional_data').$type<NotificationData>().notNull().default({}),
    completedById: text('completed_by_id').references(() => users._id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('notifications_user_date_idx').on(table.userId, table.date),
    index('notifications_user_unread_idx').on(table.userId, table.isRead),
  ],
);

/** Texts sent in a minute or a business day (its start), claimed before each send: the outbound rate (textRate.ts). */
export const textSendWindows = pgTable(
  'text_send_windows',
  {
    /** A text's minute or day, an e-mail's minute, or the payment gateway's second (docs/messages.md "Rates"). */
    span: text('span', { enum: ['minute', 'day', 'email-minute', 'gateway-second'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.span, table.startsAt] }),
    check('text_send_windows_span_check', sql`${table.span} in ('minute', 'day', 'email-minute', 'gateway-second')`),
  ],
);
