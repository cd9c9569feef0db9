import AnnouncementIcon from '@mui/icons-material/Announcement';
import type { ResourceProps } from 'react-admin';
import { CrewAnnouncementCreate } from './CrewAnnouncementCreate';
import { CrewAnnouncementEdit } from './CrewAnnouncementEdit';
import { CrewAnnouncementList } from './CrewAnnouncementList';

/** Mounted as `system-settings/crew-announcement`, the spec's path; the data provider sends it to /vendors/crew-announcements. */
export const CREW_ANNOUNCEMENT_RESOURCE = 'system-settings/crew-announcement';

export default {
  list: CrewAnnouncementList,
  create: CrewAnnouncementCreate,
  edit: CrewAnnouncementEdit,
  icon: AnnouncementIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;
