// The customer who owns the property, edited in place with customerInput; a taken e-mail or phone shows at its field.
// Language and consent have a card of their own (MessagePreferencesCard): changing them asks for nothing else.
import { useState } from 'react';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { customerUpdateInput, type CustomerUpdateInput } from '../../../common/schemas/customer';
import { formatPhone } from '../../../common/schemas/profile';
import { CUSTOMER_SOURCES } from '../../../common/schemas/property';
import type { CustomerRecord } from '../../../common/schemas/customerRecord';
import { useFormat } from '../../ui/format/useFormat';
import { submitTo } from '../../ui/forms/useFormSave';
import { billingAddressLine, BillingInputs } from '../../ui/customers/BillingInputs';
import { EditableCard } from './EditableCard';
import type { PropertyRecord } from '../../dataProvider/propertyTypes';
import { usePropertyViewProvider, usePropertyWrite } from './usePropertyView';

const resolver = zodResolver(customerUpdateInput);
const sourceChoices = CUSTOMER_SOURCES.map((id) => ({ id, name: `app.source.${id}` }));
export const label = (field: string) => `app.property_view.customer.${field}`;
const asPhone = (value: string | null | undefined) => formatPhone(value ?? '');

/** An address or number, with the provider's refusal under it when it refused it for good. */
function Contact({ value, refused, note }: { value: string; refused: CustomerRecord['emailInvalid']; note: string }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <>
      {value}
      {refused && (
        <Typography component="span" variant="caption" color="error" role="note" sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
          <ErrorOutlineIcon fontSize="inherit" sx={{ mt: '2px' }} aria-hidden />
          {translate(label(note), { date: format.dayOf(refused.at), reason: refused.reason })}
        </Typography>
      )}
    </>
  );
}

export function CustomerCard({ property }: { property: PropertyRecord }) {
  const translate = useTranslate();
  const dataProvider = usePropertyViewProvider();
  const [editing, setEditing] = useState(false);
  const { customer } = property;
  const save = usePropertyWrite(
    (input: CustomerUpdateInput) => dataProvider.updateCustomer(customer._id, input),
    translate('app.property_view.customer_saved'),
  );
  const record = {
    name: customer.name,
    email: customer.email ?? '',
    mobile: asPhone(customer.mobile),
    emergencyPhone: asPhone(customer.emergencyPhone),
    source: customer.source,
    companyName: customer.companyName ?? '',
    poNumber: customer.poNumber ?? '',
    billingAddress: customer.billingAddress ?? '',
    billingCity: customer.billingCity ?? '',
    billingState: customer.billingState ?? '',
    billingZipcode: customer.billingZipcode ?? '',
  };
  const submit = submitTo(save.mutateAsync, () => setEditing(false));

  return (
    <EditableCard
      title="app.property_view.customer.title"
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      canEdit={!customer.locked}
      fields={[
        { label: label('first'), value: customer.name.first },
        { label: label('last'), value: customer.name.last },
        {
          label: label('email'),
          value: customer.email && <Contact value={customer.email} refused={customer.emailInvalid} note="email_invalid" />,
        },
        {
          label: label('mobile'),
          value: customer.mobile && <Contact value={asPhone(customer.mobile)} refused={customer.mobileInvalid} note="mobile_invalid" />,
        },
        { label: label('emergencyPhone'), value: customer.emergencyPhone && asPhone(customer.emergencyPhone) },
        { label: label('source'), value: translate(`app.source.${customer.source}`) },
        ...(customer.companyName ? [{ label: label('companyName'), value: customer.companyName }] : []),
        ...(customer.poNumber ? [{ label: label('poNumber'), value: customer.poNumber }] : []),
        ...(customer.billingAddress ? [{ label: label('billingAddress'), value: billingAddressLine(customer) }] : []),
      ]}
      fieldSize={{ xs: 6, sm: 4, md: 6 }}
      formColumns={{ xs: 1, sm: 2, md: 1, lg: 2 }}
      record={record}
      resolver={resolver}
      onSubmit={submit}
      saving={save.isPending}
    >
      <TextInput source="name.first" label={label('first')} />
      <TextInput source="name.last" label={label('last')} />
      <TextInput source="email" label={label('email')} type="email" sx={{ gridColumn: '1 / -1' }} />
      <TextInput source="mobile" label={label('mobile')} type="tel" format={asPhone} />
      <TextInput source="emergencyPhone" label={label('emergencyPhone')} type="tel" format={asPhone} />
      <SelectInput source="source" label={label('source')} choices={sourceChoices} />
      <BillingInputs full={{ gridColumn: '1 / -1' }} />
    </EditableCard>
  );
}
