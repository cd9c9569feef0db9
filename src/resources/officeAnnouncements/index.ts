import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./OfficeAnnouncementList'), 'OfficeAnnouncementList'),
  create: lazyNamed(() => import('./OfficeAnnouncementCreate'), 'OfficeAnnouncementCreate'),
  edit: lazyNamed(() => import('./OfficeAnnouncementEdit'), 'OfficeAnnouncementEdit'),
  icon: CampaignIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;
