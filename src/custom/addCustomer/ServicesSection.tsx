// Add Customer, section Services: Lawn Service (on by default) and Bush and Bed, each with frequency, sides, price, start and mow day.
import { Box, Divider, FormControlLabel, Grid, Stack, Switch } from '@mui/material';
import { DateInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { SERVICE_TYPES } from '../../../common/schemas/service';
import { fieldLabel, FREQUENCY_CHOICES, FRONT_BACK_CHOICES, MOW_DAY_CHOICES, serviceDefaults, type ServiceType } from './customerForm';
import { FormSection, THIRD } from './CustomerSection';

function ServiceInputs({ index }: { index: number }) {
  const source = (field: string) => `services.${index}.${field}`;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={THIRD}>
        <SelectInput source={source('frequency')} label={fieldLabel('frequency')} choices={FREQUENCY_CHOICES} isRequired fullWidth />
      </Grid>
      <Grid size={THIRD}>
        <SelectInput source={source('frontBack')} label={fieldLabel('front_back')} choices={FRONT_BACK_CHOICES} isRequired fullWidth />
      </Grid>
      <Grid size={THIRD}>
        <NumberInput source={source('price')} label={fieldLabel('price')} min={0} step={0.01} isRequired fullWidth />
      </Grid>
      <Grid size={THIRD}>
        <DateInput
          source={source('startDate')}
          label={fieldLabel('start_date')}
          helperText="app.add_customer.start_date_help"
          isRequired
          fullWidth
        />
      </Grid>
      <Grid size={THIRD}>
        <SelectInput source={source('mowDay')} label={fieldLabel('mow_day')} choices={MOW_DAY_CHOICES} fullWidth />
      </Grid>
    </Grid>
  );
}

export function ServicesSection() {
  const translate = useTranslate();
  const { fields, insert, remove } = useFieldArray<{ services: { type: ServiceType }[] }>({ name: 'services' });
  const types = fields.map((field) => field.type);

  const toggle = (type: ServiceType, on: boolean) => {
    if (!on) return remove(types.indexOf(type));
    // Keep the services in SERVICE_TYPES order whichever is switched on first.
    const position = types.filter((other) => SERVICE_TYPES.indexOf(other) < SERVICE_TYPES.indexOf(type)).length;
    insert(position, serviceDefaults(type));
  };

  return (
    <FormSection title="app.add_customer.sections.services">
      <Stack sx={{ width: '100%' }} divider={<Divider flexItem />} spacing={1}>
        {SERVICE_TYPES.map((type) => {
          const index = types.indexOf(type);
          return (
            <Box key={type} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <FormControlLabel
                control={<Switch checked={index >= 0} onChange={(event) => toggle(type, event.target.checked)} />}
                label={translate(`app.add_customer.service.${type}`)}
              />
              {index >= 0 && <ServiceInputs key={fields[index].id} index={index} />}
            </Box>
          );
        })}
      </Stack>
    </FormSection>
  );
}
