// The staff inbox (docs/messages.md "The inbox"): threads of texts with each customer (or an unknown number, a lead),
// both ways, their unread counts and assignees, and a staff member's reply.
import { z } from 'zod';
import { withParams } from '../i18n/keys';
import { MESSAGE_CHANNELS } from './customerMessage';
import { recordId, requiredText } from './fields';

/** A reply of ten segments at most, as a template's text is cut. */
export const REPLY_MAX = 1_530;
/** Threads on one page of the list, at most. */
export const THREADS_PAGE_MAX = 100;
/** Messages a thread shows, newest kept (older ones stay in the tables). */
export const THREAD_MESSAGES_SHOWN = 300;

export const threadListQuery = z.object({
  /** Only threads with texts the caller has not read. */
  unread: z.stringbool().optional(),
  /** Only threads assigned to the caller. */
  mine: z.stringbool().optional(),
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(THREADS_PAGE_MAX).default(30),
});
export type ThreadListQuery = z.infer<typeof threadListQuery>;

/** A thread as the list shows it. `customerId` is null for a lead's (an unknown number): its `id` addresses it. */
export const thread = z.object({
  id: z.string(),
  customerId: z.string().nullable(),
  /** The customer's name, or null for a lead's thread (the number is its name). */
  name: z.string().nullable(),
  mobile: z.string(),
  unread: z.number().int(),
  lastMessageAt: z.string(),
  lastBody: z.string().nullable(),
  /** Whether the last message was the customer's. */
  lastInbound: z.boolean(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type Thread = z.infer<typeof thread>;

export const threadList = z.object({
  list: z.array(thread),
  total: z.number().int(),
  /** Threads with texts the caller has not read, over the whole inbox (the menu's badge). */
  unreadThreads: z.number().int(),
});
export type ThreadList = z.infer<typeof threadList>;

/**
 * One MMS part: Twilio's URL and type, and the image fetched from it (read with staff's token at `image.url`), null
 * while it is not fetched or when it is no image (docs/messages.md "MMS").
 */
export const media = z.object({
  url: z.string(),
  contentType: z.string(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
});

/** One message of a thread: a text in (the customer's) or out (automatic, or a staff member's reply). */
export const threadMessage = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  body: z.string(),
  at: z.string(),
  media: z.array(media),
  /** An outbound text's status (queued, sent, delivered, refused…); null for one in. */
  status: z.string().nullable(),
  /** The moment of an automatic text (`visit-eve`), `reply` for a staff member's, null for one in. */
  moment: z.string().nullable(),
  sentByName: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

/** What the office sees beside a thread: the customer's next visit, balance and last messages of every kind. */
export const threadContext = z.object({
  customerId: z.string().nullable(),
  /** The customer's first property: the property view it opens. */
  propertyId: z.string().nullable(),
  name: z.string().nullable(),
  mobile: z.string(),
  language: z.enum(['en', 'es']),
  /** Whether a reply may go: the customer takes service texts, and a lead's number did not reply STOP. */
  textsAllowed: z.boolean(),
  nextVisit: z.object({ id: z.string(), date: z.string(), status: z.string(), address: z.string() }).nullable(),
  /** Money owed (pending, failed, held, manual payments), in cents. */
  balanceCents: z.number().int(),
  lastMessages: z.array(
    z.object({
      channel: z.enum(MESSAGE_CHANNELS),
      moment: z.string().nullable(),
      subject: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      at: z.string(),
    }),
  ),
  /** The active templates' text bodies, filled for this customer: a reply starts from one. */
  templates: z.array(z.object({ id: z.string(), name: z.string(), body: z.string() })),
});

export const threadDetail = z.object({
  thread,
  messages: z.array(threadMessage),
  context: threadContext,
});
export type ThreadDetail = z.infer<typeof threadDetail>;

/** `:id` is the customer's id, or a lead thread's own id. */
export const threadParams = z.object({ id: recordId() });
export const threadMediaParams = threadParams.extend({ mediaId: recordId() });
export const threadReadQuery = z.object({
  /** `false` reads the thread without marking it read (a preview). */
  markRead: z.stringbool().default(true),
});

export const replyInput = z.object({
  body: requiredText(
    'validation.conversation.body_required',
    REPLY_MAX,
    withParams('validation.conversation.body_too_long', { max: REPLY_MAX }),
  ),
});
export type ReplyInput = z.infer<typeof replyInput>;

export const assigneeInput = z.object({
  /** A staff member's id, or null to leave the thread unassigned. */
  assigneeId: recordId('server.conversations.not_staff').nullable(),
});
