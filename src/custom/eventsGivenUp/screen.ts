// System Settings → Events that gave up: the bus's dead letters, with "try again" (admin only).
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const eventsGivenUpScreen = {
  screen: SCREEN.eventsGivenUp,
  page: lazyNamed(() => import('./EventsGivenUpPage'), 'EventsGivenUpPage'),
  icon: ReportProblemIcon,
  menu: [{ label: 'app.page.events_given_up', group: 'system' }],
} satisfies ScreenDeclaration;
