// The Add Customer form: customer, first property and services, checked by the API's own schema and saved in one call.
import { useRef } from 'react';
import { Stack } from '@mui/material';
import { Form, SaveButton, useDataProvider } from 'react-admin';
import { type FieldValues, type SubmitHandler, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { NewCustomerInput } from '../../../common/schemas/customer';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { type AddedState, propertyViewPath } from '../propertyView/paths';
import { useFormSave } from '../../ui/forms/useFormSave';
import { type NewCustomerForm, newCustomerResolver } from './customerForm';
import { CustomerSection } from './CustomerSection';
import { PropertySection } from './PropertySection';
import { ServicesSection } from './ServicesSection';
import { type TakenContacts, takenErrors } from './useContactCheck';

/** Enabled on an untouched form too (a sign-up arrives prefilled), but not while a save is under way. */
function SaveCustomerButton() {
  const { isSubmitting } = useFormState();
  return <SaveButton label="app.add_customer.save" alwaysEnable={!isSubmitting} sx={{ alignSelf: 'flex-start' }} />;
}

export function AddCustomerForm({ defaultValues }: { defaultValues: NewCustomerForm }) {
  const navigate = useNavigate();
  const taken = useRef<TakenContacts>({});
  const dataProvider = useDataProvider<LawnDeskDataProvider>();

  const { submit } = useFormSave(
    (input: NewCustomerInput) => dataProvider.createCustomer(input),
    // Said on the property view itself, not in a toast: a toast's few seconds ran out while a slow first paint of
    // that page was still under way, and the confirmation was never seen.
    (created, input) =>
      navigate(propertyViewPath(created.property._id), { state: { added: `${input.name.first} ${input.name.last}` } satisfies AddedState }),
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
