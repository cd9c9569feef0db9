// Office announcements at /office-announcements.
import CampaignIcon from '@mui/icons-material/Campaign';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.officeAnnouncements,
  resources: [
    {
      name: 'office-announcements',
      list: lazyNamed(() => import('./OfficeAnnouncementList'), 'OfficeAnnouncementList'),
      create: lazyNamed(() => import('./OfficeAnnouncementCreate'), 'OfficeAnnouncementCreate'),
      edit: lazyNamed(() => import('./OfficeAnnouncementEdit'), 'OfficeAnnouncementEdit'),
      recordRepresentation: 'title',
    },
  ],
  icon: CampaignIcon,
  menu: [{ label: 'app.settings.menu.office_announcements', group: 'messages' }],
} satisfies ScreenDeclaration;
