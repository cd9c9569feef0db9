// Demo configuration: default settings, a few phrases, discounts and office announcements, one contact request and one forced service.
import { DEFAULT_SETTINGS, SETTINGS_KEYS } from '../../common/schemas/settings';
import type { Tx } from '../lib/history';
import { contactRequests, discounts, forceServices, officeAnnouncements, phrases, settings } from '../db/schema';

/** The demo business speaks in its own name (LawnDesk is the software it runs on): an Austin lawn care company. */
export const DEMO_BUSINESS = {
  ...DEFAULT_SETTINGS.business,
  name: 'Barton Creek Lawn Care',
  phone: '(512) 555-0147',
  email: 'office@bartoncreeklawn.test',
  address: '4701 S Congress Ave, Suite 110',
  city: 'Austin',
  state: 'TX',
  zipcode: '78745',
  // The Texas Department of Agriculture's commercial pesticide business licence, printed on its records.
  licenceNo: 'TDA-0712345',
};

export interface ConfigurationSeed {
  customerId: string;
  customerUserId: string;
  propertyId: string;
}

export async function seedConfiguration(tx: Tx, { customerId, customerUserId, propertyId }: ConfigurationSeed): Promise<void> {
  // The demo is a business already set up: its admin is not walked through a new business's setup nor shown its next
  // steps, and its texting brand is vetted (a carrier's standard tier: 240 texts a minute, 10,000 a day) rather than new.
  const values = {
    ...DEFAULT_SETTINGS,
    setup: { step: 'done', nextStepsDismissed: true },
    business: DEMO_BUSINESS,
    textMessages: { ...DEFAULT_SETTINGS.textMessages, perMinute: 240, perDay: 10_000 },
  };
  await tx.insert(settings).values(SETTINGS_KEYS.map((key) => ({ key, value: values[key] })));
  await tx.insert(phrases).values([
    { name: 'Gate locked', phrase: 'Gate was locked, crew could not reach the backyard.', type: 'assignment' },
    { name: 'Rain delay', phrase: 'Service moved because of rain; the crew will come on the next dry day.', type: 'calendar' },
    { name: 'Call back', phrase: 'Customer asked for a call back about the price.', type: 'callLog' },
    { name: 'Payment follow-up', phrase: 'Follow up on the failed card payment.', type: 'reminder' },
    { name: 'Dog in yard', phrase: 'Dog in the backyard: ring before entering.', type: 'note' },
    { name: 'Crew unavailable', phrase: 'Removed from the crew: the crew is not available that day.', type: 'un-assign' },
    { name: 'Customer cancelled', phrase: 'Customer cancelled this visit.', type: 'cancel-assignment' },
    { name: 'Thank you', phrase: 'Thank you for choosing us for your lawn care.', type: 'general' },
  ]);
  await tx.insert(discounts).values([
    {
      code: 'SPRING26',
      type: 'percentage',
      value: 15,
      numberOfServices: 4,
      startDate: '2026-03-01',
      endDate: '2026-05-31',
      service: 'mow',
      customerType: 'new',
    },
    {
      code: 'WELCOMEBACK',
      type: 'price-discount',
      value: 10,
      numberOfServices: 2,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      service: 'mow',
      customerType: 'past',
    },
    {
      code: 'BEDS99',
      type: 'fixed-price',
      value: 99,
      numberOfServices: 1,
      startDate: '2026-04-01',
      endDate: '2026-06-30',
      service: 'bnb',
      customerType: 'new',
    },
    {
      code: 'FIRSTFREE',
      type: 'free',
      value: 0,
      numberOfServices: 1,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      service: 'mow',
      customerType: 'new',
    },
  ]);
  await tx.insert(officeAnnouncements).values([
    {
      title: 'Monday huddle',
      message: 'Office huddle at 8:00 in the front room.',
      repeat: 'weekly',
      activeFrom: '2026-01-05',
      activeTo: '2026-12-28',
      isActive: true,
    },
    {
      title: 'Quarterly price review',
      message: 'Review vendor prices with each market lead.',
      repeat: 'quarterly',
      activeFrom: '2026-01-01',
      activeTo: '2026-12-31',
      isActive: true,
    },
    {
      title: 'Memorial Day',
      message: 'The office is closed on Memorial Day; crews work as scheduled.',
      repeat: 'one-time',
      activeFrom: '2026-05-20',
      activeTo: '2026-05-25',
      isActive: true,
    },
  ]);
  await tx.insert(contactRequests).values({
    customerId,
    userId: customerUserId,
    subject: 'Change my mow day',
    message: 'Could the crew come on Thursdays instead of Mondays from next month?',
  });
  await tx.insert(forceServices).values({ propertyId, date: '2026-07-03' });
}
