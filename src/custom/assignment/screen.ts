// One assignment (a work log) with its history.
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const assignmentScreen = {
  screen: SCREEN.assignment,
  page: lazyNamed(() => import('./AssignmentPage'), 'AssignmentPage'),
} satisfies ScreenDeclaration;
