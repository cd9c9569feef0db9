// Phrases, discounts, e-mail templates and office announcements: the configuration resources of the Settings menu.
import { withParams } from '../../../common/i18n/catalog';
import { and, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { discount, discountInput, DUPLICATE_DISCOUNT_CODE } from '../../../common/schemas/discount';
import { emailTemplate, emailTemplateInput } from '../../../common/schemas/emailTemplate';
import { officeAnnouncement, officeAnnouncementInput } from '../../../common/schemas/officeAnnouncement';
import { phrase, phraseInput } from '../../../common/schemas/phrase';
import { discounts, emailTemplates, officeAnnouncements, phrases } from '../../db/schema';
import { registerCrudResource, type WriteKind } from '../../lib/crudResource';
import { HttpProblem } from '../../lib/httpErrors';

const ANNOUNCEMENT_TITLES = {
  create: 'notifications.office_announcement_created',
  update: 'notifications.office_announcement_updated',
  remove: 'notifications.office_announcement_removed',
} as const satisfies Record<WriteKind, string>;

const configurationRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    path: 'phrases',
    label: 'phrase',
    permission: 'phrase_list',
    table: phrases,
    input: phraseInput,
    record: phrase,
    sortFields: ['name', 'type', 'createdAt', 'updatedAt'],
    defaultSort: 'name',
    searchColumns: [phrases.name, phrases.phrase],
    exactFilters: { type: phrases.type },
  });

  registerCrudResource(app, {
    path: 'discounts',
    label: 'discount',
    permission: 'discount_list',
    table: discounts,
    input: discountInput,
    record: discount,
    sortFields: ['code', 'type', 'value', 'startDate', 'endDate', 'service', 'customerType', 'createdAt'],
    defaultSort: 'code',
    searchColumns: [discounts.code],
    exactFilters: { type: discounts.type, service: discounts.service, customerType: discounts.customerType },
    // The unique index is the backstop; this check names the field and the spec's words first.
    check: async (db, input, id) => {
      const [taken] = await db
        .select({ _id: discounts._id })
        .from(discounts)
        .where(and(sql`lower(${discounts.code}) = lower(${input.code})`, id ? ne(discounts._id, id) : undefined));
      if (taken) throw new HttpProblem(409, DUPLICATE_DISCOUNT_CODE, { code: DUPLICATE_DISCOUNT_CODE });
    },
  });

  registerCrudResource(app, {
    path: 'email-templates',
    label: 'email_template',
    permission: 'email_template_list',
    table: emailTemplates,
    input: emailTemplateInput,
    record: emailTemplate,
    sortFields: ['name', 'status', 'type', 'subject', 'updatedAt'],
    defaultSort: 'name',
    searchColumns: [emailTemplates.name, emailTemplates.subject],
    exactFilters: { status: emailTemplates.status, type: emailTemplates.type },
  });

  registerCrudResource(app, {
    path: 'office-announcements',
    label: 'office_announcement',
    permission: 'office_announcement_list',
    table: officeAnnouncements,
    input: officeAnnouncementInput,
    record: officeAnnouncement,
    sortFields: ['title', 'repeat', 'activeFrom', 'activeTo', 'isActive', 'createdAt'],
    defaultSort: 'activeFrom',
    searchColumns: [officeAnnouncements.title, officeAnnouncements.message],
    exactFilters: { repeat: officeAnnouncements.repeat },
    announce: (notify, change, announcement) => {
      return notify.staff({
        type: `announcement-${change}`,
        title: withParams(ANNOUNCEMENT_TITLES[change], { title: announcement.title }),
        message: { text: announcement.message },
      });
    },
  });
};

export default configurationRoutes;
