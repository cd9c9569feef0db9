// Correct an application record: its facts prefilled, a reason required; the correction is a new record naming this one
// (which stays as it was), and the page then shows the new record. The server's field messages land beside their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { NumberInput, ReferenceInput, SelectInput, TextInput, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { z } from 'zod';
import { calendarDate, recordId } from '../../../common/schemas/fields';
import {
  type ApplicationRecord,
  type CorrectionBody,
  correctionInput,
  PRODUCT_UNITS,
  WIND_DIRECTIONS,
} from '../../../common/schemas/treatment';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';

const field = (name: string) => `resources.applications.fields.${name}`;
const t = (key: string) => `app.treatments.applications.${key}`;

/** The correction's body with the start split as the inputs hold it: the business's day and its clock (HH:mm). */
const correctionForm = correctionInput.omit({ startedAt: true }).extend({
  day: calendarDate('validation.treatment.started_at_invalid'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.treatment.started_at_invalid'),
  // A record whose applicator's account is gone names none: the server then keeps the original's.
  applicatorId: z.preprocess((value) => value || undefined, recordId().optional()),
});
type CorrectionForm = z.output<typeof correctionForm>;
const resolver = zodResolver(correctionForm);

/** The server names the start `startedAt`; the form holds it in its time input. */
const formField = (path: string) => (path === 'startedAt' ? 'time' : path);

export function CorrectionDialog({ record, onClose }: { record: ApplicationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { submit, isPending } = useFormSave(
    ({ day, time, ...facts }: CorrectionForm) => {
      const body: CorrectionBody = { ...facts, startedAt: format.instantAt(day, time) };
      return dataProvider.correctApplication(record.id, body);
    },
    async (correction) => {
      await queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify(t('corrected_notice'), { type: 'success' });
      onClose();
      redirect('show', 'applications', correction.id);
    },
  );
  const onSubmit = async (values: Record<string, unknown>) => {
    const errors = await submit(values);
    return errors && Object.fromEntries(Object.entries(errors).map(([path, message]) => [formField(path), message]));
  };
  const defaultValues = {
    productId: record.productId,
    amount: record.amount,
    unit: record.unit,
    areaSqFt: record.areaSqFt,
    targetPest: record.targetPest,
    siteTreated: record.siteTreated,
    applicationMethod: record.applicationMethod ?? '',
    windMph: record.windMph,
    windDirection: record.windDirection,
    temperatureF: record.temperatureF,
    day: format.isoDayOf(record.startedAt),
    time: format.clock24(record.startedAt),
    applicatorId: record.applicatorId ?? '',
    overrideReason: record.overrideReason ?? '',
    reason: '',
  };
  const unitChoices = PRODUCT_UNITS.map((id) => ({ id, name: `app.treatments.units.${id}` }));
  const directionChoices = WIND_DIRECTIONS.map((id) => ({ id, name: `app.treatments.applications.wind_directions.${id}` }));
  return (
    <FormDialog
      open
      title={t('correct_title')}
      onClose={onClose}
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      saving={isPending}
      saveLabel={t('correct')}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(t('correct_intro'))}
      </Alert>
      <TextInput source="reason" label={field('reason')} helperText={t('reason_hint')} multiline minRows={2} isRequired fullWidth />
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
      <TextInput source="targetPest" label={field('targetPest')} isRequired fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="siteTreated" label={field('siteTreated')} fullWidth />
        <TextInput source="applicationMethod" label={field('applicationMethod')} fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <NumberInput source="windMph" label={field('windMph')} min={0} step={1} isRequired fullWidth />
        <SelectInput source="windDirection" label={field('windDirection')} choices={directionChoices} isRequired fullWidth />
        <NumberInput source="temperatureF" label={field('temperatureF')} step={1} isRequired fullWidth />
      </Stack>
      <ReferenceInput source="applicatorId" reference="applicators" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" label={field('applicatorId')} isRequired fullWidth />
      </ReferenceInput>
      {record.overrideReason && <TextInput source="overrideReason" label={field('overrideReason')} fullWidth />}
    </FormDialog>
  );
}
