// A visit photo's form, shared by the crew's Take photo and the office's Add photo: what it shows (an issue needs a note),
// shown to the customer or not, then the file, compressed in the browser before it is sent or queued.
import { type ChangeEvent, useState } from 'react';
import { Alert, Checkbox, FormControlLabel, FormLabel, Radio, RadioGroup, type SxProps, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_LENGTH } from '../../../common/schemas/fields';
import { MAX_WORK_LOG_PHOTO_MB, WORK_LOG_PHOTO_KINDS, type WorkLogPhotoKind } from '../../../common/fieldLimits';
import { compressPhoto, MAX_ORIGINAL_MB } from './photoCompression';

/** What the form says of a photo, with its compressed bytes, before the caller adds its own fields. */
export interface PhotoChoice {
  clientId: string;
  kind: WorkLogPhotoKind;
  note?: string;
  forCustomer: boolean;
  blob: Blob;
}

/** The catalog's words of each screen: the crew's and the office's say them differently. */
export interface PhotoWords {
  kind: string;
  /** The kinds' prefix, with its dot: `app.crew_day.photo.kinds.`. */
  kinds: string;
  note: string;
  forCustomer: string;
  refusedType: string;
  refusedSize: string;
}

export function usePhotoForm(initialKind: WorkLogPhotoKind, words: PhotoWords) {
  const translate = useTranslate();
  const [kind, setKind] = useState<WorkLogPhotoKind>(initialKind);
  const [note, setNote] = useState('');
  const [forCustomer, setForCustomer] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const noteMissing = kind === 'issue' && !note.trim();

  /** The file chosen: compressed (or refused in words), then handed to `send`; a thrown message key is shown. */
  const receive = async (event: ChangeEvent<HTMLInputElement>, send: (choice: PhotoChoice, file: File) => Promise<void>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const compressed = await compressPhoto(file);
      if ('refused' in compressed) {
        const mb = file.size > MAX_WORK_LOG_PHOTO_MB * 1024 * 1024 ? MAX_ORIGINAL_MB : MAX_WORK_LOG_PHOTO_MB;
        setRefusal(compressed.refused === 'type' ? translate(words.refusedType) : translate(words.refusedSize, { mb }));
        return;
      }
      await send(
        { clientId: crypto.randomUUID(), kind, ...(kind === 'issue' && { note: note.trim() }), forCustomer, blob: compressed.blob },
        file,
      );
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setRefusal(translate(message, { _: message }));
    } finally {
      setBusy(false);
    }
  };

  /** The form's fields; `labelId` shows the kind's label above its choices (the office's), else it is only read out. */
  const fields = ({ touch, labelId }: { touch?: SxProps; labelId?: string } = {}) => (
    <>
      {labelId && <FormLabel id={labelId}>{translate(words.kind)}</FormLabel>}
      <RadioGroup
        row
        value={kind}
        onChange={(event) => setKind(event.target.value as WorkLogPhotoKind)}
        {...(labelId ? { 'aria-labelledby': labelId } : { 'aria-label': translate(words.kind) })}
      >
        {WORK_LOG_PHOTO_KINDS.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`${words.kinds}${value}`)} sx={touch} />
        ))}
      </RadioGroup>
      {kind === 'issue' && (
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate(words.note)}
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
        label={translate(words.forCustomer)}
        sx={{ ...touch, mt: 1 }}
      />
    </>
  );

  const refusalAlert = refusal && (
    <Alert severity="error" sx={{ mt: 1 }} role="alert">
      {refusal}
    </Alert>
  );

  return { busy, noteMissing, showMissing: () => setShowMissing(true), receive, fields, refusalAlert };
}
