// The time sheet (/time-sheet) over the `time-sheets/entries` resource.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { TIME_SHEET_ENTRIES } from './paths';

export default {
  screen: SCREEN.timeSheet,
  page: lazyNamed(() => import('./TimeSheetPage'), 'TimeSheetPage'),
  resources: [{ name: TIME_SHEET_ENTRIES }],
  icon: AccessTimeIcon,
  menu: [{ label: 'app.time_sheets.title', group: 'users' }],
} satisfies ScreenDeclaration;
