import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { ResourceProps } from 'react-admin';
import { EmailTemplateCreate } from './EmailTemplateCreate';
import { EmailTemplateEdit } from './EmailTemplateEdit';
import { EmailTemplateList } from './EmailTemplateList';

export default {
  list: EmailTemplateList,
  create: EmailTemplateCreate,
  edit: EmailTemplateEdit,
  icon: MailOutlineIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
