// The crews of every vendor, with their service-delay prompts.
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const crewTeamScreen = {
  screen: SCREEN.crewTeam,
  page: lazyNamed(() => import('./CrewTeamPage'), 'CrewTeamPage'),
  icon: ScheduleSendIcon,
  menu: [{ label: 'app.page.crew_team' }],
} satisfies ScreenDeclaration;
