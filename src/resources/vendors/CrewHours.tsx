// A crew's working hours: a one-line summary on its card and a dialog to set each week day's hours, for staff and for
// the crew's own vendor. Balance crews plans each crew within them.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Stack, Typography } from '@mui/material';
import { BooleanInput, type RaRecord, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { crewHoursInput, type CrewHoursInput, hoursSummary, type WorkingHours } from '../../../common/schemas/crewHours';
import type { Crew } from '../../../common/schemas/vendor';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { FormDialog } from '../../ui/forms/FormDialog';
import { useFormSave } from '../../ui/forms/useFormSave';
import { useFormat } from '../../ui/format/useFormat';

const resolver = zodResolver(crewHoursInput);
const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7];
const dayName = (weekDay: number) => `app.settings.week_days.${weekDay}`;
/** On a phone the day's switch takes its own line, so the two times keep room for "08:00 AM". */
const row = { display: 'grid', columnGap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr 1fr', sm: '10rem 1fr 1fr' } } as const;

/** "Monday–Friday 8:00 AM–4:00 PM · Saturday off": the week days in runs that share their hours. */
export function useHoursSummary() {
  const translate = useTranslate();
  const format = useFormat();
  return (hours: WorkingHours) =>
    hoursSummary(hours)
      .map(({ from, to, hours: day }) =>
        translate(day ? 'app.vendors.hours.days_at' : 'app.vendors.hours.days_off', {
          days: from === to ? translate(dayName(from)) : `${translate(dayName(from))}–${translate(dayName(to))}`,
          hours: day ? format.clockSpan(day.start, day.end) : '',
        }),
      )
      .join(' · ');
}

function WorkingDayRow({ index }: { index: number }) {
  const works = useWatch({ name: `workingHours.${index}.works` }) as boolean;
  return (
    <Box sx={row}>
      <BooleanInput
        source={`workingHours.${index}.works`}
        label={dayName(WEEK_DAYS[index])}
        helperText={false}
        sx={{ mt: { xs: 0, sm: 1 }, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      {/* Read-only, not disabled, on a day off: a disabled field would not be sent, and a day off keeps its times. */}
      {(['start', 'end'] as const).map((field) => (
        <TextInput
          key={field}
          source={`workingHours.${index}.${field}`}
          label={`app.vendors.hours.${field}`}
          type="time"
          readOnly={!works}
          size="small"
          sx={{ opacity: works ? 1 : 0.5 }}
        />
      ))}
    </Box>
  );
}

function CrewHoursDialog({ crew, onClose, onSaved }: { crew: Crew; onClose: () => void; onSaved: () => unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const save = useFormSave(
    (input: CrewHoursInput) => dataProvider.setCrewWorkingHours(crew._id, { workingHours: input.workingHours }),
    async () => {
      notify('app.vendors.hours.saved', { type: 'success', messageArgs: { crew: crew.name } });
      onClose();
      await onSaved();
    },
  );
  return (
    <FormDialog
      open
      title={translate('app.vendors.hours.title', { crew: crew.name })}
      onClose={onClose}
      resolver={resolver}
      defaultValues={{ workingHours: crew.workingHours }}
      onSubmit={save.submit}
      saving={save.isPending}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.vendors.hours.helper')}
      </Typography>
      {WEEK_DAYS.map((weekDay, index) => (
        <WorkingDayRow key={weekDay} index={index} />
      ))}
    </FormDialog>
  );
}

/** The crew's hours in one line, and Edit hours. */
export function CrewHours({ crew, onSaved }: { crew: RaRecord & Crew; onSaved: () => unknown }) {
  const translate = useTranslate();
  const summary = useHoursSummary();
  const [isEditing, setEditing] = useState(false);
  return (
    <Box sx={{ pb: 1, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} sx={{ mt: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {translate('app.vendors.hours.heading')}
        </Typography>
        <Button size="small" variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setEditing(true)}>
          {translate('app.vendors.hours.edit')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {summary(crew.workingHours)}
      </Typography>
      {isEditing && <CrewHoursDialog crew={crew} onClose={() => setEditing(false)} onSaved={onSaved} />}
    </Box>
  );
}
