// The signed-in user read again from the server, apart from the authProvider so a page or the socket may call it
// without loading the screens canAccess reads.
import { dataProvider, type LawnDeskDataProvider } from '../dataProvider';
import { session } from './session';

/**
 * Reads the signed-in user again, so a role changed by someone else shows in the menu and guards without a new sign-in.
 * Screens pass `useDataProvider()`'s provider, so that a 401 ends the session through `checkError`.
 */
export async function refreshStoredUser(provider: Pick<LawnDeskDataProvider, 'getSessionUser'> = dataProvider): Promise<void> {
  if (!session.token()) return;
  const data = await provider.getSessionUser();
  if (JSON.stringify(data) !== session.storedUserText()) session.updateUser(data);
}
