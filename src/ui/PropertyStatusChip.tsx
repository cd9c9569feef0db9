// A property's status as a coloured chip, read from the record in context: the customer list and the property view.
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PropertyRow } from '../../common/schemas/property';

const STATUS_COLORS: Record<PropertyRow['status'], 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  past: 'default',
  'no-renew': 'warning',
  declined: 'info',
  'pro-collect': 'error',
};

export function PropertyStatusChip() {
  const translate = useTranslate();
  const row = useRecordContext<PropertyRow>();
  if (!row) return null;
  return <Chip size="small" color={STATUS_COLORS[row.status]} label={translate(`app.status.${row.status}`)} />;
}
