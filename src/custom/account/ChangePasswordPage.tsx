// Change Password: old, new and confirm; a 202 signs the user out everywhere, anything else shows the server's message.
// A customer signed in by a sign-in link who has no password yet sets a first one: no old password is asked.
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, Title, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { changePasswordInput, firstPasswordInput, type passwordChangeBody } from '../../../common/schemas/auth';
import type { z } from 'zod';
import { useStoredUser } from '../../auth/useStoredUser';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../../ui/forms/useFormSave';

type PasswordChange = z.input<typeof passwordChangeBody>;
const LABELS = {
  oldPassword: 'app.account.old_password',
  newPassword: 'app.account.new_password',
  confirmPassword: 'app.account.confirm_password',
} as const;
const CHANGE = {
  fields: ['oldPassword', 'newPassword', 'confirmPassword'],
  record: { oldPassword: '', newPassword: '', confirmPassword: '' },
  resolver: zodResolver(changePasswordInput) as unknown as Resolver,
  title: 'app.account.change_password',
  save: 'app.account.save_password',
} as const;
const FIRST = {
  fields: ['newPassword', 'confirmPassword'],
  record: { newPassword: '', confirmPassword: '' },
  resolver: zodResolver(firstPasswordInput) as unknown as Resolver,
  title: 'app.account.set_password',
  save: 'app.account.set_password',
} as const;

export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const isFirst = useStoredUser()?.hasPassword === false;
  const form = isFirst ? FIRST : CHANGE;
  const { submit } = useFormSave(
    (input: PasswordChange) => dataProvider.changePassword(input),
    async (reply) => {
      notify(reply.message, { type: 'success' });
      await logout();
    },
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title={form.title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(form.title)}
        </Typography>
        {isFirst && <Typography sx={{ mb: 1 }}>{translate('app.account.set_password_hint')}</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.account.password_rules')}
        </Typography>
        <Form record={form.record} resolver={form.resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
          <Stack spacing={1}>
            {form.fields.map((field) => (
              <PasswordInput
                key={field}
                source={field}
                label={LABELS[field]}
                autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                fullWidth
              />
            ))}
            <SaveButton label={form.save} icon={<></>} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
