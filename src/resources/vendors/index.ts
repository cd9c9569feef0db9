import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { VendorCreate, VendorEdit } from './VendorForms';
import { VendorList } from './VendorList';
import { VendorShow } from './VendorShow';

export default {
  list: VendorList,
  create: VendorCreate,
  edit: VendorEdit,
  show: VendorShow,
  icon: StorefrontIcon,
  recordRepresentation: 'companyName',
} satisfies Omit<ResourceProps, 'name'>;
