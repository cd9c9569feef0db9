// Change Password: old, new and confirm; a 202 signs the user out everywhere, anything else shows the server's message.
import { type FormEvent, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { HttpError, Title, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import { changePasswordInput, type ChangePasswordInput } from '../../../common/schemas/auth';
import { PasswordField } from '../../auth/SignInFields';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../errors/useApiErrorToast';

export const CHANGE_PASSWORD_PATH = '/change-password';
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  oldPassword: 'app.account.old_password',
  newPassword: 'app.account.new_password',
  confirmPassword: 'app.account.confirm_password',
};

export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const reportError = useApiErrorToast();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const [values, setValues] = useState<ChangePasswordInput>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const parsed = changePasswordInput.safeParse(values);
  const clientErrors = submitted && !parsed.success ? Object.fromEntries([...parsed.error.issues].reverse().map((issue) => [String(issue.path[0]), issue.message])) : {};
  const errorOf = (field: string) => {
    const message = clientErrors[field] ?? serverErrors[field];
    return message ? translate(message, { _: message }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (!parsed.success) return;
    setPending(true);
    try {
      const reply = await dataProvider.changePassword(parsed.data);
      notify(reply.message, { type: 'success' });
      await logout();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : undefined;
      setServerErrors(body?.errors ?? {});
      reportError(error);
      setPending(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="app.account.change_password" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.account.change_password')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.account.password_rules')}</Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {FIELDS.map((field) => (
              <PasswordField key={field} name={field} label={translate(LABELS[field])} value={values[field]} error={errorOf(field)} onChange={(value) => setValues({ ...values, [field]: value })} />
            ))}
            <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={20} color="inherit" /> : undefined}>
              {translate('app.account.save_password')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
