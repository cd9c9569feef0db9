// A customer's company, billing address and PO number (common/schemas/customer.ts billingFields): the same inputs in
// Add Customer and the property view's customer card. Invoices and statements are addressed with them.
import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

export const billingLabel = (field: string) => `app.property_view.customer.${field}`;

/** The inputs as children of a grid; `full` is the style that spans a whole row of it. */
export function BillingInputs({ full }: { full: object }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ ...full, mt: 1 }}>
        {translate(billingLabel('billing_title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={full}>
        {translate(billingLabel('billing_help'))}
      </Typography>
      <TextInput source="companyName" label={billingLabel('companyName')} autoComplete="organization" fullWidth />
      <TextInput source="poNumber" label={billingLabel('poNumber')} fullWidth />
      <TextInput source="billingAddress" label={billingLabel('billingAddress')} autoComplete="billing street-address" fullWidth sx={full} />
      <TextInput source="billingCity" label={billingLabel('billingCity')} autoComplete="billing address-level2" fullWidth />
      <TextInput source="billingState" label={billingLabel('billingState')} autoComplete="billing address-level1" fullWidth />
      <TextInput source="billingZipcode" label={billingLabel('billingZipcode')} autoComplete="billing postal-code" fullWidth />
    </>
  );
}

/** The billing address on one line, or null when the customer keeps none. */
export function billingAddressLine(customer: {
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZipcode: string | null;
}) {
  if (!customer.billingAddress) return null;
  const stateZip = [customer.billingState, customer.billingZipcode].filter(Boolean).join(' ');
  return [customer.billingAddress, customer.billingCity, stateZip].filter(Boolean).join(', ');
}
