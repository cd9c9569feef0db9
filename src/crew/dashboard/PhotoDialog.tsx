// Take photo on a stop: before, after or an issue (with a note saying what), shown to the customer or not, from the
// phone's camera. The photo is compressed on the phone and queued with the day's other actions, so one taken without
// signal is kept (as a Blob in IndexedDB) and sent once when the signal returns (docs/field.md).
import { type ChangeEvent, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';
import { MAX_LENGTH } from '../../../common/schemas/fields';
import { MAX_VISIT_PHOTO_MB, VISIT_PHOTO_KINDS, type VisitPhotoKind } from '../../../common/fieldLimits';
import type { CrewPhoto } from '../../ui/offline/crewAction';
import { TOUCH_TARGET } from './CrewDayHeader';
import { compressPhoto, MAX_ORIGINAL_MB } from '../../ui/photos/photoCompression';
import { currentPosition } from './position';

interface PhotoDialogProps {
  onClose: () => void;
  /** The photo ready to queue. */
  onTaken: (photo: CrewPhoto) => Promise<void>;
}

export function PhotoDialog({ onClose, onTaken }: PhotoDialogProps) {
  const translate = useTranslate();
  const [kind, setKind] = useState<VisitPhotoKind>('before');
  const [note, setNote] = useState('');
  const [forCustomer, setForCustomer] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const noteMissing = kind === 'issue' && !note.trim();
  const [showMissing, setShowMissing] = useState(false);

  const taken = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      // The moment of the shot: its time and the phone's place then, whenever the signal returns.
      const takenAt = new Date().toISOString();
      const [compressed, position] = await Promise.all([compressPhoto(file), currentPosition()]);
      if ('refused' in compressed) {
        setRefusal(
          compressed.refused === 'type'
            ? translate('app.crew_day.photo.refused_type')
            : translate('app.crew_day.photo.refused_size', {
                mb: file.size > MAX_VISIT_PHOTO_MB * 1024 * 1024 ? MAX_ORIGINAL_MB : MAX_VISIT_PHOTO_MB,
              }),
        );
        return;
      }
      await onTaken({
        clientId: crypto.randomUUID(),
        kind,
        ...(kind === 'issue' && { note: note.trim() }),
        forCustomer,
        takenAt,
        ...position,
        blob: compressed.blob,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="photo-title">
      <DialogTitle id="photo-title">{translate('app.crew_day.photo.title')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          row
          value={kind}
          onChange={(event) => setKind(event.target.value as VisitPhotoKind)}
          aria-label={translate('app.crew_day.photo.kind')}
        >
          {VISIT_PHOTO_KINDS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={translate(`app.crew_day.photo.kinds.${value}`)}
              sx={TOUCH_TARGET}
            />
          ))}
        </RadioGroup>
        {kind === 'issue' && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={translate('app.crew_day.photo.note')}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setShowMissing(false);
            }}
            error={showMissing && noteMissing}
            helperText={showMissing && noteMissing ? translate('validation.work_log.issue_photo_needs_note') : undefined}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH.note } }}
            sx={{ mt: 1 }}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={forCustomer} onChange={(event) => setForCustomer(event.target.checked)} />}
          label={translate('app.crew_day.photo.for_customer')}
          sx={{ ...TOUCH_TARGET, mt: 1 }}
        />
        {refusal && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy} sx={TOUCH_TARGET}>
          {translate('ra.action.cancel')}
        </Button>
        {noteMissing ? (
          <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={() => setShowMissing(true)} sx={TOUCH_TARGET}>
            {translate('app.crew_day.photo.take')}
          </Button>
        ) : (
          <Button variant="contained" component="label" startIcon={<PhotoCameraIcon />} disabled={busy} sx={TOUCH_TARGET}>
            {translate('app.crew_day.photo.take')}
            <input
              hidden
              type="file"
              accept="image/*"
              capture="environment"
              data-testid="photo-input"
              onChange={(event) => void taken(event)}
            />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
