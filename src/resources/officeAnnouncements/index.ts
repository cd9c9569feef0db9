import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { OfficeAnnouncementCreate } from './OfficeAnnouncementCreate';
import { OfficeAnnouncementEdit } from './OfficeAnnouncementEdit';
import { OfficeAnnouncementList } from './OfficeAnnouncementList';

export default {
  list: OfficeAnnouncementList,
  create: OfficeAnnouncementCreate,
  edit: OfficeAnnouncementEdit,
  icon: CampaignIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;
