// Enrol the property in a program for a season: the lawn's area, the customer's consent, and the season's price shown
// before it is confirmed (the rounds still to come, each at its lawn-area band's price, as the server charges it).
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useGetList, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { enrolmentInput, roundPriceCents, type ProgramRecord } from '../../../common/schemas/treatment';
import { useFormat } from '../../ui/format/useFormat';
import { type FieldErrors, FormDialog } from '../../ui/forms/FormDialog';

const resolver = zodResolver(enrolmentInput);
const label = (key: string) => `app.treatments.enrolment.${key}`;

/** The rounds of `season` whose window has not closed by `today`, as the server plans them. */
export function seasonPreview(program: ProgramRecord, season: number, lawnSqFt: number, today: string) {
  const open = program.rounds.filter((round) => `${season}-${round.windowEnd}` >= today);
  return { rounds: open.length, cents: open.reduce((sum, round) => sum + roundPriceCents(round, lawnSqFt), 0) };
}

function SeasonPrice({ programs }: { programs: ProgramRecord[] }) {
  const translate = useTranslate();
  const format = useFormat();
  const [programId, season, lawnSqFt] = useWatch({ name: ['programId', 'season', 'lawnSqFt'] }) as [string, number, number];
  const program = programs.find((candidate) => candidate.id === programId);
  if (!program || !Number.isInteger(season)) return null;
  const { rounds, cents } = seasonPreview(program, season, Number(lawnSqFt) || 0, format.isoDayOf(new Date()));
  if (!rounds) return <Alert severity="warning">{translate(label('price_none'))}</Alert>;
  return (
    <Alert severity="info" icon={false} role="status" aria-live="polite">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {translate(label('price'), { amount: format.money(cents) })}
      </Typography>
      <Typography variant="body2">{translate(label('price_rounds'), { smart_count: rounds, count: rounds })}</Typography>
    </Alert>
  );
}

function ConsentInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'consent' });
  const error = fieldState.error?.message;
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked || undefined)} />}
        label={translate(label('consent'))}
      />
      {error && <FormHelperText error>{translate(error)}</FormHelperText>}
    </>
  );
}

export interface EnrolDialogProps {
  open: boolean;
  onClose: () => void;
  onEnrol: (values: Record<string, unknown>) => Promise<FieldErrors | void>;
  saving: boolean;
  defaultSeason: number;
  /** The property's lawn on file, the area the form starts from. */
  lawnSqFt: number | null;
}

export function EnrolDialog({ open, onClose, onEnrol, saving, defaultSeason, lawnSqFt }: EnrolDialogProps) {
  const translate = useTranslate();
  const { data: programs = [], isPending } = useGetList<ProgramRecord>(
    'programs',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  return (
    <FormDialog
      open={open}
      title={label('enrol_title')}
      onClose={onClose}
      resolver={resolver}
      defaultValues={{ programId: '', season: defaultSeason, lawnSqFt, consentNote: '' }}
      onSubmit={onEnrol}
      saving={saving}
      saveLabel={label('enrol')}
    >
      {!isPending && !programs.length && <Alert severity="info">{translate(label('no_programs'))}</Alert>}
      <SelectInput
        source="programId"
        label={label('program')}
        choices={programs}
        optionText="name"
        isPending={isPending}
        isRequired
        fullWidth
      />
      <NumberInput source="season" label={label('season')} step={1} fullWidth />
      <NumberInput source="lawnSqFt" label={label('lawn')} min={100} step={100} fullWidth />
      <SeasonPrice programs={programs} />
      <ConsentInput />
      <TextInput source="consentNote" label={label('consent_note')} multiline minRows={2} fullWidth />
    </FormDialog>
  );
}
