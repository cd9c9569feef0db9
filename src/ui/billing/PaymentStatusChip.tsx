// A payment's status as a chip coloured by its billing group.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentStatus } from '../../../common/schemas/payment';
import { statusColor } from './paymentActions';

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={statusColor(status)} label={translate(`app.billing.statuses.${status}`)} />;
}
