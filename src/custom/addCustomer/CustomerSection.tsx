// Add Customer, section Customer: name, e-mail and phones (checked for uniqueness on blur), source and marketing consent.
import type { ReactNode, RefObject } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { formatPhone } from '../../../common/schemas/profile';
import { CUSTOMER_SOURCES } from '../../../common/schemas/property';
import { BillingInputs } from '../../ui/customers/BillingInputs';
import { fieldLabel } from './customerForm';
import { type TakenContacts, useContactCheck } from './useContactCheck';

const SOURCE_CHOICES = CUSTOMER_SOURCES.map((id) => ({ id, name: `app.source.${id}` }));

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Grid container columnSpacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

export const HALF = { xs: 12, sm: 6 };
export const THIRD = { xs: 12, sm: 6, md: 4 };

/** The customer's inputs as grid items, shared by Add Customer and Convert Property's new customer. */
export function CustomerInputs({ taken }: { taken: RefObject<TakenContacts> }) {
  const checkContact = useContactCheck(taken);
  return (
    <>
      <Grid size={HALF}>
        <TextInput source="name.first" label={fieldLabel('first_name')} isRequired fullWidth autoComplete="off" />
      </Grid>
      <Grid size={HALF}>
        <TextInput source="name.last" label={fieldLabel('last_name')} isRequired fullWidth autoComplete="off" />
      </Grid>
      <Grid size={HALF}>
        <TextInput
          source="email"
          type="email"
          label={fieldLabel('email')}
          isRequired
          fullWidth
          autoComplete="off"
          onBlur={() => checkContact('email')}
        />
      </Grid>
      <Grid size={HALF}>
        <TextInput
          source="mobile"
          type="tel"
          label={fieldLabel('mobile')}
          isRequired
          fullWidth
          autoComplete="off"
          parse={formatPhone}
          onBlur={() => checkContact('mobile')}
        />
      </Grid>
      <Grid size={HALF}>
        <TextInput
          source="emergencyPhone"
          type="tel"
          label={fieldLabel('emergency_phone')}
          isRequired
          fullWidth
          autoComplete="off"
          parse={formatPhone}
        />
      </Grid>
      <Grid size={HALF}>
        <SelectInput source="source" label={fieldLabel('source')} choices={SOURCE_CHOICES} isRequired fullWidth />
      </Grid>
      <Grid size={12}>
        <BooleanInput source="marketingOptIn" label={fieldLabel('marketing_opt_in')} />
      </Grid>
      <Grid
        size={12}
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <BillingInputs full={{ gridColumn: '1 / -1' }} />
      </Grid>
    </>
  );
}

export function CustomerSection({ taken }: { taken: RefObject<TakenContacts> }) {
  return (
    <FormSection title="app.add_customer.sections.customer">
      <CustomerInputs taken={taken} />
    </FormSection>
  );
}
