// Convert Property to a new customer: the Add Customer page's customer inputs, checked by customerInput before the move.
import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { Form } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { customerInput, type CustomerInput } from '../../../common/schemas/customer';
import { CustomerInputs } from '../addCustomer/CustomerSection';
import { type TakenContacts, takenErrors } from '../addCustomer/useContactCheck';
import type { FieldErrors } from '../../ui/forms/FormDialog';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import type { ConvertTarget } from './propertyViewApi';

const resolver = zodResolver<FieldValues, unknown, FieldValues>(customerInput);
/** Without it the form would start from the property the page shows. */
const NO_RECORD = {};
const NEW_CUSTOMER = { name: { first: '', last: '' }, email: '', mobile: '', emergencyPhone: '', source: 'none', marketingOptIn: true };

/** The server names the fields of the body's `customer` (`customer.name.first`); the form's inputs are named without it. */
function customerFieldErrors(error: unknown): FieldErrors | undefined {
  const errors = serverFieldErrors(error);
  return errors && Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^customer\./, ''), message]));
}

export interface NewCustomerConvertFormProps {
  /** The dialog's convert button, outside the form, submits it by this id. */
  id: string;
  onConvert: (target: ConvertTarget) => Promise<unknown>;
}

export function NewCustomerConvertForm({ id, onConvert }: NewCustomerConvertFormProps) {
  const taken = useRef<TakenContacts>({});
  const submit = async (values: Record<string, unknown>) => {
    const customer = values as CustomerInput;
    const blocked = takenErrors(taken.current, customer);
    if (blocked) return blocked;
    try {
      await onConvert({ customer });
    } catch (error) {
      return customerFieldErrors(error);
    }
  };
  return (
    <Form id={id} record={NO_RECORD} resolver={resolver} defaultValues={NEW_CUSTOMER} onSubmit={submit} disableInvalidFormNotification noValidate>
      <Grid container columnSpacing={2}>
        <CustomerInputs taken={taken} />
      </Grid>
    </Form>
  );
}
