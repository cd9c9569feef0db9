// The customer list (/customers) over the `properties` resource, and the activity resources its property view reads.
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { CUSTOMERS_WORDS } from './paths';

export default {
  screen: SCREEN.customers,
  page: lazyNamed(() => import('./PropertyList'), 'PropertyList'),
  resources: [{ name: 'properties', recordRepresentation: 'address' }, { name: 'call-logs' }, { name: 'reminders' }, { name: 'notes' }],
  icon: HomeWorkIcon,
  menu: [CUSTOMERS_WORDS],
} satisfies ScreenDeclaration;
