// Payments at /payments.
import PaymentsIcon from '@mui/icons-material/Payments';
import { SCREEN } from '../../../common/screens';
import { lazyNamed } from '../../lazyNamed';
import type { ScreenDeclaration } from '../../ui/screens/ScreenDeclaration';

export default {
  screen: SCREEN.payments,
  resources: [
    {
      name: 'payments',
      list: lazyNamed(() => import('./PaymentList'), 'PaymentList'),
    },
  ],
  icon: PaymentsIcon,
  menu: [{ label: 'app.page.payments' }],
} satisfies ScreenDeclaration;
