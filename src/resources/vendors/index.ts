import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazyNamed';

export default {
  list: lazyNamed(() => import('./VendorList'), 'VendorList'),
  create: lazyNamed(() => import('./VendorForms'), 'VendorCreate'),
  edit: lazyNamed(() => import('./VendorForms'), 'VendorEdit'),
  show: lazyNamed(() => import('./VendorShow'), 'VendorShow'),
  icon: StorefrontIcon,
  recordRepresentation: 'companyName',
} satisfies Omit<ResourceProps, 'name'>;
