// The sign-in page's recovery panes: recover the password (code, then new password), recover the username, and ask for
// a customer's sign-in link.
import { type FormEvent, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { emailOrPhoneInput, resetPasswordInput } from '../../common/schemas/auth';
// Before a session exists a 401 is an answer, not an expired session: these calls skip useDataProvider's checkError.
// accountMethods rather than the whole dataProvider, which the sign-in page does not load.
import { accountMethods } from '../dataProvider/accountMethods';
import { UNEXPECTED_ERROR } from '../ui/errors/errorMessages';
import { PasswordField, TextInputField } from './SignInFields';

export type RecoveryPaneName = 'emailForReset' | 'resetPassword' | 'emailForForgotUsername' | 'emailForSignInLink';

const TITLES: Record<RecoveryPaneName, string> = {
  emailForReset: 'app.auth.recover_password',
  resetPassword: 'app.auth.reset_password',
  emailForForgotUsername: 'app.auth.recover_username',
  emailForSignInLink: 'app.auth.sign_in_link_title',
};

function useSubmit<S extends z.ZodType>(schema: S, send: (input: z.output<S>) => Promise<void>) {
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  return {
    pending,
    failure,
    errorsOf(values: unknown): Record<string, string> {
      const parsed = schema.safeParse(values);
      if (!submitted || parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message]));
    },
    async submit(event: FormEvent, values: unknown) {
      event.preventDefault();
      setSubmitted(true);
      setFailure(undefined);
      const parsed = schema.safeParse(values);
      if (!parsed.success) return;
      setPending(true);
      try {
        await send(parsed.data);
      } catch (error) {
        setFailure(error instanceof HttpError || error instanceof Error ? error.message : String(error));
      } finally {
        setPending(false);
      }
    },
  };
}

export function RecoveryPane({ pane, onPane }: { pane: RecoveryPaneName; onPane: (pane: 'login' | RecoveryPaneName) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [emailOrPhone, setEmailOrPhone] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [reset, setReset] = useState({ otp: '', password: '', confirmPassword: '' });

  const request = useSubmit(emailOrPhoneInput, async (input) => {
    const forgotPassword = pane === 'emailForReset';
    const reply = await (forgotPassword
      ? accountMethods.requestPasswordReset(input)
      : pane === 'emailForSignInLink'
        ? accountMethods.requestSignInLink(input)
        : accountMethods.requestUsername(input));
    notify(reply.message, { type: 'success' });
    if (forgotPassword) {
      setResetToken(reply.data?.token ?? '');
      onPane('resetPassword');
    } else onPane('login');
  });
  const resetPassword = useSubmit(resetPasswordInput, async (input) => {
    const reply = await accountMethods.resetPassword(input);
    notify(reply.message, { type: 'success' });
    setEmailOrPhone('');
    onPane('login');
  });

  const tr = (message?: string) => (message ? translate(message, { _: translate(UNEXPECTED_ERROR) }) : undefined);
  const isReset = pane === 'resetPassword';
  const form = isReset ? resetPassword : request;
  const values = isReset ? { ...reset, token: resetToken } : { emailOrPhone };
  const errors = form.errorsOf(values);

  return (
    <Box component="form" noValidate onSubmit={(event) => form.submit(event, values)}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(TITLES[pane])}
      </Typography>
      {form.failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {tr(form.failure)}
        </Alert>
      )}
      {pane === 'emailForSignInLink' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.auth.sign_in_link_hint')}
        </Typography>
      )}
      <Stack spacing={2}>
        {isReset ? (
          <>
            <TextInputField
              name="otp"
              label={translate('app.auth.otp')}
              value={reset.otp}
              error={tr(errors.otp)}
              autoComplete="one-time-code"
              onChange={(otp) => setReset({ ...reset, otp })}
            />
            <PasswordField
              name="new-password"
              label={translate('app.auth.new_password')}
              value={reset.password}
              error={tr(errors.password)}
              onChange={(password) => setReset({ ...reset, password })}
            />
            <PasswordField
              name="confirm-password"
              label={translate('app.auth.confirm_password')}
              value={reset.confirmPassword}
              error={tr(errors.confirmPassword)}
              onChange={(confirmPassword) => setReset({ ...reset, confirmPassword })}
            />
          </>
        ) : (
          <TextInputField
            name="email-or-phone"
            label={translate('app.auth.email_or_phone')}
            placeholder={translate('app.auth.email_or_phone_placeholder')}
            value={emailOrPhone}
            error={tr(errors.emailOrPhone)}
            onChange={setEmailOrPhone}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.pending}
          startIcon={form.pending ? <CircularProgress size={20} color="inherit" /> : undefined}
        >
          {translate(isReset ? 'app.auth.reset' : pane === 'emailForSignInLink' ? 'app.auth.sign_in_link_send' : 'app.auth.send')}
        </Button>
        <Link component="button" type="button" variant="body2" onClick={() => onPane('login')}>
          {translate('app.auth.back_to_login')}
        </Link>
      </Stack>
    </Box>
  );
}
