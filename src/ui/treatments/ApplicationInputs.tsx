// The facts of an application record as one set of inputs, shared by a record's correction and a paper record's entry
// so the two forms cannot drift; the start is split into the business's day and its clock, as the inputs hold it.
import { Alert, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, ReferenceInput, SelectInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { z } from 'zod';
import { calendarDate, recordId } from '../../../common/schemas/fields';
import {
  applicationInput,
  PRODUCT_UNITS,
  labelRate,
  type ProductRecord,
  ratePer1000,
  WIND_DIRECTIONS,
} from '../../../common/schemas/treatment';

const field = (name: string) => `resources.applications.fields.${name}`;
const t = (key: string) => `app.treatments.applications.${key}`;

/**
 * The application's fields with `startedAt` as the day and clock (HH:mm) the inputs hold; the office's forms start from
 * no weather reading (their record's weather is typed, or a correction's kept: the server decides).
 */
export const applicationFormFields = applicationInput.omit({ startedAt: true, weatherReading: true }).extend({
  day: calendarDate('validation.treatment.started_at_invalid'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.treatment.started_at_invalid'),
  // An empty pick sends none: the server then keeps the original's (a correction) or refuses (a paper record).
  applicatorId: z.preprocess((value) => value || undefined, recordId().optional()),
});

/** The server names the start `startedAt`; the form holds it in its time input. */
export const formFieldErrors = (errors: Record<string, string> | undefined) =>
  errors && Object.fromEntries(Object.entries(errors).map(([path, message]) => [path === 'startedAt' ? 'time' : path, message]));

const unitChoices = PRODUCT_UNITS.map((id) => ({ id, name: `app.treatments.units.${id}` }));
const directionChoices = WIND_DIRECTIONS.map((id) => ({ id, name: `app.treatments.applications.wind_directions.${id}` }));

/**
 * The rate typed against the product's label: below its least is noted (the record will warn), above its most asks
 * for the supervisor's reason, without which the server refuses the record. Staff who enter records are supervisors
 * (treatments_manage); a crew member's form blocks instead.
 */
function LabelRate() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [productId, amount, areaSqFt] = useWatch({ name: ['productId', 'amount', 'areaSqFt'] });
  const { data: product } = useGetOne<ProductRecord>('products', { id: productId }, { enabled: Boolean(productId) });
  const rate = product && amount > 0 && areaSqFt > 0 ? ratePer1000(amount, areaSqFt) : null;
  const standing = product && rate !== null ? labelRate(product, rate) : null;
  // A reason kept after the rate came back within the label would be recorded against nothing.
  const within = standing !== null && standing !== 'above';
  useEffect(() => {
    if (within) setValue('overrideReason', '');
  }, [within, setValue]);
  if (!product || rate === null) return null;
  const params = {
    rate,
    unit: translate(`app.treatments.units.${product.unit}`),
    min: product.rateMinPer1000,
    max: product.rateMaxPer1000,
  };
  if (standing === 'above')
    return (
      <>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(t('rate_above_override'), params)}
        </Alert>
        <TextInput source="overrideReason" label={field('overrideReason')} multiline isRequired fullWidth />
      </>
    );
  if (standing === 'below')
    return (
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate(t('rate_below_label'), params)}
      </Alert>
    );
  return null;
}

export function ApplicationInputs() {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="day" label={field('day')} type="date" InputLabelProps={{ shrink: true }} isRequired fullWidth />
        <TextInput source="time" label={t('start_time')} type="time" InputLabelProps={{ shrink: true }} isRequired fullWidth />
      </Stack>
      <ReferenceInput source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" label={field('productId')} isRequired fullWidth />
      </ReferenceInput>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <NumberInput source="amount" label={field('amount')} min={0} step={0.1} isRequired fullWidth />
        <SelectInput source="unit" label={field('unit')} choices={unitChoices} isRequired fullWidth />
      </Stack>
      <NumberInput source="areaSqFt" label={t('area_input')} min={0} step={100} isRequired fullWidth />
      <LabelRate />
      <TextInput source="targetPest" label={field('targetPest')} isRequired fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="siteTreated" label={field('siteTreated')} fullWidth />
        <TextInput source="applicationMethod" label={field('applicationMethod')} isRequired fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <NumberInput source="windMph" label={field('windMph')} min={0} step={1} isRequired fullWidth />
        <SelectInput source="windDirection" label={field('windDirection')} choices={directionChoices} isRequired fullWidth />
        <NumberInput source="temperatureF" label={field('temperatureF')} step={1} isRequired fullWidth />
      </Stack>
      <ReferenceInput source="applicatorId" reference="applicators" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" label={field('applicatorId')} isRequired fullWidth />
      </ReferenceInput>
    </>
  );
}
