// Property details, edited in place: the form checks and sends only the fields the user changed, with propertyUpdate.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { hasPermission } from '../../../common/permissions';
import { useStoredUser } from '../../auth/useStoredUser';
import { PRIORITIES, propertyInput, propertyUpdate } from '../../../common/schemas/customer';
import { submitTo } from '../../ui/forms/useFormSave';
import { emptyAsNull } from '../../ui/forms/FormDialog';
import { EditableCard, type ShownField } from './EditableCard';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { usePropertyViewProvider, usePropertyWrite, useStaff } from './usePropertyView';
import { useFormat } from '../../ui/format/useFormat';

type PropertyField = keyof typeof propertyInput.shape;
const PROPERTY_FIELDS = Object.keys(propertyInput.shape) as PropertyField[];
const label = (field: string) => `app.property_view.fields.${field}`;
const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The fields whose value differs from the saved property, empty inputs meaning null. */
export function changedPropertyFields(values: Record<string, unknown>, saved: Record<string, unknown>) {
  return Object.fromEntries(
    PROPERTY_FIELDS.filter((field) => blankAsNull(values[field]) !== blankAsNull(saved[field])).map((field) => [
      field,
      blankAsNull(values[field]),
    ]),
  );
}

/** Fields the user did not touch are not checked, so an older record with gaps can still be edited field by field. */
function changesResolver(saved: Record<string, unknown>): Resolver {
  const validate = zodResolver(propertyUpdate) as Resolver;
  return (values, context, options) => validate(changedPropertyFields(values, saved), context, options);
}

/** The property's discount code, for staff who may read discounts (GET /discounts). */
function useDiscountCode(discountId: string | null) {
  const user = useStoredUser();
  const canChoose = Boolean(user && hasPermission(user, 'discount_list'));
  const { data } = useGetOne<{ id: string; code: string }>(
    'discounts',
    { id: discountId ?? '' },
    { enabled: canChoose && Boolean(discountId) },
  );
  return { canChoose, code: data?.code ?? null };
}

export function PropertyDetailsCard({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const discount = useDiscountCode(property.discountId);
  const dataProvider = usePropertyViewProvider();
  const { data: staff = [] } = useStaff();
  const [editing, setEditing] = useState(false);
  const format = useFormat();
  const save = usePropertyWrite(
    (changes: Record<string, unknown>) => dataProvider.updateProperty(property._id, changes),
    translate('app.property_view.details_saved'),
  );
  const saved = Object.fromEntries(PROPERTY_FIELDS.map((field) => [field, property[field]]));
  const staffChoices = staff.map((member) => ({ id: member._id, name: `${member.name.first} ${member.name.last}` }));
  const priorityChoices = PRIORITIES.map((id) => ({ id, name: `app.property_view.priority.${id}` }));

  const shown = (field: PropertyField): ShownField['value'] => {
    const value = property[field];
    if (value === null || value === '') return null;
    if (field === 'cornerLot') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (field === 'priority') return translate(`app.property_view.priority.${value}`);
    if (field === 'discountId') return discount.code;
    if (field === 'assigneeId') return staffChoices.find((member) => member.id === value)?.name ?? null;
    if (field === 'houseValue') return format.number(Number(value), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    if (field === 'lotSize') {
      const category = property.lotSizeCategory ? translate(`app.property_view.lot_size_category.${property.lotSizeCategory}`) : '';
      return `${format.number(Number(value))} ${category && `(${category})`}`.trim();
    }
    return String(value);
  };
  const saveChanges = submitTo(save.mutateAsync, () => setEditing(false));
  const submit = async (changes: Record<string, unknown>) => (Object.keys(changes).length ? saveChanges(changes) : setEditing(false));

  return (
    <EditableCard
      title="app.property_view.details"
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      canEdit={!property.customer.locked}
      fields={PROPERTY_FIELDS.filter((field) => field !== 'discountId' || discount.canChoose).map((field) => ({
        label: label(field),
        value: shown(field),
      }))}
      fieldSize={{ xs: 6, sm: 4 }}
      formColumns={{ xs: 1, sm: 2 }}
      record={saved}
      resolver={changesResolver(saved)}
      onSubmit={submit}
      saving={save.isPending}
    >
      <TextInput source="address" label={label('address')} sx={{ gridColumn: '1 / -1' }} />
      <TextInput source="city" label={label('city')} />
      <TextInput source="state" label={label('state')} />
      <TextInput source="zipcode" label={label('zipcode')} />
      <NumberInput source="lotSize" label={label('lotSize')} min={1} />
      <NumberInput source="latitude" label={label('latitude')} step={0.0001} />
      <NumberInput source="longitude" label={label('longitude')} step={0.0001} />
      <BooleanInput source="cornerLot" label={label('cornerLot')} />
      <TextInput source="petsAndSecurity" label={label('petsAndSecurity')} />
      <TextInput source="backyardLockCode" label={label('backyardLockCode')} />
      <TextInput source="subdivisionCode" label={label('subdivisionCode')} />
      <TextInput source="duplexUnit" label={label('duplexUnit')} />
      <TextInput source="gateName" label={label('gateName')} />
      <TextInput source="gateCode" label={label('gateCode')} />
      <TextInput source="routeCode" label={label('routeCode')} />
      <NumberInput source="houseValue" label={label('houseValue')} min={0} />
      <SelectInput source="priority" label={label('priority')} choices={priorityChoices} parse={emptyAsNull} />
      <SelectInput source="assigneeId" label={label('assigneeId')} choices={staffChoices} parse={emptyAsNull} />
      {discount.canChoose && (
        <ReferenceInput source="discountId" reference="discounts" sort={{ field: 'code', order: 'ASC' }}>
          <AutocompleteInput label={label('discountId')} optionText="code" filterToQuery={(q) => ({ q })} parse={emptyAsNull} />
        </ReferenceInput>
      )}
    </EditableCard>
  );
}
