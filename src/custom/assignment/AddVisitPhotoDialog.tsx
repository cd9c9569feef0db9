// The office adds a photo to a visit (docs/field.md "The office's photos"): what it shows (an issue with its note), shown
// to the customer or not, then the file. It is compressed in the browser as the crew's phone does, and the server checks
// the bytes, re-encodes it and strips its EXIF all the same.
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
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useTranslate } from 'react-admin';
import { MAX_LENGTH } from '../../../common/schemas/fields';
import { MAX_VISIT_PHOTO_MB, VISIT_PHOTO_KINDS, type VisitPhotoKind } from '../../../common/fieldLimits';
import type { NewVisitPhoto } from '../../dataProvider/workLogMethods';
import { compressPhoto, MAX_ORIGINAL_MB } from '../../ui/photos/photoCompression';

interface AddVisitPhotoDialogProps {
  onClose: () => void;
  /** Sends the photo; a refusal's message key is thrown. */
  onChosen: (photo: NewVisitPhoto) => Promise<void>;
}

export function AddVisitPhotoDialog({ onClose, onChosen }: AddVisitPhotoDialogProps) {
  const translate = useTranslate();
  const [kind, setKind] = useState<VisitPhotoKind>('after');
  const [note, setNote] = useState('');
  const [forCustomer, setForCustomer] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const noteMissing = kind === 'issue' && !note.trim();
  const [showMissing, setShowMissing] = useState(false);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const compressed = await compressPhoto(file);
      if ('refused' in compressed) {
        const mb = file.size > MAX_VISIT_PHOTO_MB * 1024 * 1024 ? MAX_ORIGINAL_MB : MAX_VISIT_PHOTO_MB;
        setRefusal(
          compressed.refused === 'type'
            ? translate('app.work_logs.photos.refused_type')
            : translate('app.work_logs.photos.refused_size', { mb }),
        );
        return;
      }
      await onChosen({
        clientId: crypto.randomUUID(),
        kind,
        ...(kind === 'issue' && { note: note.trim() }),
        forCustomer,
        takenAt: new Date(file.lastModified || Date.now()).toISOString(),
        blob: compressed.blob,
      });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setRefusal(translate(message, { _: message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="add-visit-photo-title">
      <DialogTitle id="add-visit-photo-title">{translate('app.work_logs.photos.add_title')}</DialogTitle>
      <DialogContent>
        <FormLabel id="add-visit-photo-kind">{translate('app.work_logs.photos.kind')}</FormLabel>
        <RadioGroup
          row
          value={kind}
          onChange={(event) => setKind(event.target.value as VisitPhotoKind)}
          aria-labelledby="add-visit-photo-kind"
        >
          {VISIT_PHOTO_KINDS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`app.work_logs.photos.kinds.${value}`)} />
          ))}
        </RadioGroup>
        {kind === 'issue' && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={translate('app.work_logs.photos.note')}
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
          label={translate('app.work_logs.photos.show_customer')}
          sx={{ mt: 1 }}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.work_logs.photos.limits')}
        </Typography>
        {refusal && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        {noteMissing ? (
          <Button variant="contained" startIcon={<AddPhotoAlternateIcon />} onClick={() => setShowMissing(true)}>
            {translate('app.work_logs.photos.choose_file')}
          </Button>
        ) : (
          <Button variant="contained" component="label" startIcon={<AddPhotoAlternateIcon />} disabled={busy}>
            {translate(busy ? 'app.work_logs.photos.uploading' : 'app.work_logs.photos.choose_file')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              data-testid="office-photo-input"
              onChange={(event) => void chosen(event)}
            />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
