// The setup's crews step: does the business do the work with its own crews? Then their names, yards, working days and
// the zip codes each serves on each day, saved under the business's own name at no commission (GET/PUT
// /vendors/in-house), so imported visits land on them. Running the setup again edits the same crews.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  Form,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { type OwnCrews, ownCrewsInput, type OwnCrewsInput, WEEK_DAYS } from '../../../common/schemas/ownCrews';
import { businessNameOf } from '../../../common/schemas/settings';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../../ui/forms/useFormSave';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { StepActions, StepText, type StepProps } from './SetupSteps';

const OWN_CREWS_KEY = ['ownCrews'];
const resolver = zodResolver(ownCrewsInput) as unknown as Resolver;
const DAY_CHOICES = WEEK_DAYS.map((day) => ({ id: day, name: `validation.week_days.${day}` }));
const NEW_CREW = { name: '', startAddress: '', days: [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, zipCodes: [] })) };

/** What the form starts with: the crews saved before, or one new crew working Monday to Friday. */
function recordOf(saved: OwnCrews) {
  if (!saved.crews.length) return { crews: [NEW_CREW] };
  return { crews: saved.crews.map(({ _id, name, startAddress, days }) => ({ _id, name, startAddress: startAddress ?? '', days })) };
}

export function CrewsStep({ settings, goTo, navigation }: StepProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: saved, isPending } = useQuery({ queryKey: OWN_CREWS_KEY, queryFn: () => dataProvider.getOwnCrews() });
  const [ownCrews, setOwnCrews] = useState<boolean | null>(null);
  const { submit } = useFormSave(
    (values: OwnCrewsInput) => dataProvider.saveOwnCrews(values),
    async (result) => {
      queryClient.setQueryData(OWN_CREWS_KEY, result);
      await goTo('vendors');
    },
  );
  if (isPending || !saved) return <LoadingSpinner size={40} />;
  const runsOwn = ownCrews ?? saved.crews.length > 0;
  const name = businessNameOf(settings.business);
  const unlocated = saved.crews.filter((crew) => crew.startAddress && !crew.located).map((crew) => crew.name);
  return (
    <>
      <StepText text="app.business_setup.crews_help" />
      <Typography component="p" id="own-crews-question" sx={{ fontWeight: 500 }}>
        {translate('app.business_setup.crews_question', { name })}
      </Typography>
      <RadioGroup
        row
        aria-labelledby="own-crews-question"
        value={runsOwn ? 'yes' : 'no'}
        onChange={(event) => setOwnCrews(event.target.value === 'yes')}
        sx={{ mb: 2 }}
      >
        <FormControlLabel value="yes" control={<Radio />} label={translate('app.business_setup.crews_yes')} />
        <FormControlLabel value="no" control={<Radio />} label={translate('app.business_setup.crews_no')} />
      </RadioGroup>
      {!runsOwn && (
        <StepActions navigation={navigation}>
          <Button variant="contained" onClick={() => void goTo('vendors')}>
            {translate('app.business_setup.continue')}
          </Button>
        </StepActions>
      )}
      {runsOwn && (
        // The iterators read a resource; the crews are the vendors domain's.
        <ResourceContextProvider value="crews">
          <Form noValidate resolver={resolver} record={recordOf(saved)} onSubmit={submit}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.business_setup.crews_under_name', { name })}
            </Typography>
            {unlocated.length > 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.business_setup.crews_yard_not_found', { crews: unlocated.join(', ') })}
              </Alert>
            )}
            <ArrayInput source="crews" label={false} helperText={false}>
              <SimpleFormIterator
                disableReordering
                disableClear
                addButton={<Button size="small">{translate('app.business_setup.add_crew')}</Button>}
                sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 2, mb: 1 } }}
              >
                <CrewInputs />
              </SimpleFormIterator>
            </ArrayInput>
            <StepActions navigation={navigation}>
              <SaveButton label="app.business_setup.save_crews" alwaysEnable icon={<></>} />
            </StepActions>
          </Form>
        </ResourceContextProvider>
      )}
    </>
  );
}

function CrewInputs() {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, width: '100%' }}>
      <TextInput source="name" label="app.business_setup.crew_name" helperText={false} />
      <TextInput source="startAddress" label="app.business_setup.crew_yard" helperText="app.business_setup.crew_yard_help" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ArrayInput source="days" label="app.business_setup.crew_days">
          <SimpleFormIterator inline disableReordering disableClear>
            <SelectInput
              source="weekDay"
              label="app.business_setup.crew_day"
              choices={DAY_CHOICES}
              helperText={false}
              sx={{ minWidth: 150 }}
            />
            <TextArrayInput source="zipCodes" label="app.business_setup.crew_zip_codes" helperText={false} sx={{ minWidth: 240 }} />
          </SimpleFormIterator>
        </ArrayInput>
      </Box>
    </Box>
  );
}
