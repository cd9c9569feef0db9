// react-admin's store (the language, the sidebar, list preferences) in localStorage under `RaStoreLawnDesk.`: <Admin>
// and the standalone sign-in page read the same keys, so a language chosen in one is the one shown in the other.
import { localStorageStore } from 'react-admin';

export const createAppStore = () => localStorageStore(undefined, 'LawnDesk');
