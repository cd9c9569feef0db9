// Staff ask a crew whether it is running late (Yes/No) or tell it a delay is confirmed (Ok); the answer comes back live.
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SelectInput, TextInput, useDataProvider, useNotify } from 'react-admin';
import { DELAY_PROMPT_TYPES, delayPromptInput } from '../../../common/schemas/notification';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';

const resolver = zodResolver(delayPromptInput);
const typeChoices = DELAY_PROMPT_TYPES.map((id) => ({ id, name: `app.crew_team.prompt_types.${id}` }));
/** Long enough for a crew on a job to see it, short enough that a stale question does not linger. */
const DEFAULT_EXPIRY_MINUTES = 60;

export function SendDelayDialog({ crew, onClose }: { crew: { _id: string; name: string } | null; onClose: () => void }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { submit, isPending } = useFormSave(
    (values: Record<string, unknown>) => dataProvider.sendDelayPrompt({ ...values, crewId: crew?._id }),
    () => {
      notify('app.crew_team.sent', { type: 'success', messageArgs: { crew: crew?.name } });
      onClose();
    },
  );
  return (
    <FormDialog
      open={Boolean(crew)}
      title="app.crew_team.send_delay"
      onClose={onClose}
      resolver={resolver}
      defaultValues={{
        crewId: crew?._id,
        type: 'service-delay-initial',
        title: '',
        description: '',
        expiresInMinutes: DEFAULT_EXPIRY_MINUTES,
      }}
      onSubmit={submit}
      saving={isPending}
      saveLabel="app.crew_team.send"
    >
      <SelectInput source="type" label="app.crew_team.type" choices={typeChoices} fullWidth />
      <TextInput source="title" label="app.crew_team.title" fullWidth />
      <TextInput source="description" label="app.crew_team.description" multiline minRows={3} fullWidth />
      <NumberInput source="expiresInMinutes" label="app.crew_team.expires_in" fullWidth />
    </FormDialog>
  );
}
