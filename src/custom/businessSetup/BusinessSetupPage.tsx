// The walk-through of a new business: each step saves through the APIs System Settings, Markets and Vendors use, and
// the step reached is kept in the settings (`setup`), so leaving and signing in again resumes it.
import { Alert, Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SETUP_STEPS, type SetupStep, type SettingsUpdate } from '../../../common/schemas/settings';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { DASHBOARD_PATH } from '../dashboard/paths';
import { SETTINGS_QUERY_KEY } from '../../ui/settings/SettingsSection';
import { CrewsStep } from './CrewsStep';
import { NextStepsList } from './NextStepsList';
import { BusinessStep, RecordsStep, TimeZoneStep } from './SetupSteps';

const STEPS = SETUP_STEPS.filter((step) => step !== 'done');

export function BusinessSetupPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { data: settings, isPending, isError } = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => dataProvider.getSettings() });

  const goTo = async (next: SetupStep, changes: SettingsUpdate = {}) => {
    const saved = await dataProvider.updateSettings({ ...changes, setup: { ...settings?.setup, step: next } });
    queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
    if (next === 'done') navigate(DASHBOARD_PATH);
  };
  const step = settings?.setup.step ?? 'business';
  const index = STEPS.indexOf(step as (typeof STEPS)[number]);
  const navigation = {
    back: index > 0 ? () => void goTo(STEPS[index - 1]) : undefined,
    skip: () => void goTo(SETUP_STEPS[index + 1]),
    skipAll: () => void goTo('done'),
  };
  const stepProps = settings && { settings, goTo, navigation };

  return (
    <Box sx={{ py: 2, maxWidth: 760 }}>
      <Title title="app.page.business_setup" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.business_setup.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.business_setup.intro')}
      </Typography>
      {isPending && <LoadingSpinner size={40} />}
      {isError && <Alert severity="error">{translate('app.settings.load_failed')}</Alert>}
      {stepProps && (
        <>
          <Stepper activeStep={step === 'done' ? STEPS.length : index} alternativeLabel sx={{ mb: 2 }}>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{translate(`app.business_setup.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Card variant="outlined">
            <CardContent>
              {step === 'business' && <BusinessStep {...stepProps} />}
              {step === 'timeZone' && <TimeZoneStep {...stepProps} />}
              {step === 'crews' && <CrewsStep {...stepProps} />}
              {(step === 'markets' || step === 'vendors') && <RecordsStep key={step} resource={step} {...stepProps} />}
              {step === 'done' && (
                <Stack spacing={2} alignItems="flex-start">
                  <Alert severity="success">{translate('app.business_setup.done')}</Alert>
                  <NextStepsList always />
                  <Button variant="contained" onClick={() => navigate(DASHBOARD_PATH)}>
                    {translate('app.page.dashboard')}
                  </Button>
                </Stack>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
