// Staff enter a paper application record for a round's visit: the applicator named from those who may apply, the
// product preset from the round and the area from the lawn on file (else the enrolment's); a rate above the label asks
// for the supervisor's reason, and a property in a state asking for lawn flags whether they were posted. The server's
// field messages land beside their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { z } from 'zod';
import { recordId } from '../../../common/schemas/fields';
import type { ApplicationBody, ProductRecord } from '../../../common/schemas/treatment';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormat } from '../../ui/format/useFormat';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';
import { ApplicationInputs, applicationFormFields, formFieldErrors } from '../../ui/treatments/ApplicationInputs';

const t = (key: string) => `app.treatments.enrolment.${key}`;

const paperRecordForm = applicationFormFields.extend({ applicatorId: recordId('server.treatments.applicator_required') });
type PaperRecordForm = z.output<typeof paperRecordForm>;
const resolver = zodResolver(paperRecordForm);
/** Where the state asks for lawn flags the box must be ticked, as the server holds (and the crew's form). */
const flaggedResolver = zodResolver(
  paperRecordForm.refine((values) => values.flagsPosted === true, {
    path: ['flagsPosted'],
    message: 'validation.treatment.flags_posted_required',
    // Said with the other fields' messages, not only once they are right.
    when: () => true,
  }),
);

export type PaperRecordDialogProps = {
  workLogId: string;
  /** The round's first product, if it names one. */
  productId?: string;
  areaSqFt: number;
  /** The visit's day; today when it has none. */
  day?: string | null;
  /** The property's state asks for lawn flags (System Settings, Treatments). */
  postFlags?: boolean;
  onClose: () => void;
};

export function PaperRecordDialog({ workLogId, productId, areaSqFt, day, postFlags = false, onClose }: PaperRecordDialogProps) {
  const format = useFormat();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  // The round's product gives the unit its amount is counted in.
  const { data: product, isPending: isProductPending } = useGetOne<ProductRecord>(
    'products',
    { id: productId ?? '' },
    { enabled: Boolean(productId) },
  );
  const { submit, isPending } = useFormSave(
    ({ day: startDay, time, flagsPosted, ...facts }: PaperRecordForm) => {
      const body: ApplicationBody = { ...facts, startedAt: format.instantAt(startDay, time), ...(postFlags && { flagsPosted }) };
      return dataProvider.recordApplication(workLogId, body);
    },
    async () => {
      await queryClient.invalidateQueries({ queryKey: ['applications'] });
      notify(t('paper_recorded'), { type: 'success' });
      onClose();
    },
  );
  const defaultValues = {
    productId: productId ?? '',
    unit: product?.unit ?? '',
    areaSqFt,
    siteTreated: '',
    applicationMethod: '',
    targetPest: '',
    day: day ?? format.isoDayOf(new Date()),
    time: '',
    applicatorId: '',
    overrideReason: '',
    ...(postFlags && { flagsPosted: false }),
  };
  // The form takes its defaults once: it opens when the product has been read (or failed to be).
  if (productId && isProductPending) return null;
  return (
    <FormDialog
      open
      title={t('paper_title')}
      onClose={onClose}
      resolver={postFlags ? flaggedResolver : resolver}
      defaultValues={defaultValues}
      onSubmit={async (values) => formFieldErrors(await submit(values))}
      saving={isPending}
    >
      <ApplicationInputs />
      {postFlags && <BooleanInput source="flagsPosted" label={t('paper_flags_posted')} helperText={t('paper_flags_hint')} />}
    </FormDialog>
  );
}
