// The signed-in user as stored by session.ts, re-rendering its readers when the stored user changes.
import { useSyncExternalStore } from 'react';
import { session } from './session';

export function useStoredUser() {
  useSyncExternalStore(session.subscribe, session.storedUserText);
  return session.user();
}
