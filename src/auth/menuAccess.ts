// The side menu a user sees, from the screens' declarations and the route guard (routeAccess.ts).
import { admits } from '../../common/access';
import { admitsScreen, OWN_VENDOR_PAGE, screenOf } from '../../common/screens';
import { MENU, type MenuItem } from '../screens';
import { vendorPage } from './homePaths';
import type { StoredUser } from './session';
import { wordsFor } from './useScreenWords';

/** The side menu: each entry whose screen the route guard opens to the user, and whose own rule (if any) it passes. */
export function menuEntriesFor(user: StoredUser | null): MenuItem[] {
  if (!user || (user.type === 'vendor' && user.vendor?.status === 'pending_for_price')) return [];
  return MENU.flatMap((entry) => {
    if (entry.to === OWN_VENDOR_PAGE) return user.type === 'vendor' ? [{ ...entry, to: vendorPage(user) }] : [];
    if (entry.access && !admits(entry.access, user)) return [];
    const screen = screenOf(entry.to.split('?')[0]);
    if (!screen || !admitsScreen(screen, user)) return [];
    return [user.type === 'admin' && entry.adminLabel ? { ...entry, label: entry.adminLabel } : entry];
  });
}

/** A screen's title in the words of its menu entry for the user: the spec's admin sidebar names two screens its own way. */
export function screenWordsFor(user: StoredUser | null, label: string): string {
  return wordsFor(user, MENU.find((entry) => entry.label === label) ?? { label });
}
