// The sign-up process list (/system-settings/signup-process) over the `customer-signup` resource.
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.signupProcess,
  page: lazyNamed(() => import('./SignupList'), 'SignupList'),
  resources: [{ name: 'customer-signup' }],
  icon: HowToRegIcon,
  menu: [{ label: 'app.page.signup_process', group: 'customers' }],
} satisfies ScreenDeclaration;
