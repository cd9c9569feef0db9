// A vendor's crews with their working hours, start points and notes: staff add a crew, set its hours and where its day
// starts, read and add notes, remove a crew after confirming; the vendor itself sets its crews' hours.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import {
  Confirm,
  Form,
  SaveButton,
  TextInput,
  useCreate,
  useDelete,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { Crew, Vendor } from '../../../common/schemas/vendor';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormSave } from '../../ui/forms/useFormSave';
import { CrewHours } from './CrewHours';
import { CrewStartPointForm } from './CrewStartPointForm';
import { useFormat } from '../../ui/format/useFormat';

const EMPTY = {};

interface TextAdderProps {
  /** The body field the server names in its field messages. */
  source: string;
  label: string;
  action: string;
  onAdd: (text: string) => Promise<unknown>;
  onAdded: () => unknown;
}

/** One text and an add button; the server's message for the text shows beside it, and the form starts empty again once added. */
function TextAdder({ source, label, action, onAdd, onAdded }: TextAdderProps) {
  const [formKey, setFormKey] = useState(0);
  const { submit } = useFormSave(
    (values: Record<string, string>) => onAdd(values[source] ?? ''),
    async () => {
      setFormKey((key) => key + 1);
      await onAdded();
    },
  );
  return (
    <Form key={formKey} record={EMPTY} defaultValues={{ [source]: '' }} onSubmit={submit} noValidate>
      <Stack direction="row" gap={1} alignItems="flex-start">
        <TextInput source={source} label={label} size="small" helperText={false} sx={{ flex: 1, mt: 0 }} />
        <SaveButton variant="outlined" icon={<AddIcon />} label={action} alwaysEnable />
      </Stack>
    </Form>
  );
}

function NoCrews() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.vendors.no_crews')}
    </Typography>
  );
}

/** What a vendor manages of its own crew: its working hours. */
function OwnCrewCard({ crew, onSaved }: { crew: RaRecord & Crew; onSaved: () => unknown }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {crew.name}
        </Typography>
        <CrewHours crew={crew} onSaved={onSaved} />
      </CardContent>
    </Card>
  );
}

function CrewCard({ crew, onChanged }: { crew: RaRecord & Crew; onChanged: () => unknown }) {
  const translate = useTranslate();
  const format = useFormat();
  const toastError = useApiErrorToast();
  const notesResource = `vendors/crews/${crew.id}/notes`;
  const { data: notes = [], refetch } = useGetList(notesResource, { pagination: { page: 1, perPage: 100 } });
  const [create] = useCreate();
  const [remove] = useDelete();
  const [isConfirming, setConfirming] = useState(false);

  const addNote = (text: string) => create(notesResource, { data: { text } }, { returnPromise: true });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6" component="h3">
            {crew.name}
          </Typography>
          <Button color="error" size="small" onClick={() => setConfirming(true)}>
            {translate('app.vendors.remove_crew')}
          </Button>
        </Stack>
        <CrewHours crew={crew} onSaved={onChanged} />
        <CrewStartPointForm crew={crew} />
        <List dense aria-label={translate('app.vendors.notes_of', { crew: crew.name })}>
          {notes.length === 0 && (
            <ListItem>
              <ListItemText secondary={translate('app.vendors.no_notes')} />
            </ListItem>
          )}
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters>
              <ListItemText primary={note.text} secondary={`${note.author ?? ''} · ${format.dateTime(note.createdAt)}`} />
            </ListItem>
          ))}
        </List>
        <TextAdder
          source="text"
          label={translate('app.vendors.note')}
          action={translate('app.vendors.add_note')}
          onAdd={addNote}
          onAdded={refetch}
        />
      </CardContent>
      <Confirm
        isOpen={isConfirming}
        title="app.vendors.remove_crew_title"
        content="app.vendors.remove_crew_content"
        translateOptions={{ crew: crew.name }}
        onConfirm={() =>
          remove(
            'vendors/crews',
            { id: crew.id, previousData: crew },
            { mutationMode: 'pessimistic', onSuccess: onChanged, onError: toastError },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/** `ownCrews`: the vendor's own page, where it sets its crews' hours and nothing else. */
export function VendorCrewsTab({ ownCrews = false }: { ownCrews?: boolean }) {
  const vendor = useRecordContext<Vendor & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const { data: crews = [], refetch } = useGetList<RaRecord & Crew>(
    'vendors/crews',
    { filter: { vendorId: vendor?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: Boolean(vendor) },
  );
  const [create] = useCreate();
  if (!vendor) return null;

  const addCrew = (name: string) => create('vendors/crews', { data: { vendorId: vendor.id, name } }, { returnPromise: true });
  const crewAdded = async () => {
    notify('app.vendors.crew_added', { type: 'success' });
    await refetch();
  };

  if (ownCrews) {
    return (
      <Stack gap={2}>
        {crews.length === 0 && <NoCrews />}
        {crews.map((crew) => (
          <OwnCrewCard key={crew.id} crew={crew} onSaved={() => refetch()} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <TextAdder
        source="name"
        label={translate('app.vendors.crew_name')}
        action={translate('app.vendors.add_crew')}
        onAdd={addCrew}
        onAdded={crewAdded}
      />
      {crews.length === 0 && <NoCrews />}
      {crews.map((crew) => (
        <CrewCard key={crew.id} crew={crew} onChanged={() => refetch()} />
      ))}
    </Stack>
  );
}
