// The Billing tab's sales tax: the rate a visit at this property pays today, the jurisdictions behind it and where they
// came from, what its state taxes, and staff's choice of its jurisdictions from a day on (docs/billing.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteArrayInput, DateInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { taxOverrideInput, type PropertySalesTax, type TaxOverrideInput } from '../../../common/schemas/salesTax';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';
import { useFormat } from '../../ui/format/useFormat';

const resolver = zodResolver(taxOverrideInput);
const keyOf = (propertyId: string) => ['sales-tax', 'property', propertyId];

export function SalesTaxCard({ propertyId, canEdit }: { propertyId: string; canEdit: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [choosing, setChoosing] = useState(false);
  const { data: tax } = useQuery({ queryKey: keyOf(propertyId), queryFn: () => dataProvider.getPropertySalesTax(propertyId) });
  if (!tax) return null;
  const rate = format.number(tax.ratePercent, { maximumFractionDigits: 4 });
  const items = tax.taxableItems.map((item) => translate(`app.billing.items.${item}`)).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sales-tax-title" sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap gap={1}>
        <Typography id="sales-tax-title" variant="subtitle1" component="h3">
          {translate('app.sales_tax.property.title')}
        </Typography>
        <Typography variant="subtitle1" component="span" sx={{ ml: 'auto' }}>
          {translate('app.sales_tax.property.rate', { rate })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`app.sales_tax.sources.${tax.source}`, { date: calendarDate(tax.rateTable?.effectiveFrom ?? '') })}
      </Typography>
      {!tax.rateTable && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.sales_tax.property.no_table', { state: tax.state, rate })}
        </Alert>
      )}
      {tax.rateTable && !tax.inTable && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.sales_tax.property.not_in_table', {
            date: calendarDate(tax.rateTable.effectiveFrom),
            zipcode: tax.zipcode,
            rate,
          })}
        </Alert>
      )}
      {tax.jurisdictions.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none' }}>
          {tax.jurisdictions.map((jurisdiction) => (
            <li key={jurisdiction.code}>
              <Chip
                size="small"
                variant="outlined"
                label={`${jurisdiction.name} · ${translate(`app.sales_tax.types.${jurisdiction.type}`)} · ${format.number(jurisdiction.ratePercent, { maximumFractionDigits: 4 })} %`}
                title={jurisdiction.code}
              />
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {items
          ? translate('app.sales_tax.property.taxable', { state: tax.state, items })
          : translate('app.sales_tax.property.taxable_none', { state: tax.state })}
      </Typography>
      {tax.overrides.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.sales_tax.property.overrides')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {tax.overrides.map((override) => (
              <Typography component="li" variant="body2" key={override.id}>
                {translate('app.sales_tax.property.override_line', {
                  date: calendarDate(override.effectiveFrom),
                  codes: override.codes.length
                    ? override.codes.map((code) => tax.choices.find((choice) => choice.code === code)?.name ?? code).join(', ')
                    : translate('app.sales_tax.property.back_to_table'),
                })}
                {override.note && ` · ${override.note}`}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {canEdit && tax.rateTable && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setChoosing(true)}>
          {translate('app.sales_tax.property.choose')}
        </Button>
      )}
      {choosing && <OverrideDialog propertyId={propertyId} tax={tax} onClose={() => setChoosing(false)} />}
    </Paper>
  );
}

function OverrideDialog({ propertyId, tax, onClose }: { propertyId: string; tax: PropertySalesTax; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const save = useFormSave(
    (input: TaxOverrideInput) => dataProvider.addTaxOverride(propertyId, input),
    (saved) => {
      queryClient.setQueryData(keyOf(propertyId), saved);
      notify('server.sales_tax.override_saved', { type: 'success' });
      onClose();
    },
  );
  const choices = tax.choices
    .filter((choice) => choice.type !== 'state')
    .map((choice) => ({
      id: choice.code,
      name: `${choice.name} (${translate(`app.sales_tax.types.${choice.type}`)}, ${format.number(choice.ratePercent, { maximumFractionDigits: 4 })} %)`,
    }));
  const current = tax.jurisdictions.filter((jurisdiction) => jurisdiction.type !== 'state').map((jurisdiction) => jurisdiction.code);
  return (
    <FormDialog
      open
      title="app.sales_tax.property.dialog_title"
      onClose={onClose}
      resolver={resolver}
      defaultValues={{ effectiveFrom: tax.date, codes: current, note: '' }}
      onSubmit={save.submit}
      saving={save.isPending}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.sales_tax.property.dialog_help')}
      </Typography>
      <AutocompleteArrayInput source="codes" label="app.sales_tax.property.codes" choices={choices} fullWidth />
      <DateInput source="effectiveFrom" label="app.sales_tax.property.effective_from" />
      <TextInput source="note" label="app.sales_tax.property.note" fullWidth />
    </FormDialog>
  );
}
