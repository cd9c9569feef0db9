// Past, no-renew and pro-collect ask for the past customer type and a reason before the status changes.
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectInput, TextInput } from 'react-admin';
import { PAST_CUSTOMER_TYPES, statusChange, type StatusChange } from '../../../common/schemas/customer';
import { emptyAsNull, type FieldErrors, FormDialog } from '../../ui/forms/FormDialog';

const resolver = zodResolver(statusChange);
const pastTypeChoices = PAST_CUSTOMER_TYPES.map((id) => ({ id, name: `app.status.${id}` }));

export interface StatusDialogProps {
  status: StatusChange['status'] | null;
  onClose: () => void;
  onSave: (change: StatusChange) => Promise<FieldErrors | void>;
  saving?: boolean;
}

export function StatusDialog({ status, onClose, onSave, saving }: StatusDialogProps) {
  return (
    <FormDialog
      open={Boolean(status)}
      title="app.property_view.status_dialog.title"
      onClose={onClose}
      resolver={resolver}
      defaultValues={{ status, pastCustomerType: null, statusReason: '' }}
      onSubmit={(values) => onSave(values as StatusChange)}
      saving={saving}
    >
      <SelectInput
        source="pastCustomerType"
        label="app.property_view.status_dialog.past_customer_type"
        choices={pastTypeChoices}
        parse={emptyAsNull}
        fullWidth
      />
      <TextInput source="statusReason" label="app.property_view.status_dialog.reason" multiline minRows={3} fullWidth />
    </FormDialog>
  );
}
