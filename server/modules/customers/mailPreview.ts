// Fills an e-mail template's variables from one of the customer's properties.
import { and, asc, eq, ne } from 'drizzle-orm';
import { createFormat } from '../../../common/format';
import { fillTemplate, type TemplateValues } from '../../../common/schemas/emailTemplate';
import { SIGN_IN_LINK_PREVIEW } from '../../../common/schemas/signInLink';
import type { Db } from '../../db/client';
import { customers, emailTemplates, markets, properties, services } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';

const FREQUENCY_NAMES: Record<number, string> = {
  1: 'Weekly',
  2: 'Bi-weekly',
  3: 'Tri-weekly',
  4: 'Monthly',
  6: 'Six-weekly',
  [-1]: 'One time',
};
const DAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The customer's address and the template variables filled from one of its properties (the oldest when none is named). */
export async function templateValues(db: Db, customerId: string, propertyId?: string | null) {
  const [row] = await db
    .select({ customer: customers, property: properties, market: markets.name })
    .from(customers)
    .innerJoin(properties, eq(properties.customerId, customers._id))
    .leftJoin(markets, eq(markets._id, properties.marketId))
    .where(and(eq(customers._id, customerId), propertyId ? eq(properties._id, propertyId) : undefined))
    .orderBy(asc(properties.createdAt))
    .limit(1);
  if (!row) return undefined;
  const [mow] = await db
    .select()
    .from(services)
    .where(and(eq(services.propertyId, row.property._id), eq(services.type, 'mow'), ne(services.status, 'cancel')))
    .limit(1);
  const { timeZone } = (await readSettings(db, ['serviceCalendar'])).serviceCalendar;
  const format = createFormat({ language: 'en', timeZone });
  const values: TemplateValues = {
    firstName: row.customer.firstName,
    fullName: `${row.customer.firstName} ${row.customer.lastName}`,
    serviceAddress: row.property.address,
    city: row.property.city,
    state: row.property.state,
    zipcode: row.property.zipcode,
    createdDate: format.dayOf(row.customer.createdAt),
    mowingPrice: mow ? format.dollars(mow.price) : '',
    frequency: mow ? FREQUENCY_NAMES[mow.frequency] : '',
    market: row.market ?? '',
    mowDay: mow?.mowDay ? DAY_NAMES[mow.mowDay] : '',
    gateCode: row.property.gateCode ?? '',
    cardType: '',
    // Made per message when one is sent to this customer (templateMessageRoutes); a newsletter leaves it empty.
    portalLink: '',
  };
  return { to: row.customer.email, values };
}

export async function previewMail(db: Db, customerId: string, templateId: string, propertyId?: string) {
  const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates._id, templateId));
  if (!template) throw notFound('email_template');
  const filled = await templateValues(db, customerId, propertyId);
  if (!filled) throw new HttpProblem(404, 'server.email_templates.customer_or_property_not_found');
  const { to } = filled;
  const values = { ...filled.values, portalLink: SIGN_IN_LINK_PREVIEW };
  return {
    to,
    subject: fillTemplate(template.subject, values),
    html: fillTemplate(template.htmlBody, values, escapeHtml),
    text: fillTemplate(template.alterBody, values),
  };
}
