// The import's queries share one key prefix: the socket's progress events and an undo refresh them all.
export const IMPORTS_QUERY_KEY = ['imports'];
