// The title of a screen in the words its menu entry shows the signed-in user (routeAccess.screenWordsFor).
import { screenWordsFor } from './routeAccess';
import { useStoredUser } from './useStoredUser';

export function useScreenWords(label: string): string {
  return screenWordsFor(useStoredUser(), label);
}
