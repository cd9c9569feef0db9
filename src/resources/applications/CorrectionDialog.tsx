// Correct an application record: its facts prefilled, a reason required; the correction is a new record naming this one
// (which stays as it was), and the page then shows the new record. The server's field messages land beside their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { TextInput, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { z } from 'zod';
import { type ApplicationRecord, type CorrectionBody, correctionInput } from '../../../common/schemas/treatment';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';
import { ApplicationInputs, applicationFormFields, formFieldErrors } from '../../ui/treatments/ApplicationInputs';

const field = (name: string) => `resources.applications.fields.${name}`;
const t = (key: string) => `app.treatments.applications.${key}`;

const correctionForm = applicationFormFields.extend({ reason: correctionInput.shape.reason });
type CorrectionForm = z.output<typeof correctionForm>;
const resolver = zodResolver(correctionForm);

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
  const onSubmit = async (values: Record<string, unknown>) => formFieldErrors(await submit(values));
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
      <ApplicationInputs />
    </FormDialog>
  );
}
