// The office adds a photo to a visit (docs/field.md "The office's photos"): what it shows (an issue with its note), shown
// to the customer or not, then the file. It is compressed in the browser as the crew's phone does, and the server checks
// the bytes, re-encodes it and strips its EXIF all the same.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useTranslate } from 'react-admin';
import type { NewWorkLogPhoto } from '../../dataProvider/workLogMethods';
import { type PhotoWords, usePhotoForm } from '../../ui/photos/usePhotoForm';

const WORDS: PhotoWords = {
  kind: 'app.work_logs.photos.kind',
  kinds: 'app.work_logs.photos.kinds.',
  note: 'app.work_logs.photos.note',
  forCustomer: 'app.work_logs.photos.show_customer',
  refusedType: 'app.work_logs.photos.refused_type',
  refusedSize: 'app.work_logs.photos.refused_size',
};

interface AddWorkLogPhotoDialogProps {
  onClose: () => void;
  /** Sends the photo; a refusal's message key is thrown. */
  onChosen: (photo: NewWorkLogPhoto) => Promise<void>;
}

export function AddWorkLogPhotoDialog({ onClose, onChosen }: AddWorkLogPhotoDialogProps) {
  const translate = useTranslate();
  const form = usePhotoForm('after', WORDS);

  return (
    <Dialog open onClose={form.busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="add-visit-photo-title">
      <DialogTitle id="add-visit-photo-title">{translate('app.work_logs.photos.add_title')}</DialogTitle>
      <DialogContent>
        {form.fields({ labelId: 'add-visit-photo-kind' })}
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.work_logs.photos.limits')}
        </Typography>
        {form.refusalAlert}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={form.busy}>
          {translate('ra.action.cancel')}
        </Button>
        {form.noteMissing ? (
          <Button variant="contained" startIcon={<AddPhotoAlternateIcon />} onClick={form.showMissing}>
            {translate('app.work_logs.photos.choose_file')}
          </Button>
        ) : (
          <Button variant="contained" component="label" startIcon={<AddPhotoAlternateIcon />} disabled={form.busy}>
            {translate(form.busy ? 'app.work_logs.photos.uploading' : 'app.work_logs.photos.choose_file')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              data-testid="office-photo-input"
              onChange={(event) =>
                void form.receive(event, (choice, file) =>
                  onChosen({ ...choice, takenAt: new Date(file.lastModified || Date.now()).toISOString() }),
                )
              }
            />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
