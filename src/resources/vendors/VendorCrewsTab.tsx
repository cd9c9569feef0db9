// A vendor's crews with their notes: add a crew, read and add notes, remove a crew after confirming.
import { useState } from 'react';
import { Button, Card, CardContent, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useCreate, useDelete, useGetList, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { Vendor } from '../../../common/schemas/vendor';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';

function TextAdder({ label, action, onAdd }: { label: string; action: string; onAdd: (text: string) => Promise<Record<string, string> | undefined> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  async function add() {
    const errors = await onAdd(text);
    setError(errors ? Object.values(errors)[0] : undefined);
    if (!errors) setText('');
  }
  return (
    <Stack direction="row" gap={1} alignItems="flex-start">
      <TextField size="small" label={label} value={text} onChange={(event) => setText(event.target.value)} error={Boolean(error)} helperText={error} sx={{ flex: 1 }} />
      <Button variant="outlined" onClick={add}>{action}</Button>
    </Stack>
  );
}

function CrewCard({ crew, onRemoved }: { crew: RaRecord; onRemoved: () => void }) {
  const translate = useTranslate();
  const toastError = useApiErrorToast();
  const notesResource = `vendors/crews/${crew.id}/notes`;
  const { data: notes = [], refetch } = useGetList(notesResource, { pagination: { page: 1, perPage: 100 } });
  const [create] = useCreate();
  const [remove] = useDelete();
  const [isConfirming, setConfirming] = useState(false);

  const addNote = async (text: string) => {
    try {
      await create(notesResource, { data: { text } }, { returnPromise: true });
      await refetch();
      return undefined;
    } catch (error) {
      const errors = serverFieldErrors(error);
      if (!errors) toastError(error);
      return errors ?? {};
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6" component="h3">{crew.name}</Typography>
          <Button color="error" size="small" onClick={() => setConfirming(true)}>{translate('app.vendors.remove_crew')}</Button>
        </Stack>
        <List dense aria-label={translate('app.vendors.notes_of', { crew: crew.name })}>
          {notes.length === 0 && <ListItem><ListItemText secondary={translate('app.vendors.no_notes')} /></ListItem>}
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters>
              <ListItemText primary={note.text} secondary={`${note.author ?? ''} · ${new Date(note.createdAt).toLocaleString()}`} />
            </ListItem>
          ))}
        </List>
        <TextAdder label={translate('app.vendors.note')} action={translate('app.vendors.add_note')} onAdd={addNote} />
      </CardContent>
      <Confirm
        isOpen={isConfirming}
        title="app.vendors.remove_crew_title"
        content="app.vendors.remove_crew_content"
        translateOptions={{ crew: crew.name }}
        onConfirm={() => remove('vendors/crews', { id: crew.id, previousData: crew }, { mutationMode: 'pessimistic', onSuccess: onRemoved, onError: toastError })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

export function VendorCrewsTab() {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useApiErrorToast();
  const { data: crews = [], refetch } = useGetList('vendors/crews', { filter: { vendorId: vendor?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: Boolean(vendor) });
  const [create] = useCreate();
  if (!vendor) return null;

  const addCrew = async (name: string) => {
    try {
      await create('vendors/crews', { data: { vendorId: vendor.id, name } }, { returnPromise: true });
      notify('app.vendors.crew_added', { type: 'success' });
      await refetch();
      return undefined;
    } catch (error) {
      const errors = serverFieldErrors(error);
      if (!errors) toastError(error);
      return errors ?? {};
    }
  };

  return (
    <Stack gap={2}>
      <TextAdder label={translate('app.vendors.crew_name')} action={translate('app.vendors.add_crew')} onAdd={addCrew} />
      {crews.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.vendors.no_crews')}</Typography>}
      {crews.map((crew) => <CrewCard key={crew.id} crew={crew} onRemoved={() => refetch()} />)}
    </Stack>
  );
}
