// What the quotes domain does on other domains' events (docs/architecture.md "What happens on each event"): a request
// for work from outside the office (a sign-up, a customer's contact request) is kept as a lead in the same transaction,
// and the office is told of every new lead once it has committed (a contact request's own notice already tells it).
import { eq } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import { users } from '../../db/schema';
import { subscribe, subscribeWithin } from '../../lib/events';
import { addLead } from './leadRepository';

export const quoteSubscribers = [
  subscribeWithin('lead.requested', 'quotes: keeps the request as a lead', async (app, tx, { customerId, ...requested }) =>
    addLead(app, tx, { ...requested, customerId, textConsent: false }, null),
  ),
  subscribe('lead.created', 'quotes: tells the office of the new lead', async (app, lead) => {
    // A contact request tells the office itself, with its subject and words; a second notice would say it again.
    if (lead.channel === 'contact-request') return;
    const [author] = lead.userId
      ? await app.database.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users._id, lead.userId))
      : [];
    await app.notifier.transaction((_tx, notify) =>
      notify.staff(
        {
          type: 'lead-created',
          title: withParams('notifications.lead_created_title', { name: lead.name }),
          message: withParams(`notifications.lead_created_message.${lead.channel}`, {
            by: author ? `${author.firstName} ${author.lastName}` : '',
          }),
          additionalData: { others: { leadId: lead.leadId } },
        },
        lead.userId ? { except: lead.userId } : undefined,
      ),
    );
  }),
];
