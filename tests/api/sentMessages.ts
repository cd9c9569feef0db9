// What a customer was sent for a moment (`payment-failed`, `invoice-issued`…): its e-mails and its texts, as recorded.
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { emailMessages, textMessages } from '../../server/db/schema';

export const sentMails = (db: Db, customerId: string, moment: string) =>
  db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.customerId, customerId), like(emailMessages.moment, `${moment}:%`)));

export const sentTexts = (db: Db, customerId: string, moment: string) =>
  db
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.customerId, customerId), like(textMessages.moment, `${moment}:%`)));
