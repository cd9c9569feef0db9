import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  list: lazy(() => import('./PaymentList')),
  icon: PaymentsIcon,
} satisfies Omit<ResourceProps, 'name'>;
