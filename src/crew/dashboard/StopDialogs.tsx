// The questions a stop's actions ask: why it is skipped, the crew's note, how much extra time, and a far-away completion.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_LENGTH } from '../../../common/schemas/fields';
import { REASON_MAX_LENGTH } from '../../../common/workLogStatuses';
import { distanceText } from './position';
import { useFormat } from '../../ui/format/useFormat';
import { TOUCH_TARGET } from './CrewDayHeader';

const OTHER = 'other';
/** Dialog's props do not list the form's own attributes; the crew's phone would otherwise check the fields itself. */
const noValidate = { noValidate: true };

interface DialogProps<T> {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (value: T) => void;
}

function Actions({
  busy,
  onClose,
  submitLabel,
  danger = false,
}: {
  busy: boolean;
  onClose: () => void;
  submitLabel: string;
  danger?: boolean;
}) {
  const translate = useTranslate();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} sx={TOUCH_TARGET}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" color={danger ? 'warning' : 'primary'} disabled={busy} sx={TOUCH_TARGET}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/** A skip needs a reason: one of the un-assign phrases, or the crew's own words. */
export function SkipDialog({
  open,
  busy,
  onClose,
  onSubmit,
  phrases,
}: DialogProps<{ reasonPhraseId?: string; reason?: string }> & { phrases: { _id: string; name: string; phrase: string }[] }) {
  const translate = useTranslate();
  const [choice, setChoice] = useState(phrases[0]?._id ?? OTHER);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (choice !== OTHER) return onSubmit({ reasonPhraseId: choice });
    if (!reason.trim()) return setMissing(true);
    onSubmit({ reason: reason.trim() });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth component="form" {...noValidate} onSubmit={submit} aria-labelledby="skip-title">
      <DialogTitle id="skip-title">{translate('app.work_logs.reason_dialog.skip_title')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-label={translate('app.work_logs.reason_dialog.reason')}
        >
          {phrases.map((phrase) => (
            <FormControlLabel key={phrase._id} value={phrase._id} control={<Radio />} label={phrase.phrase} sx={TOUCH_TARGET} />
          ))}
          <FormControlLabel value={OTHER} control={<Radio />} label={translate('app.crew_day.other_reason')} sx={TOUCH_TARGET} />
        </RadioGroup>
        {choice === OTHER && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('app.work_logs.reason_dialog.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? translate('validation.work_log.give_reason') : undefined}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
            sx={{ mt: 1 }}
          />
        )}
      </DialogContent>
      <Actions busy={busy} onClose={onClose} submitLabel={translate('app.work_logs.actions.skip')} danger />
    </Dialog>
  );
}

export function NoteDialog({ open, busy, onClose, onSubmit, initial }: DialogProps<string | null> & { initial: string | null }) {
  const translate = useTranslate();
  const [text, setText] = useState(initial ?? '');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      component="form"
      {...noValidate}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSubmit(text.trim() || null);
      }}
      aria-labelledby="note-title"
    >
      <DialogTitle id="note-title">{translate('app.crew_day.note_title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={translate('app.work_logs.fields.crewNotes')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH.note } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <Actions busy={busy} onClose={onClose} submitLabel={translate('ra.action.save')} />
    </Dialog>
  );
}

const EXTRA_MINUTES = [15, 30, 45, 60, 90, 120];

export function ExtraTimeDialog({ open, busy, onClose, onSubmit }: DialogProps<{ minutes: number; note: string | null }>) {
  const translate = useTranslate();
  const [minutes, setMinutes] = useState(30);
  const [note, setNote] = useState('');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      component="form"
      {...noValidate}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSubmit({ minutes, note: note.trim() || null });
      }}
      aria-labelledby="extra-title"
    >
      <DialogTitle id="extra-title">{translate('app.crew_day.extra_time_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={translate('app.work_logs.extra_time.minutes')}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {EXTRA_MINUTES.map((value) => (
              <MenuItem key={value} value={value} sx={TOUCH_TARGET}>
                {translate('app.work_logs.extra_time.minutes_value', { minutes: value })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            multiline
            minRows={2}
            label={translate('app.crew_day.extra_time_note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <Actions busy={busy} onClose={onClose} submitLabel={translate('app.crew_day.ask')} />
    </Dialog>
  );
}

/** Completing far from the property: the crew confirms, and the server records the distance. */
export function DistanceDialog({
  feet,
  busy,
  onClose,
  onConfirm,
}: {
  feet: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const { number } = useFormat();
  const distance = distanceText(feet, number);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      component="form"
      {...noValidate}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onConfirm();
      }}
      aria-labelledby="distance-title"
    >
      <DialogTitle id="distance-title">{translate('app.crew_day.far_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`app.crew_day.far_distance.${distance.key}`, { distance: distance.value })}</DialogContentText>
      </DialogContent>
      <Actions busy={busy} onClose={onClose} submitLabel={translate('app.crew_day.complete_anyway')} danger />
    </Dialog>
  );
}
