// The list of rain days, where any browser undoes one while undo is still possible.
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const rainDaysScreen = {
  screen: SCREEN.rainDays,
  page: lazyNamed(() => import('./RainDaysPage'), 'RainDaysPage'),
  icon: UmbrellaIcon,
  menu: [{ label: 'app.page.rain_days' }],
} satisfies ScreenDeclaration;
