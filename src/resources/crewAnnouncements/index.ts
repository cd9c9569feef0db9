// Crew announcements at the spec's path over the `vendors/crew-announcements` resource (paths.ts).
import AnnouncementIcon from '@mui/icons-material/Announcement';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { CREW_ANNOUNCEMENT_CREATE_PATH, CREW_ANNOUNCEMENT_EDIT_PATH, CREW_ANNOUNCEMENTS_RESOURCE } from './paths';

export default {
  screen: SCREEN.crewAnnouncements,
  page: lazyNamed(() => import('./CrewAnnouncementList'), 'CrewAnnouncementList'),
  routes: {
    [CREW_ANNOUNCEMENT_CREATE_PATH]: lazyNamed(() => import('./CrewAnnouncementCreate'), 'CrewAnnouncementCreate'),
    [CREW_ANNOUNCEMENT_EDIT_PATH]: lazyNamed(() => import('./CrewAnnouncementEdit'), 'CrewAnnouncementEdit'),
  },
  resources: [{ name: CREW_ANNOUNCEMENTS_RESOURCE, recordRepresentation: 'title' }],
  icon: AnnouncementIcon,
  menu: [{ label: 'app.menu.crew_announcement', group: 'messages' }],
} satisfies ScreenDeclaration;
