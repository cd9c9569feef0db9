// "How we contact you": the customer chooses the language of the business's messages and which e-mail and texts they get.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, SaveButton, SelectInput, useNotify, useTranslate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { messagePreferences } from '../../../common/schemas/portal';
import type { MessagePreferences } from '../../dataProvider/portalMethods';
import { LOCALES } from '../../i18n/createI18nProvider';
import { useFormSave } from '../../ui/forms/useFormSave';
import { portalKeys, usePortalProvider } from './useCustomerDashboard';
import { useDeferredArrival } from '../../ui/useDeferredArrival';

const resolver = zodResolver(messagePreferences) as unknown as Resolver;
/** Each language in its own words, as the language menu shows it. */
const LANGUAGE_CHOICES = LOCALES.map(({ locale, name }) => ({ id: locale, name }));

export function MessagePreferencesPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalProvider();
  const queryClient = useQueryClient();
  const { data: loaded, isError } = useQuery({
    queryKey: portalKeys.messagePreferences,
    queryFn: () => dataProvider.getMessagePreferences(),
  });
  // The form (react-admin's, with its inputs) is the column's largest render: drawn in slices as it arrives.
  const preferences = useDeferredArrival(loaded);
  const { submit } = useFormSave(
    (values: MessagePreferences) => dataProvider.updateMessagePreferences(values),
    (reply) => {
      queryClient.setQueryData(portalKeys.messagePreferences, reply.data);
      notify('server.portal.message_preferences_saved', { type: 'success' });
    },
    'app.portal.messages_save_failed',
  );

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="message-preferences-title">
      <Typography id="message-preferences-title" variant="h6" component="h2">
        {translate('app.portal.messages_title')}
      </Typography>
      {isError && <Alert severity="error">{translate('app.portal.messages_failed')}</Alert>}
      {preferences && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.portal.messages_intro')}
          </Typography>
          <Form record={preferences} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
            <SelectInput
              source="language"
              label="app.portal.messages_language"
              choices={LANGUAGE_CHOICES}
              translateChoice={false}
              fullWidth
              helperText={false}
            />
            <BooleanInput source="emailService" label="app.portal.messages_email_service" helperText={false} />
            <BooleanInput source="textService" label="app.portal.messages_text_service" helperText={false} />
            <BooleanInput source="marketingOptIn" label="app.portal.messages_email_marketing" helperText={false} />
            <BooleanInput source="textMarketing" label="app.portal.messages_text_marketing" helperText={false} />
            <SaveButton label="ra.action.save" icon={<></>} sx={{ mt: 1 }} />
          </Form>
        </Paper>
      )}
    </Stack>
  );
}
