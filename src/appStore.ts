// react-admin's store (the language, the sidebar, list preferences) in localStorage under `RaStoreLawnDesk.`: <Admin>
// and the standalone sign-in page read the same keys, so a language chosen in one is the one shown in the other.
import { localStorageStore } from 'react-admin';

const APP_KEY = 'LawnDesk';
/** MUI's `sm` breakpoint, below which the menu is a drawer over the page. */
const PHONE = '(max-width: 599.95px)';

export const createAppStore = () => {
  // A page opened on a phone starts with its drawer closed, whatever was left open. This is set before the drawer first
  // renders: closing it just after would leave the app bar hidden behind a modal that never finished opening.
  if (typeof window !== 'undefined' && window.matchMedia?.(PHONE).matches) localStorage.setItem(`RaStore${APP_KEY}.sidebar.open`, 'false');
  return localStorageStore(undefined, APP_KEY);
};
