// Profile image: choose a file, see it, then confirm (upload) or cancel; or delete the current one once confirmed.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Avatar, Button, Stack } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { Saved } from '../../dataProvider/accountMethods';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import type { ProfileRecord as Profile } from '../../../common/schemas/profile';

export function ProfileImage({ profile, onChange }: { profile: Profile; onChange(profile: Profile): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast('app.profile.image_failed');
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  useEffect(() => {
    if (!selected) return setPreview(undefined);
    const url = URL.createObjectURL(selected);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [selected]);

  const send = async (call: () => Promise<Saved<Profile>>) => {
    setBusy(true);
    try {
      const reply = await call();
      onChange(reply.data);
      notify(reply.message, { type: 'success' });
      setSelected(undefined);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => {
    if (!selected) return notify('app.profile.no_image', { type: 'warning' });
    return send(() => dataProvider.uploadProfileImage(profile._id, selected));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
      <Avatar src={preview ?? profile.profile.file ?? undefined} alt={translate('app.profile.image')} sx={{ width: 96, height: 96 }}>
        {profile.name.first.charAt(0)}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label={translate('app.profile.choose_image')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setSelected(event.target.files?.[0]);
          // Emptied at once, so choosing the same file again (after Cancel, say) is a change too.
          event.target.value = '';
        }}
      />
      {selected ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={confirm} disabled={busy}>
            {translate('app.profile.confirm_image')}
          </Button>
          <Button onClick={() => setSelected(undefined)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => input.current?.click()}>
            {translate('app.profile.choose_image')}
          </Button>
          {profile.profile.file && (
            <Button color="error" disabled={busy} onClick={() => setConfirmingDelete(true)}>
              {translate('app.profile.delete_image')}
            </Button>
          )}
        </Stack>
      )}
      <Confirm
        isOpen={confirmingDelete}
        loading={busy}
        title="app.profile.delete_image_title"
        content="app.profile.delete_image_content"
        confirm="app.profile.delete_image"
        confirmColor="warning"
        onClose={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          await send(() => dataProvider.deleteProfileImage(profile._id));
          setConfirmingDelete(false);
        }}
      />
    </Stack>
  );
}
