// Staff's referral corrections on the property view: link the property to a referrer by code, and count a completed
// visit of the referred property that its tracker missed.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { addReferralInput, type TrackerRecord } from '../../../common/schemas/referral';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { FormDialog } from '../../ui/forms/FormDialog';
import { submitTo } from '../../ui/forms/useFormSave';
import { useNotifiedWrite } from '../../ui/forms/useNotifiedWrite';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

const referralResolver = zodResolver(addReferralInput);

interface DialogProps {
  open: boolean;
  onClose: () => void;
  refresh: () => Promise<unknown>;
}

export function AddReferralDialog({ propertyId, open, onClose, refresh }: DialogProps & { propertyId: string }) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const add = useNotifiedWrite(
    (code: string) => dataProvider.addReferral(propertyId, { referralCode: code }),
    'app.referrals.referral_added',
    refresh,
    onClose,
  );
  return (
    <FormDialog
      open={open}
      title="app.referrals.add_referral"
      onClose={onClose}
      resolver={referralResolver}
      defaultValues={{ referralCode: '' }}
      saving={add.isPending}
      onSubmit={submitTo((values: { referralCode: string }) => add.mutateAsync(values.referralCode))}
    >
      <TextInput source="referralCode" label="app.referrals.referral_code" autoFocus />
    </FormDialog>
  );
}

export function CountVisitDialog({ tracker, onClose, refresh }: Omit<DialogProps, 'open'> & { tracker: TrackerRecord | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [workLogId, setWorkLogId] = useState('');
  const trackerId = tracker?._id ?? '';
  const workLogs = useQuery({
    queryKey: ['referral-uncounted-visits', trackerId],
    queryFn: () => dataProvider.getUncountedWorkLogs(trackerId),
    enabled: Boolean(trackerId),
  });
  const close = () => {
    setWorkLogId('');
    onClose();
  };
  const count = useNotifiedWrite(
    () => dataProvider.addServiceTracker({ trackerId, workLogId }),
    'app.referrals.visit_counted',
    refresh,
    close,
  );

  return (
    <Dialog open={Boolean(tracker)} onClose={close} fullWidth maxWidth="xs" aria-labelledby="count-visit-title">
      <DialogTitle id="count-visit-title">{translate('app.referrals.count_visit_title')}</DialogTitle>
      <DialogContent>
        {workLogs.isPending && <LoadingSpinner size={32} />}
        {workLogs.data?.length === 0 && <Alert severity="info">{translate('app.referrals.no_completed_visits')}</Alert>}
        {workLogs.data && workLogs.data.length > 0 && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('app.referrals.completed_visit')}
            value={workLogId}
            onChange={(event) => setWorkLogId(event.target.value)}
          >
            {workLogs.data.map((workLog) => (
              <MenuItem key={workLog.workLogId} value={workLog.workLogId}>
                {`${calendarDate(workLog.date)} · ${translate(`app.property_view.service.types.${workLog.serviceType}`)}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!workLogId || count.isPending} onClick={() => count.mutate(undefined)}>
          {translate('app.referrals.count_visit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
