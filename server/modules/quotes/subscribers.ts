// What the quotes domain does on other domains' events (docs/architecture.md "What happens on each event"): a request
// for work from outside the office (a sign-up, a customer's contact request) is kept as a lead in the same transaction,
// and the office is told of every new lead once it has committed (a contact request's own notice already tells it).
import { eq } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import { users } from '../../db/schema';
import { subscribe, subscribeWithin } from '../../lib/events';
import { HttpProblem } from '../../lib/httpErrors';
import { instantVisitCents } from './instantPrice';
import { addLead } from './leadRepository';

const PRICE_CHANGED = 'server.quotes.price_changed';

export const quoteSubscribers = [
  subscribeWithin('lead.requested', 'quotes: keeps the request as a lead', async (app, tx, { customerId, quoted, ...requested }) => {
    // The price the sign-up page showed is priced again, never taken from the page: a change refuses the sign-up (its
    // transaction), and the page shows the new price.
    if (quoted) {
      const { zipcode, lotSize, city } = requested;
      const now = lotSize ? await instantVisitCents(tx, { zipcode, lotSize, city: city ?? undefined }, quoted.frequency) : null;
      if (now !== quoted.priceCents) throw new HttpProblem(409, PRICE_CHANGED, { frequency: PRICE_CHANGED });
    }
    return addLead(
      app,
      tx,
      {
        ...requested,
        customerId,
        textConsent: false,
        quotedFrequency: quoted?.frequency ?? null,
        quotedPriceCents: quoted?.priceCents ?? null,
      },
      null,
    );
  }),
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
