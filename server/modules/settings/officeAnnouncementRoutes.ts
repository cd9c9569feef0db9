// /office-announcements: staff announcements of the Settings menu, each change told to the staff.
import { withParams } from '../../../common/i18n/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { officeAnnouncement, officeAnnouncementInput } from '../../../common/schemas/officeAnnouncement';
import { officeAnnouncements } from '../../db/schema';
import { registerCrudResource, type WriteKind } from '../../lib/crudResource';

const ANNOUNCEMENT_TITLES = {
  create: 'notifications.office_announcement_created',
  update: 'notifications.office_announcement_updated',
  remove: 'notifications.office_announcement_removed',
} as const satisfies Record<WriteKind, string>;

const officeAnnouncementsRoutes: FastifyPluginAsync = async (app) => {
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

export default officeAnnouncementsRoutes;
