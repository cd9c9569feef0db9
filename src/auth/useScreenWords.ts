// The title of a screen in the words its menu entry shows the signed-in user: the spec's admin sidebar names two
// screens its own way. A page passes its words from its folder's paths.ts, which its declaration's menu entry uses too.
import type { StoredUser } from './session';
import { useStoredUser } from './useStoredUser';

export interface ScreenWords {
  label: string;
  /** The admin's words for the screen, when they differ. */
  adminLabel?: string;
}

export const wordsFor = (user: StoredUser | null, { label, adminLabel }: ScreenWords): string =>
  (user?.type === 'admin' && adminLabel) || label;

export function useScreenWords(words: ScreenWords): string {
  return wordsFor(useStoredUser(), words);
}
