// The inbox's queries, apart from its page so the menu's badge and the socket can name them without loading it.
/** Every inbox query starts with this key: the socket's `conversations-changed` reads them all again. */
export const CONVERSATIONS_QUERY_KEY = ['conversations'] as const;
/** The menu badge's query: how many threads hold texts the user has not read. */
export const UNREAD_THREADS_QUERY_KEY = [...CONVERSATIONS_QUERY_KEY, 'unread'] as const;
