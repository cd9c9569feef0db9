// Spending one free mow: the customer (or staff) picks one of the customer's future mows, whose payment becomes free.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useMoney } from '../../ui/billing/money';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useNotifiedWrite } from '../../ui/forms/useNotifiedWrite';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

interface UseFreeMowDialogProps {
  customerId: string;
  propertyId?: string;
  open: boolean;
  onClose: () => void;
  refresh: () => Promise<unknown>;
}

export function UseFreeMowDialog({ customerId, propertyId, open, onClose, refresh }: UseFreeMowDialogProps) {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [workLogId, setWorkLogId] = useState('');
  const mows = useQuery({
    queryKey: ['referral-future-mows', customerId, propertyId],
    queryFn: () => dataProvider.getFutureAvailableMowServices({ customerId, propertyId }),
    enabled: open,
  });
  const close = () => {
    setWorkLogId('');
    onClose();
  };
  const apply = useNotifiedWrite(
    () => dataProvider.updateServiceToFree({ customerId, workLogId }),
    'app.referrals.free_mow_applied',
    refresh,
    close,
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" fullScreen={isPhone} aria-labelledby="use-free-mow-title">
      <DialogTitle id="use-free-mow-title">{translate('app.referrals.use_free_mow')}</DialogTitle>
      <DialogContent>
        {mows.isPending && <LoadingSpinner size={32} />}
        {mows.isError && <Alert severity="error">{translate('app.referrals.load_failed')}</Alert>}
        {mows.data?.length === 0 && <Alert severity="info">{translate('app.referrals.no_future_mows')}</Alert>}
        {mows.data && mows.data.length > 0 && (
          <RadioGroup
            value={workLogId}
            onChange={(event) => setWorkLogId(event.target.value)}
            aria-label={translate('app.referrals.choose_mow')}
          >
            {mows.data.map((mow) => (
              <FormControlLabel
                key={mow.workLogId}
                value={mow.workLogId}
                control={<Radio />}
                label={translate('app.referrals.mow_choice', {
                  date: calendarDate(mow.date),
                  address: mow.address,
                  price: money(mow.priceCents),
                })}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!workLogId || apply.isPending} onClick={() => apply.mutate(undefined)}>
          {translate('app.referrals.apply_free_mow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
