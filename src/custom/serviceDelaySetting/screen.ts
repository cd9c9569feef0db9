// The service-delay settings, on their own.
import TimerIcon from '@mui/icons-material/Timer';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const serviceDelaySettingScreen = {
  screen: SCREEN.serviceDelaySetting,
  page: lazyNamed(() => import('./ServiceDelaySettingPage'), 'ServiceDelaySettingPage'),
  icon: TimerIcon,
  menu: [{ label: 'app.page.service_delay_setting', group: 'system' }],
} satisfies ScreenDeclaration;
