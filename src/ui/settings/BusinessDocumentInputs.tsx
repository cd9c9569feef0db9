// The business as its documents head it (invoices, statements, the inspector's report): its address, its licence
// number and its logo (a PNG or JPEG kept as a data URL in the business settings, docs/billing.md "Documents").
import { type ChangeEvent, useState } from 'react';
import { Box, Button, FormHelperText, Stack } from '@mui/material';
import { TextInput, useInput, useTranslate } from 'react-admin';
import { label } from './SettingsSection';

/** Larger than this, the settings refuse the logo (a data URL is a third longer than its image). */
const LOGO_MAX_BYTES = 200_000;

function LogoInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'business.logo', defaultValue: '' });
  const [problem, setProblem] = useState('');
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setProblem('validation.settings.logo_png_or_jpeg');
    if (file.size > LOGO_MAX_BYTES) return setProblem('validation.settings.logo_too_large');
    setProblem('');
    const reader = new FileReader();
    reader.onload = () => field.onChange(String(reader.result));
    reader.readAsDataURL(file);
  };
  const error = problem || fieldState.error?.message;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {field.value && (
          <Box component="img" src={field.value} alt={translate(label('businessLogo'))} sx={{ maxHeight: 60, maxWidth: 150 }} />
        )}
        <Button component="label" variant="outlined" size="small">
          {translate(field.value ? 'app.settings.logo_replace' : 'app.settings.logo_choose')}
          <input type="file" hidden accept="image/png,image/jpeg" onChange={choose} />
        </Button>
        {field.value && (
          <Button size="small" onClick={() => field.onChange('')}>
            {translate('app.settings.logo_remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)}>{translate(error || 'app.settings.helper.business_logo')}</FormHelperText>
    </Box>
  );
}

/** Grid items for the business settings' row. */
export function BusinessDocumentInputs() {
  return (
    <>
      <TextInput source="business.address" label={label('businessAddress')} helperText={false} sx={{ gridColumn: '1 / -1' }} />
      <TextInput source="business.city" label={label('businessCity')} helperText={false} />
      <TextInput source="business.state" label={label('businessState')} helperText={false} />
      <TextInput source="business.zipcode" label={label('businessZipcode')} helperText={false} />
      <TextInput source="business.licenceNo" label={label('businessLicenceNo')} helperText="app.settings.helper.business_licence" />
      <LogoInput />
    </>
  );
}
