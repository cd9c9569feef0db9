// /office-announcements: staff announcements of the Settings menu, each change told to the staff.
import type { FastifyPluginAsync } from 'fastify';
import { officeAnnouncement, officeAnnouncementInput } from '../../../common/schemas/officeAnnouncement';
import { officeAnnouncements } from '../../db/schema';
import { registerCrudResource, type WriteKind } from '../../lib/crudResource';

const ANNOUNCEMENT_TITLES: Record<WriteKind, [string, string]> = {
  create: ['New office announcement', 'Nuevo anuncio de oficina'],
  update: ['Office announcement updated', 'Anuncio de oficina actualizado'],
  remove: ['Office announcement removed', 'Anuncio de oficina retirado'],
};

const officeAnnouncementsRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    path: 'office-announcements',
    label: 'Office announcement',
    permission: 'office_announcement_list',
    table: officeAnnouncements,
    input: officeAnnouncementInput,
    record: officeAnnouncement,
    sortFields: ['title', 'repeat', 'activeFrom', 'activeTo', 'isActive', 'createdAt'],
    defaultSort: 'activeFrom',
    searchColumns: [officeAnnouncements.title, officeAnnouncements.message],
    exactFilters: { repeat: officeAnnouncements.repeat },
    announce: (notify, change, announcement) => {
      const [title, titleEs] = ANNOUNCEMENT_TITLES[change];
      return notify.staff({
        type: `announcement-${change}`,
        title: `${title}: ${announcement.title}`,
        message: announcement.message,
        additionalData: { others: { translateEs: { title: `${titleEs}: ${announcement.title}`, message: announcement.message } } },
      });
    },
  });
};

export default officeAnnouncementsRoutes;
