// Add an entry, or replace one (a forgotten clock-out, a corrected time), always with a reason.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RosterPerson } from '../../../common/schemas/labour';
import type { LawnDeskDataProvider } from '../../dataProvider';

export interface EntryDraft {
  userId: string;
  clockIn: string;
  clockOut: string;
  breakMinutes: number;
  replacesId?: string;
}

/** `yyyy-MM-ddTHH:mm` on this device's clock, as a datetime-local field holds it. */
export const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function EntryDialog(props: { draft: EntryDraft; people: RosterPerson[]; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [draft, setDraft] = useState(props.draft);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof EntryDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: name === 'breakMinutes' ? Number(event.target.value) : event.target.value });
  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.addTimeSheetEntry({
        ...draft,
        clockIn: new Date(draft.clockIn).toISOString(),
        clockOut: new Date(draft.clockOut).toISOString(),
        reason,
      });
      props.onSaved();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> }; message?: string }).body;
      setErrors(body?.errors ?? {});
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const error = (name: string) => (errors[name] ? { error: true, helperText: translate(errors[name]) } : {});
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(draft.replacesId ? 'app.labour.edit_entry' : 'app.labour.add_entry')}</DialogTitle>
      <DialogContent>
        <Stack gap={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('app.labour.person')}
            value={draft.userId}
            onChange={field('userId')}
            disabled={Boolean(draft.replacesId)}
            {...error('userId')}
          >
            {props.people.map((person) => (
              <MenuItem key={person.userId} value={person.userId}>
                {person.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label={translate('app.time_sheets.fields.clockIn')}
            value={draft.clockIn}
            onChange={field('clockIn')}
            slotProps={{ inputLabel: { shrink: true } }}
            {...error('clockIn')}
          />
          <TextField
            type="datetime-local"
            label={translate('app.time_sheets.fields.clockOut')}
            value={draft.clockOut}
            onChange={field('clockOut')}
            slotProps={{ inputLabel: { shrink: true } }}
            {...error('clockOut')}
          />
          <TextField
            type="number"
            label={translate('app.labour.break_minutes')}
            value={draft.breakMinutes}
            onChange={field('breakMinutes')}
            {...error('breakMinutes')}
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
        <Button variant="contained" onClick={save} disabled={busy || !reason.trim() || !draft.userId}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
