import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./EmailTemplateList'), 'EmailTemplateList'),
  create: lazyNamed(() => import('./EmailTemplateCreate'), 'EmailTemplateCreate'),
  edit: lazyNamed(() => import('./EmailTemplateEdit'), 'EmailTemplateEdit'),
  icon: MailOutlineIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
