// "Lock a customer": pick an unlocked customer by name, e-mail or phone and give the reason, checked by the API's schema.
import { useState } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type Theme, useMediaQuery } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  SaveButton,
  TextInput,
  useCreate,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { type FieldValues, useFormState } from 'react-hook-form';
import { type LockCustomerInput, lockCustomerInput } from '../../../common/schemas/customer';
import { formatPhone } from '../../../common/schemas/profile';
import { useFormSave } from '../../ui/forms/useFormSave';
import type { CustomerRecord } from '../../../common/schemas/customerRecord';

export type LockedCustomer = CustomerRecord & { id: string; locked: NonNullable<CustomerRecord['locked']> };

/** Typed for any values: the form starts with blanks (null) that the schema reports as missing. */
const resolver = zodResolver<FieldValues, unknown, FieldValues>(lockCustomerInput);
const NO_RECORD = {};
const EMPTY_LOCK = { customerId: null, reason: '' };
const UNLOCKED = { locked: false };
const BY_NAME = { field: 'name', order: 'ASC' } as const;

type CustomerChoice = Omit<LockedCustomer, 'locked'>;
const customerChoice = (customer: CustomerChoice) =>
  [`${customer.name.first} ${customer.name.last}`, customer.email, customer.mobile && formatPhone(customer.mobile)]
    .filter(Boolean)
    .join(' · ');

function LockButton() {
  const { isSubmitting } = useFormState();
  return <SaveButton label="app.locked_customers.lock" icon={<LockIcon />} alwaysEnable={!isSubmitting} />;
}

function LockCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [create] = useCreate();

  const { submit: lock } = useFormSave(
    (input: LockCustomerInput) => create('locked-customers', { data: input }, { returnPromise: true }),
    () => {
      notify('app.locked_customers.locked', { type: 'success' });
      refresh();
      onClose();
    },
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="lock-customer-title">
      <Form record={NO_RECORD} resolver={resolver} defaultValues={EMPTY_LOCK} onSubmit={lock} disableInvalidFormNotification noValidate>
        <DialogTitle id="lock-customer-title">{translate('app.locked_customers.lock_title')}</DialogTitle>
        <DialogContent>
          <ReferenceInput source="customerId" reference="customers" filter={UNLOCKED} sort={BY_NAME} perPage={10}>
            <AutocompleteInput
              label="app.locked_customers.fields.customer"
              optionText={customerChoice}
              helperText="app.locked_customers.customer_help"
              noOptionsText="app.locked_customers.no_customers"
              isRequired
              fullWidth
            />
          </ReferenceInput>
          <TextInput source="reason" label="app.locked_customers.fields.reason" multiline minRows={3} isRequired fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <LockButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

export function LockCustomerButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<LockIcon />} onClick={() => setOpen(true)} size="small">
        {translate('app.locked_customers.lock_customer')}
      </Button>
      {open && <LockCustomerDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
