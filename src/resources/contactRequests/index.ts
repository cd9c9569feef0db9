// Contact requests (/system-settings/customer-contact-us) over the `contact-requests` resource.
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.contactRequests,
  page: lazyNamed(() => import('./ContactRequestList'), 'ContactRequestList'),
  resources: [{ name: 'contact-requests' }],
  icon: ContactMailIcon,
  menu: [{ label: 'app.page.contact_requests', group: 'customers' }],
} satisfies ScreenDeclaration;
