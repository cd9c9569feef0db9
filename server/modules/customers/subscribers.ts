// What customers keep of other domains' changes (docs/architecture.md "What happens on each event"): the holds billing
// decides, a referral's code, a customer's text consent, a mobile that cannot take texts and an address that cannot take e-mail. Each runs inside the
// emitting transaction, so the customer's row changes with what caused it, or not at all.
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { subscribeWithin } from '../../lib/events';
import { setChargesOnHold, setPropertyVisitsHold } from './billingHolds';
import { flagInvalidEmail, flagInvalidMobile, setMessagePreferences } from './messagePreferences';

const CONSENT_OF_REPLY = { stop: { textService: false, textMarketing: false }, start: { textService: true } } as const;

export const customerSubscribers = [
  subscribeWithin('hold.placed', 'customers: holds the properties’ visits', (_app, tx, hold) =>
    setPropertyVisitsHold(tx, hold.propertyIds, { hold: true, reason: hold.reason ?? '', userId: hold.userId }),
  ),
  subscribeWithin('hold.released', 'customers: releases the properties’ visits', (_app, tx, hold) =>
    setPropertyVisitsHold(tx, hold.propertyIds, { hold: false, reason: hold.reason ?? '', userId: hold.userId }),
  ),
  subscribeWithin('charges.held', 'customers: holds the customer’s charges', (_app, tx, held) =>
    setChargesOnHold(tx, held.customerId, true, held.userId),
  ),
  subscribeWithin('charges.released', 'customers: lets the customer’s charges go', (_app, tx, released) =>
    setChargesOnHold(tx, released.customerId, false, released.userId),
  ),
  subscribeWithin('referral.linked', 'customers: keeps the referral code on the referred property', (_app, tx, linked) =>
    tx.update(properties).set({ referralCode: linked.referralCode }).where(eq(properties._id, linked.propertyId)),
  ),
  subscribeWithin(
    'text.consentReplied',
    'customers: records a STOP or START reply as the customer’s text consent',
    async (_app, tx, replied) => {
      for (const customerId of replied.customerIds) await setMessagePreferences(tx, customerId, CONSENT_OF_REPLY[replied.reply], null);
    },
  ),
  subscribeWithin('text.undeliverable', 'customers: flags the mobile that cannot take texts', (_app, tx, text) =>
    flagInvalidMobile(tx, text.customerId, text.mobile, text.reason),
  ),
  subscribeWithin('email.undeliverable', 'customers: flags the address that cannot take e-mail', (_app, tx, email) =>
    flagInvalidEmail(tx, email.customerId, email.email, email.reason),
  ),
];
