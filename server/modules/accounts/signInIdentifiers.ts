// Which identifiers sign a user in (spec: e-mail or phone on the customer sign-in only; crews and staff by username).
import type { UserType } from '../../../common/permissions';

export type Identifier = 'username' | 'email' | 'phone';

/** Staff may also use their e-mail or phone outside production builds, where the demo's sign-ins are typed by hand. */
export function identifierAdmits(type: UserType, identifier: Identifier, staffByContact: boolean): boolean {
  if (identifier === 'username') return true;
  if (type === 'customer') return true;
  if (type === 'crew') return false;
  return staffByContact;
}

type Account = { username: string; email: string | null; mobile: string | null; type: UserType };

/** How `id` names an account, if it does. */
function identifierOf(user: Account, id: string): Identifier | undefined {
  if (user.username === id) return 'username';
  if (user.email && user.email.toLowerCase() === id.toLowerCase()) return 'email';
  const digits = id.replace(/\D/g, '');
  if (digits.length >= 7 && user.mobile === digits) return 'phone';
  return undefined;
}

/** The account an identifier names: a username match first, then an e-mail or a phone one its type admits. */
export function chooseAccount<User extends Account>(candidates: readonly User[], id: string, staffByContact: boolean): User | undefined {
  const admitted = candidates.flatMap((user) => {
    const identifier = identifierOf(user, id);
    return identifier && identifierAdmits(user.type, identifier, staffByContact) ? [{ user, identifier }] : [];
  });
  return (admitted.find(({ identifier }) => identifier === 'username') ?? admitted[0])?.user;
}
