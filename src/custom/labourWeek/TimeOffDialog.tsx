// Add paid time off for a person on a day of the week, in hours, always with a reason (docs/labour.md).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RosterPerson } from '../../../common/schemas/labour';
import type { LawnDeskDataProvider } from '../../dataProvider';

export function TimeOffDialog(props: { days: string[]; people: RosterPerson[]; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [userId, setUserId] = useState(props.people[0]?.userId ?? '');
  const [day, setDay] = useState(props.days[0] ?? '');
  const [hours, setHours] = useState('8');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.addPaidTimeOff({ userId, day, minutes: Math.round(Number(hours) * 60), reason });
      props.onSaved();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      setErrors(body?.errors ?? {});
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const error = (name: string) => (errors[name] ? { error: true, helperText: translate(errors[name]) } : {});
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.labour.add_time_off')}</DialogTitle>
      <DialogContent>
        <Stack gap={2} sx={{ pt: 1 }}>
          <TextField select label={translate('app.labour.person')} value={userId} onChange={(event) => setUserId(event.target.value)}>
            {props.people.map((person) => (
              <MenuItem key={person.userId} value={person.userId}>
                {person.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('app.labour.time_off_day')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            {...error('day')}
          >
            {props.days.map((one) => (
              <MenuItem key={one} value={one}>
                {new Date(`${one}T12:00:00`).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'short' })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={translate('app.labour.time_off_hours')}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            slotProps={{ htmlInput: { min: 0.25, max: 24, step: 0.25 } }}
            {...error('minutes')}
          />
          <TextField
            label={translate('app.labour.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            {...error('reason')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || !reason.trim() || !userId}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
