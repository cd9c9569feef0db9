// System Settings.
import SettingsIcon from '@mui/icons-material/Settings';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export const systemSettingsScreen = {
  screen: SCREEN.systemSettings,
  page: lazyNamed(() => import('./SystemSettingsPage'), 'SystemSettingsPage'),
  icon: SettingsIcon,
  menu: [{ label: 'app.page.system_settings', group: 'system' }],
} satisfies ScreenDeclaration;
