// Add a call log, a reminder or a note to the property, each checked with its schema from common/schemas/activity.
import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  DateInput,
  type FormProps,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { CALL_LOG_PRICE, callLogInput, noteInput, reminderInput } from '../../../common/schemas/activity';
import type { PhraseType } from '../../../common/schemas/phrase';
import { PhrasePicker } from '../../ui/forms/PhrasePicker';
import { callLogCodeChoices } from '../../ui/history/callLogCodes';
import { PRIORITIES } from '../../../common/schemas/customer';
import { submitTo } from '../../ui/forms/useFormSave';
import type { ActivityResource, AddActivityDialogProps } from './ActivityTab';
import { emptyAsNull, FormDialog } from '../../ui/forms/FormDialog';
import { usePhraseChoices, usePropertyWrite, useStaff } from './usePropertyView';

const CALL_LOG_FLAGS = ['completed', 'billable', 'routable', 'billOnly'] as const;
const priorityChoices = PRIORITIES.map((id) => ({ id, name: `app.property_view.priority.${id}` }));

interface ActivityFormProps extends AddActivityDialogProps {
  resource: ActivityResource;
  resolver: FormProps['resolver'];
  defaultValues: Record<string, unknown>;
  children: ReactNode;
}

/** Field labels come from resources.<resource>.fields, as in any react-admin form of that resource. */
function ActivityForm({ resource, open, propertyId, onClose, resolver, defaultValues, children }: ActivityFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const create = usePropertyWrite(
    (data: Record<string, unknown>) => dataProvider.create(resource, { data }),
    translate(`app.property_view.added.${resource}`),
  );
  const submit = submitTo(create.mutateAsync, onClose);
  return (
    <ResourceContextProvider value={resource}>
      <FormDialog
        open={open}
        title={`app.property_view.add.${resource}`}
        onClose={onClose}
        resolver={resolver}
        defaultValues={{ propertyId, ...defaultValues }}
        onSubmit={submit}
        saving={create.isPending}
      >
        {children}
      </FormDialog>
    </ResourceContextProvider>
  );
}

function BillablePrice() {
  const translate = useTranslate();
  const billable = useWatch({ name: 'billable' });
  if (!billable) return null;
  return (
    <Typography variant="body2" color="secondary">
      {translate('app.property_view.call_log.billable_price', { price: CALL_LOG_PRICE })}
    </Typography>
  );
}

/** The Phrases of the dialog's type, inserted into its text input. */
function Phrases({ type, source }: { type: PhraseType; source: string }) {
  const { data = [] } = usePhraseChoices(type);
  return <PhrasePicker phrases={data} source={source} />;
}

const callLogResolver = zodResolver(callLogInput);

export function CallLogDialog(props: AddActivityDialogProps) {
  const translate = useTranslate();
  return (
    <ActivityForm
      {...props}
      resource="call-logs"
      resolver={callLogResolver}
      defaultValues={{ code: null, text: '', ...Object.fromEntries(CALL_LOG_FLAGS.map((flag) => [flag, false])) }}
    >
      <SelectInput source="code" choices={callLogCodeChoices(translate)} translateChoice={false} parse={emptyAsNull} fullWidth />
      <Phrases type="callLog" source="text" />
      <TextInput source="text" multiline minRows={3} fullWidth />
      <Stack direction="row" flexWrap="wrap" columnGap={2}>
        {CALL_LOG_FLAGS.map((flag) => (
          <BooleanInput key={flag} source={flag} helperText={false} />
        ))}
      </Stack>
      <BillablePrice />
    </ActivityForm>
  );
}

const reminderResolver = zodResolver(reminderInput);

export function ReminderDialog(props: AddActivityDialogProps) {
  const { data: staff = [] } = useStaff();
  const assigneeChoices = staff.map((member) => ({ id: member._id, name: `${member.name.first} ${member.name.last}` }));
  return (
    <ActivityForm
      {...props}
      resource="reminders"
      resolver={reminderResolver}
      defaultValues={{ date: '', note: '', priority: null, assigneeId: null }}
    >
      <DateInput source="date" fullWidth />
      <Phrases type="reminder" source="note" />
      <TextInput source="note" multiline minRows={3} fullWidth />
      <SelectInput source="priority" choices={priorityChoices} parse={emptyAsNull} fullWidth />
      <SelectInput source="assigneeId" choices={assigneeChoices} translateChoice={false} parse={emptyAsNull} fullWidth />
    </ActivityForm>
  );
}

const noteResolver = zodResolver(noteInput);

export const NoteDialog = (props: AddActivityDialogProps) => (
  <ActivityForm {...props} resource="notes" resolver={noteResolver} defaultValues={{ text: '' }}>
    <Phrases type="note" source="text" />
    <TextInput source="text" multiline minRows={4} fullWidth />
  </ActivityForm>
);
