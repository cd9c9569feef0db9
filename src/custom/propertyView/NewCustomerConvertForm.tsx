// Convert Property to a new customer: the Add Customer page's customer inputs, checked by customerInput before the move.
import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { Form } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { customerInput, type CustomerInput } from '../../../common/schemas/customer';
import { CustomerInputs, type TakenContacts, takenErrors } from '../addCustomer';
import { submitTo } from '../../ui/forms/useFormSave';
import type { ConvertTarget } from '../../dataProvider/propertyTypes';

const resolver = zodResolver<FieldValues, unknown, FieldValues>(customerInput);
/** Without it the form would start from the property the page shows. */
const NO_RECORD = {};
const NEW_CUSTOMER = { name: { first: '', last: '' }, email: '', mobile: '', emergencyPhone: '', source: 'none', marketingOptIn: false };

/** The server names the fields of the body's `customer` (`customer.name.first`); the form's inputs are named without it. */
const customerField = (path: string) => path.replace(/^customer\./, '');

export interface NewCustomerConvertFormProps {
  /** The dialog's convert button, outside the form, submits it by this id. */
  id: string;
  onConvert: (target: ConvertTarget) => Promise<unknown>;
}

export function NewCustomerConvertForm({ id, onConvert }: NewCustomerConvertFormProps) {
  const taken = useRef<TakenContacts>({});
  const convert = submitTo((customer: CustomerInput) => onConvert({ customer }), undefined, customerField);
  const submit = async (values: Record<string, unknown>) => takenErrors(taken.current, values as CustomerInput) ?? convert(values);
  return (
    <Form
      id={id}
      record={NO_RECORD}
      resolver={resolver}
      defaultValues={NEW_CUSTOMER}
      onSubmit={submit}
      disableInvalidFormNotification
      noValidate
    >
      <Grid container columnSpacing={2}>
        <CustomerInputs taken={taken} />
      </Grid>
    </Form>
  );
}
