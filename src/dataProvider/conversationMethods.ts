// The staff inbox: threads, a thread with its context, a reply (once per Idempotency-Key), the assignee, read marks.
import type { ThreadDetail, ThreadList, ThreadMessage, Thread } from '../../common/schemas/conversation';
import { IDEMPOTENCY_HEADER } from '../../common/schemas/idempotency';
import { apiCall, type Data, fetchFile } from './httpClient';

export type { Thread, ThreadDetail, ThreadList, ThreadMessage };
export type ThreadFilter = 'all' | 'unread' | 'mine';

const threadPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

export const conversationMethods = {
  listThreads: async (filter: ThreadFilter, start = 0, length = 30) => {
    const query = new URLSearchParams({ start: String(start), length: String(length) });
    if (filter !== 'all') query.set(filter, 'true');
    return (await apiCall<Data<ThreadList>>(`/conversations?${query}`)).data;
  },
  getThread: async (id: string) => (await apiCall<Data<ThreadDetail>>(threadPath(id))).data,
  markThreadRead: async (id: string) => (await apiCall<Data<Thread>>(`${threadPath(id)}/read`, { method: 'POST' })).data,
  /** `key`: the same for a repeat of one reply (a lost answer), so it is sent once. */
  replyToThread: async (id: string, body: string, key: string) =>
    (
      await apiCall<Data<ThreadMessage>>(`${threadPath(id)}/messages`, {
        method: 'POST',
        body: { body },
        headers: { [IDEMPOTENCY_HEADER]: key },
      })
    ).data,
  /** An MMS image the server fetched from Twilio, read with staff's token (`image.url` of a message's part). */
  getThreadImage: (url: string) => fetchFile(url.replace(/^\/api\/v1/, '')),
  assignThread: async (id: string, assigneeId: string | null) =>
    (await apiCall<Data<Thread>>(`${threadPath(id)}/assignee`, { method: 'PUT', body: { assigneeId } })).data,
};
