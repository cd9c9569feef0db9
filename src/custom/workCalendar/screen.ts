// The work calendar's screen (react-big-calendar comes with its page).
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const workCalendarScreen = {
  screen: SCREEN.workCalendar,
  page: lazyNamed(() => import('./WorkCalendarPage'), 'WorkCalendarPage'),
  icon: CalendarMonthIcon,
  menu: [{ label: 'app.page.work_calendar' }],
} satisfies ScreenDeclaration;
