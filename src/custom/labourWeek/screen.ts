// The week the office approves (/labour-week): hours per person and day, entries with a reason, approve, payroll CSV.
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const labourWeekScreen = {
  screen: SCREEN.labourWeek,
  page: lazyNamed(() => import('./LabourWeekPage'), 'LabourWeekPage'),
  icon: WorkHistoryIcon,
  menu: [{ label: 'app.labour.title', group: 'users' }],
} satisfies ScreenDeclaration;
