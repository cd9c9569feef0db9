// Import customers from a spreadsheet (System Settings): upload, map columns, preview, import with progress, report.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const importCustomersScreen = {
  screen: SCREEN.importCustomers,
  page: lazyNamed(() => import('./ImportCustomersPage'), 'ImportCustomersPage'),
  icon: UploadFileIcon,
  menu: [{ label: 'app.page.import_customers', group: 'system' }],
} satisfies ScreenDeclaration;
