// A moment of a customer's service worth a message (the day before a visit, on my way, a receipt): what sendMoments takes.
import type { EmailAttachment, MomentKind } from '../../../common/schemas/customerMessage';
import type { customers } from '../../db/schema';
import type { MomentVariables } from './momentRules';

export type MomentCustomer = Pick<
  typeof customers.$inferSelect,
  '_id' | 'firstName' | 'email' | 'mobile' | 'language' | 'emailService' | 'textService' | 'emailInvalidAt' | 'mobileInvalidAt'
>;

export interface Moment {
  moment: MomentKind;
  /** The customer, or their id. */
  customer: string | MomentCustomer;
  /** What the moment is about (a work log, a payment, a card): with the moment, its key `<moment>:<subject id>`. */
  subjectId: string;
  variables: MomentVariables;
  /** A file the e-mail carries (an invoice's PDF); a text carries none. */
  attachment?: EmailAttachment;
  /** Staff may undo what it tells on the board for a minute: it waits that out first (movedMessageHoldSeconds). */
  undoable?: boolean;
}
