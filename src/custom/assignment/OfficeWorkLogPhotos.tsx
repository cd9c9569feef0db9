// The visit's photos as the office works with them (docs/field.md "The office's photos"): Add photo, a remove button
// on each (confirmed; the visit's history keeps who and when) and, over each, whether the customer sees it.
import { useState } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { MAX_WORK_LOG_PHOTOS, type WorkLogPhoto } from '../../../common/schemas/workLogPhotos';
import type { NewWorkLogPhoto } from '../../dataProvider/workLogMethods';
import { workLogKeys, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';
import { type ShownPhoto, WorkLogPhotos } from '../../ui/workLogs/WorkLogPhotos';
import { AddWorkLogPhotoDialog } from './AddWorkLogPhotoDialog';

export function OfficeWorkLogPhotos({ workLogId, photos }: { workLogId: string; photos: readonly WorkLogPhoto[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useWorkLogProvider();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ShownPhoto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: workLogKeys.detail(workLogId) });
  const failed = (failure: Error) => notify(failure.message, { type: 'error' });

  const remove = useMutation({
    mutationFn: (photo: ShownPhoto) => dataProvider.removeWorkLogPhoto(workLogId, photo._id),
    onSuccess: () => notify('server.work_logs.photo_removed', { type: 'success' }),
    onError: failed,
    onSettled: () => {
      setRemoving(null);
      return refresh();
    },
  });
  const change = useMutation({
    mutationFn: (photo: ShownPhoto) => dataProvider.changeWorkLogPhoto(workLogId, photo._id, { forCustomer: !photo.forCustomer }),
    onError: failed,
    onSettled: refresh,
  });
  const add = async (photo: NewWorkLogPhoto) => {
    await dataProvider.addWorkLogPhoto(workLogId, photo);
    notify('server.work_logs.photo_added', { type: 'success' });
    setAdding(false);
    await refresh();
  };

  return (
    <Stack spacing={1}>
      <WorkLogPhotos
        photos={photos}
        controls={{
          onRemove: setRemoving,
          busy: remove.isPending || change.isPending,
          overlay: (photo, index) => {
            const label = `${translate('app.work_logs.photos.show_customer')} (${index + 1})`;
            return (
              <Tooltip title={label}>
                <IconButton
                  size="small"
                  aria-label={label}
                  aria-pressed={Boolean(photo.forCustomer)}
                  disabled={change.isPending}
                  onClick={() => change.mutate(photo)}
                  color={photo.forCustomer ? 'success' : 'default'}
                  sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
                >
                  {photo.forCustomer ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
                </IconButton>
              </Tooltip>
            );
          },
        }}
      />
      {photos.length < MAX_WORK_LOG_PHOTOS && (
        <div>
          <Button size="small" variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => setAdding(true)}>
            {translate('app.work_logs.photos.add')}
          </Button>
        </div>
      )}
      {adding && <AddWorkLogPhotoDialog onClose={() => setAdding(false)} onChosen={add} />}
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="app.work_logs.photos.remove"
        translateOptions={{ n: removing ? photos.findIndex((photo) => photo._id === removing._id) + 1 : '' }}
        content="app.work_logs.photos.remove_confirm"
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
