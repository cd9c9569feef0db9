// Inputs shared by the e-mail template create and edit forms; the variables a template may use are listed under the bodies.
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Chip, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import {
  EMAIL_TEMPLATE_STATUSES,
  EMAIL_TEMPLATE_TYPES,
  emailTemplateInput,
  TEMPLATE_VARIABLES,
} from '../../../common/schemas/emailTemplate';

export const emailTemplateResolver = zodResolver(emailTemplateInput);
export const templateStatusChoices = EMAIL_TEMPLATE_STATUSES.map((id) => ({ id, name: `resources.email-templates.statuses.${id}` }));
export const templateTypeChoices = EMAIL_TEMPLATE_TYPES.map((id) => ({ id, name: `resources.email-templates.types.${id}` }));

function TemplateVariables() {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.email-templates.helper.variables')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {TEMPLATE_VARIABLES.map((name) => (
          <Chip key={name} label={`{{${name}}}`} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} />
        ))}
      </Box>
    </Box>
  );
}

export function EmailTemplateInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SelectInput source="status" choices={templateStatusChoices} />
        <SelectInput source="type" choices={templateTypeChoices} />
      </Box>
      <TextInput source="subject" fullWidth />
      <TextInput source="htmlBody" multiline minRows={6} fullWidth sx={{ '& textarea': { fontFamily: 'monospace' } }} />
      <TextInput source="alterBody" multiline minRows={4} fullWidth />
      <TemplateVariables />
    </>
  );
}
