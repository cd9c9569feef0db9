// Vendors at /vendors; a vendor's own page is its record's show page.
import StorefrontIcon from '@mui/icons-material/Storefront';
import { OWN_VENDOR_PAGE, SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.vendors,
  resources: [
    {
      name: 'vendors',
      list: lazyNamed(() => import('./VendorList'), 'VendorList'),
      create: lazyNamed(() => import('./VendorForms'), 'VendorCreate'),
      edit: lazyNamed(() => import('./VendorForms'), 'VendorEdit'),
      show: lazyNamed(() => import('./VendorShow'), 'VendorShow'),
      recordRepresentation: 'companyName',
    },
  ],
  icon: StorefrontIcon,
  menu: [{ label: 'app.menu.vendors' }, { to: OWN_VENDOR_PAGE, label: 'app.vendors.my_vendor' }],
} satisfies ScreenDeclaration;
