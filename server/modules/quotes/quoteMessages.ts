// The messages a quote sends its customer: the quote itself when staff send it, and one follow-up when it lay unopened.
// Both go through the messaging domain's door, keyed by their moment, so a retry or a second click sends once; a text
// goes only where the customer agreed to texts (recipients.ts), and the text queue holds it through quiet hours.
import type { FastifyInstance } from 'fastify';
import { renderMessage } from '../../../common/i18n/catalog';
import type { Quote } from '../../db/schema';
import { readSettings } from '../../lib/settings';
import { queueEmails, queueText } from '../messaging';
import type { QuoteRecipient } from './recipients';

const TEXT_MAX = 320;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const WORDS = {
  sent: { subject: 'server.quotes.email_subject', body: 'server.quotes.email_body', text: 'server.quotes.text_body' },
  'follow-up': {
    subject: 'server.quotes.follow_up_email_subject',
    body: 'server.quotes.follow_up_email_body',
    text: 'server.quotes.follow_up_text_body',
  },
} as const;

export interface QuoteMessage {
  quote: Pick<Quote, '_id' | 'expiresOn'>;
  recipient: QuoteRecipient;
  link: string;
  totalCents: number;
  /** The moment's key: one message per key and channel. */
  moment: string;
  kind: keyof typeof WORDS;
  text: boolean;
}

/** Queues the e-mail (where there is an address) and the text (where one may go); answers which were queued. */
export async function sendQuoteMessages(app: FastifyInstance, message: QuoteMessage) {
  const { recipient, kind, moment } = message;
  const { business } = await readSettings(app.database.db, ['business']);
  const params = {
    business: business.name,
    firstName: recipient.firstName,
    address: recipient.address,
    total: dollars(message.totalCents),
    link: message.link,
    expiresOn: message.quote.expiresOn,
  };
  const { language } = recipient;
  const words = WORDS[kind];
  const sent = { email: false, text: false };
  if (recipient.email) {
    await queueEmails(app, [
      {
        to: recipient.email,
        subject: renderMessage(language, words.subject, params),
        body: renderMessage(language, words.body, params),
        customerId: recipient.customerId,
        moment,
      },
    ]);
    sent.email = true;
  }
  if (recipient.textTo && message.text) {
    await queueText(app, {
      to: recipient.textTo,
      body: renderMessage(language, words.text, params).slice(0, TEXT_MAX),
      kind: 'service',
      language,
      customerId: recipient.customerId,
      moment,
    });
    sent.text = true;
  }
  return sent;
}
