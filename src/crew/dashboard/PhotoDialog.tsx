// Take photo on a stop: before, after or an issue (with a note saying what), shown to the customer or not, from the
// phone's camera. The photo is compressed on the phone and queued with the day's other actions, so one taken without
// signal is kept (as a Blob in IndexedDB) and sent once when the signal returns (docs/field.md).
import type { ChangeEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';
import type { CrewPhoto } from '../../ui/offline/crewAction';
import { type PhotoWords, usePhotoForm } from '../../ui/photos/usePhotoForm';
import { TOUCH_TARGET } from './CrewDayHeader';
import { currentPosition } from './position';

const WORDS: PhotoWords = {
  kind: 'app.crew_day.photo.kind',
  kinds: 'app.crew_day.photo.kinds.',
  note: 'app.crew_day.photo.note',
  forCustomer: 'app.crew_day.photo.for_customer',
  refusedType: 'app.crew_day.photo.refused_type',
  refusedSize: 'app.crew_day.photo.refused_size',
};

interface PhotoDialogProps {
  onClose: () => void;
  /** The photo ready to queue. */
  onTaken: (photo: CrewPhoto) => Promise<void>;
}

export function PhotoDialog({ onClose, onTaken }: PhotoDialogProps) {
  const translate = useTranslate();
  const form = usePhotoForm('before', WORDS);

  const taken = (event: ChangeEvent<HTMLInputElement>) => {
    // The moment of the shot: its time and the phone's place then, whenever the signal returns.
    const takenAt = new Date().toISOString();
    const position = currentPosition();
    return form.receive(event, async (choice) => onTaken({ ...choice, takenAt, ...(await position) }));
  };

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="photo-title">
      <DialogTitle id="photo-title">{translate('app.crew_day.photo.title')}</DialogTitle>
      <DialogContent>
        {form.fields({ touch: TOUCH_TARGET })}
        {form.refusalAlert}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={form.busy} sx={TOUCH_TARGET}>
          {translate('ra.action.cancel')}
        </Button>
        {form.noteMissing ? (
          <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={form.showMissing} sx={TOUCH_TARGET}>
            {translate('app.crew_day.photo.take')}
          </Button>
        ) : (
          <Button variant="contained" component="label" startIcon={<PhotoCameraIcon />} disabled={form.busy} sx={TOUCH_TARGET}>
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
