// The Add Customer form: customer, first property and services, checked by the API's own schema and saved in one call.
import { useRef } from 'react';
import { Stack } from '@mui/material';
import { Form, SaveButton, useDataProvider, useNotify } from 'react-admin';
import { type FieldValues, type SubmitHandler, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { NewCustomerInput } from '../../../common/schemas/customer';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../../ui/forms/useFormSave';
import { type NewCustomerForm, newCustomerResolver } from './customerForm';
import { CustomerSection } from './CustomerSection';
import { PropertySection } from './PropertySection';
import { ServicesSection } from './ServicesSection';
import { type TakenContacts, takenErrors } from './useContactCheck';

export const propertyViewPath = (propertyId: string) => `/customers/view/${propertyId}`;

/** Enabled on an untouched form too (a sign-up arrives prefilled), but not while a save is under way. */
function SaveCustomerButton() {
  const { isSubmitting } = useFormState();
  return <SaveButton label="app.add_customer.save" alwaysEnable={!isSubmitting} sx={{ alignSelf: 'flex-start' }} />;
}

export function AddCustomerForm({ defaultValues }: { defaultValues: NewCustomerForm }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const taken = useRef<TakenContacts>({});
  const dataProvider = useDataProvider<LawnDeskDataProvider>();

  const { submit } = useFormSave(
    (input: NewCustomerInput) => dataProvider.createCustomer(input),
    (created, input) => {
      notify('app.add_customer.saved', { type: 'success', messageArgs: { name: `${input.name.first} ${input.name.last}` } });
      navigate(propertyViewPath(created.property._id));
    },
  );
  const save: SubmitHandler<FieldValues> = async (values) => takenErrors(taken.current, values as NewCustomerInput) ?? submit(values);

  return (
    <Form resolver={newCustomerResolver} defaultValues={defaultValues} onSubmit={save} noValidate>
      <Stack spacing={2}>
        <CustomerSection taken={taken} />
        <PropertySection />
        <ServicesSection />
        <SaveCustomerButton />
      </Stack>
    </Form>
  );
}
