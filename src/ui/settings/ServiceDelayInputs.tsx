// The service delay's inputs: System Settings' time caps section and the Service Delay Setting page.
import { Box } from '@mui/material';
import { BooleanInput, NumberInput } from 'react-admin';
import { label, row } from './SettingsSection';

export function ServiceDelayInputs() {
  return (
    <>
      <BooleanInput source="serviceDelay.isEnabled" label={label('delayEnabled')} helperText={false} />
      <Box sx={row}>
        <NumberInput
          source="serviceDelay.thresholdMinutes"
          label={label('thresholdMinutes')}
          min={5}
          max={480}
          step={5}
          helperText="app.settings.helper.threshold"
        />
        <NumberInput
          source="serviceDelay.confirmationExpireMinutes"
          label={label('confirmationExpireMinutes')}
          min={1}
          max={240}
          step={1}
          helperText="app.settings.helper.confirmation_expire"
        />
      </Box>
    </>
  );
}
