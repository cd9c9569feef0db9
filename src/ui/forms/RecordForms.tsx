// react-admin's Create and Edit whose toasts say what happened to which record ("Role 'Field Supervisor' created").
import {
  Create,
  type CreateProps,
  DeleteButton,
  type DeleteButtonProps,
  Edit,
  type EditProps,
  type RaRecord,
  type RedirectionSideEffect,
  SaveButton,
  Toolbar,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';

export type RecordNoticeVerb = 'created' | 'updated' | 'deleted';

/** `app.notices.<resource>.<verb>` with the record's name, in react-admin's encoding so the toast translates it. */
export function recordNotice(resource: string, verb: RecordNoticeVerb, name: string) {
  return `@@react-admin@@${JSON.stringify({ message: `app.notices.${resource}.${verb}`, args: { name } })}`;
}

function useNotifyRecord(resource: string | undefined) {
  const notify = useNotify();
  const represent = useGetRecordRepresentation(resource);
  return (verb: RecordNoticeVerb, record: RaRecord) =>
    notify(recordNotice(resource ?? '', verb, String(represent(record) ?? '')), { type: 'info' });
}

type WithRedirect<Props> = Omit<Props, 'redirect'> & { redirect: RedirectionSideEffect };

export function RecordCreate({ redirect, ...props }: WithRedirect<CreateProps>) {
  const resource = useResourceContext(props);
  const notifyRecord = useNotifyRecord(resource);
  const redirectTo = useRedirect();
  const onSuccess = (record: RaRecord) => {
    notifyRecord('created', record);
    redirectTo(redirect, resource, record.id, record);
  };
  return <Create {...props} mutationOptions={{ onSuccess }} />;
}

/** Saves wait for the server (pessimistic), so the toast names what was really saved. */
export function RecordEdit({ redirect, ...props }: WithRedirect<EditProps>) {
  const resource = useResourceContext(props);
  const notifyRecord = useNotifyRecord(resource);
  const redirectTo = useRedirect();
  const onSuccess = (record: RaRecord) => {
    notifyRecord('updated', record);
    if (redirect) redirectTo(redirect, resource, record.id, record);
  };
  return <Edit mutationMode="pessimistic" {...props} mutationOptions={{ onSuccess }} />;
}

export function RecordDeleteButton({ redirect = 'list', ...props }: DeleteButtonProps) {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const represent = useGetRecordRepresentation(resource);
  const name = record ? String(represent(record) ?? '') : '';
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      successMessage={recordNotice(resource ?? '', 'deleted', name)}
      {...props}
    />
  );
}

/** The edit form's toolbar: Save, and a Delete whose toast names the record. */
export const RecordEditToolbar = ({ redirect }: { redirect?: RedirectionSideEffect }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <RecordDeleteButton redirect={redirect} />
  </Toolbar>
);
