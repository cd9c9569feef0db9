// Change Password: old, new and confirm; a 202 signs the user out everywhere, anything else shows the server's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, Title, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { changePasswordInput, type ChangePasswordInput } from '../../../common/schemas/auth';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../../ui/forms/useFormSave';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  oldPassword: 'app.account.old_password',
  newPassword: 'app.account.new_password',
  confirmPassword: 'app.account.confirm_password',
};
const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };
const resolver = zodResolver(changePasswordInput) as unknown as Resolver;

export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { submit } = useFormSave(
    (input: ChangePasswordInput) => dataProvider.changePassword(input),
    async (reply) => {
      notify(reply.message, { type: 'success' });
      await logout();
    },
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="app.account.change_password" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.account.change_password')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.account.password_rules')}
        </Typography>
        <Form record={EMPTY} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
          <Stack spacing={1}>
            {FIELDS.map((field) => (
              <PasswordInput
                key={field}
                source={field}
                label={LABELS[field]}
                autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                fullWidth
              />
            ))}
            <SaveButton label="app.account.save_password" icon={<></>} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
