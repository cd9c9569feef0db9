// Add or edit one service of the property, checked with serviceInput before the whole list is saved.
import { zodResolver } from '@hookform/resolvers/zod';
import { DateInput, NumberInput, SelectInput } from 'react-admin';
import { FREQUENCIES, FRONT_BACK, SERVICE_STATUSES, SERVICE_TYPES, serviceInput, type ServiceInput } from '../../../common/schemas/service';
import { emptyAsNull, type FieldErrors, FormDialog } from '../../ui/forms/FormDialog';

const resolver = zodResolver(serviceInput);
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const choices = <T extends string | number>(values: readonly T[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));
const typeChoices = choices(SERVICE_TYPES, 'app.property_view.service.types');
const frequencyChoices = choices(FREQUENCIES, 'app.property_view.service.frequencies');
const frontBackChoices = choices(FRONT_BACK, 'app.property_view.service.front_back');
const statusChoices = choices(SERVICE_STATUSES, 'app.property_view.service.statuses');
const dayChoices = choices(WEEK_DAYS, 'app.property_view.weekdays');
const label = (field: string) => `app.property_view.service.fields.${field}`;

const NEW_SERVICE = { type: 'mow', frequency: 1, frontBack: 'both', price: null, startDate: '', mowDay: null, status: 'pending' };

export interface ServiceDialogProps {
  /** The service being edited, `null` for a new one; the dialog is closed when undefined. */
  service: ServiceInput | null | undefined;
  onClose: () => void;
  onSave: (service: ServiceInput) => Promise<FieldErrors | void>;
  saving: boolean;
}

export function ServiceDialog({ service, onClose, onSave, saving }: ServiceDialogProps) {
  return (
    <FormDialog
      open={service !== undefined}
      title={service ? 'app.property_view.service.edit' : 'app.property_view.service.add'}
      onClose={onClose}
      resolver={resolver}
      defaultValues={service ?? NEW_SERVICE}
      onSubmit={(values) => onSave(values as ServiceInput)}
      saving={saving}
    >
      <SelectInput source="type" label={label('type')} choices={typeChoices} fullWidth />
      <SelectInput source="frequency" label={label('frequency')} choices={frequencyChoices} fullWidth />
      <SelectInput source="frontBack" label={label('frontBack')} choices={frontBackChoices} fullWidth />
      <NumberInput source="price" label={label('price')} min={0} step={0.01} fullWidth />
      <DateInput source="startDate" label={label('startDate')} helperText="app.property_view.service.weekday_only" fullWidth />
      <SelectInput source="mowDay" label={label('mowDay')} choices={dayChoices} parse={emptyAsNull} fullWidth />
      {service && <SelectInput source="status" label={label('status')} choices={statusChoices} fullWidth />}
    </FormDialog>
  );
}
