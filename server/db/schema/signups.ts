// Sign-ups from the website and e-mail templates: the inputs to adding and writing to customers.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { SIGNUP_STATUSES } from '../../../common/schemas/signup';
import { EMAIL_TEMPLATE_TYPES } from '../../../common/schemas/emailTemplate';
import { recordColumns } from './columns';
import { customers } from './customers';

export const signups = pgTable('signups', {
  ...recordColumns,
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  zipcode: text('zipcode').notNull(),
  lotSize: integer('lot_size'),
  serviceType: text('service_type', { enum: ['mow', 'bnb'] })
    .notNull()
    .default('mow'),
  frequency: integer('frequency').notNull().default(1),
  /** The referral code of the link the visitor came from: converting the sign-up links it to that referrer. */
  referralCode: text('referral_code'),
  status: text('status', { enum: SIGNUP_STATUSES }).notNull().default('new'),
  customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
});

export const emailTemplates = pgTable('email_templates', {
  ...recordColumns,
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  subject: text('subject').notNull(),
  htmlBody: text('html_body').notNull(),
  alterBody: text('alter_body').notNull(),
  type: text('type', { enum: EMAIL_TEMPLATE_TYPES }).notNull().default('customer'),
});
