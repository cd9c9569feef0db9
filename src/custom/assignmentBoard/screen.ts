// The assignment board, and its deep links to one crew's day.
import AssignmentIcon from '@mui/icons-material/Assignment';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';
import { BOARD_DEEP_LINK_PATH } from '../assignment/paths';

// One page for all its paths, so moving between them keeps its state.
const AssignmentBoardPage = lazyNamed(() => import('./AssignmentBoardPage'), 'AssignmentBoardPage');

export const boardScreen = {
  screen: SCREEN.board,
  page: AssignmentBoardPage,
  routes: { [BOARD_DEEP_LINK_PATH]: AssignmentBoardPage },
  resources: [{ name: 'work-logs' }],
  icon: AssignmentIcon,
  menu: [{ label: 'app.menu.assignment' }],
} satisfies ScreenDeclaration;
