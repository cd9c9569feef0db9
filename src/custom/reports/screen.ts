// The report catalogue and each report (recharts comes with them).
import AssessmentIcon from '@mui/icons-material/Assessment';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { REPORT_PATH } from './paths';

export const reportsScreen = {
  screen: SCREEN.reports,
  rules: SCREEN.customerReports,
  page: lazyNamed(() => import('./ReportCatalogue'), 'ReportCatalogue'),
  routes: { [REPORT_PATH]: lazyNamed(() => import('./ReportPage'), 'ReportPage') },
  icon: AssessmentIcon,
  menu: [{ label: 'app.page.reports' }],
} satisfies ScreenDeclaration;
