// The one sign-in page: the login pane (admin or crew variant) and the three recovery panes. It runs standalone before
// the app is loaded (src/signIn) and as react-admin's loginPage, so it needs only the i18n, store and notification
// contexts. Its language switch serves every pane.
import { type FormEvent, useContext, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Navigate, useInRouterContext } from 'react-router-dom';
import { type LoginRole, loginInput } from '../../common/schemas/auth';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { homeOf, SIGN_IN_LINK_PANE } from './homePaths';
import { accountMethods } from '../dataProvider/accountMethods';
import { UNEXPECTED_ERROR } from '../ui/errors/errorMessages';
import { session } from './session';
import { AppStartContext, LOGGED_OUT, signIn } from './signIn';
import { PasswordField, TextInputField } from './SignInFields';
import { RecoveryPane, type RecoveryPaneName } from './RecoveryPanes';

type Pane = 'login' | RecoveryPaneName;

/** Resolves once the face is loaded, or at once where it cannot be (no font loading API, or the face failed). */
const whenFontLoaded = (font: string): Promise<unknown> =>
  typeof document === 'undefined' || !document.fonts ? Promise.resolve() : document.fonts.load(font).catch(() => undefined);

/**
 * The business's name, which the sign-in page is titled with (staff, crews and customers sign in to their business,
 * not to the software); null while it is asked, the product's name if it cannot be read.
 */
function useBusinessName(): string | null {
  const translate = useTranslate();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Shown once its bold face has loaded: in the fallback font, wider than Roboto, the name wrapped the language switch
    // to a second line until Roboto came, moving the whole centred card twice (CLS 0.12).
    const named = (name: string) => whenFontLoaded('700 12px Roboto').then(() => current && setName(name));
    accountMethods.getBusiness().then(
      (business) => named(business?.name || translate('app.name')),
      () => named(translate('app.name')),
    );
    return () => {
      current = false;
    };
  }, [translate]);
  return name;
}

const opensOn = (): Pane =>
  new URLSearchParams(window.location.search).get('pane') === SIGN_IN_LINK_PANE ? 'emailForSignInLink' : 'login';

/** Username, e-mail or phone sign-in is offered on customer or test hosts and in development builds, never to crews. */
export function offersAnyIdentifier(variant: LoginRole, hostname = window.location.hostname, isDev = import.meta.env.DEV): boolean {
  return variant === 'admin' && (isDev || /^(customer|test)[.-]/.test(hostname));
}

function LoginPane({ variant, onPane }: { variant: LoginRole; onPane: (pane: Pane) => void }) {
  const translate = useTranslate();
  const appStart = useContext(AppStartContext);
  const [values, setValues] = useState({ id: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const anyIdentifier = offersAnyIdentifier(variant);

  const parsed = loginInput.safeParse({ ...values, loginRole: variant });
  const fieldErrors =
    submitted && !parsed.success ? Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])) : {};
  const errorOf = (field: 'id' | 'password') => (fieldErrors[field] ? translate(fieldErrors[field], { _: fieldErrors[field] }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (!parsed.success) return;
    setPending(true);
    try {
      // The button stays busy until the app has replaced the page.
      await appStart.at(await signIn({ id: parsed.data.id, password: parsed.data.password }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A text the catalogs do not hold is no answer of ours: the generic variant rather than a browser's own words.
      setFailure(translate(message, { _: translate(UNEXPECTED_ERROR) }));
      setPending(false);
    }
  };

  const isCrew = variant === 'crew';
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(isCrew ? 'app.auth.crew_sign_in_title' : 'app.auth.sign_in_title')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextInputField
          name="username"
          label={translate('app.auth.username')}
          placeholder={translate(
            isCrew
              ? 'app.auth.crew_username_placeholder'
              : anyIdentifier
                ? 'app.auth.username_any_placeholder'
                : 'app.auth.username_placeholder',
          )}
          value={values.id}
          error={errorOf('id')}
          autoComplete="username"
          onChange={(id) => {
            appStart.prepare();
            setValues((current) => ({ ...current, id }));
          }}
        />
        <PasswordField
          label={translate('app.auth.password')}
          placeholder={translate('app.auth.password_placeholder')}
          value={values.password}
          error={errorOf('password')}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
        />
        {!isCrew && (
          <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
            <Typography variant="body2">
              {translate('app.auth.forgot_prefix')}{' '}
              <Link component="button" type="button" onClick={() => onPane('emailForForgotUsername')}>
                {translate(anyIdentifier ? 'app.auth.forgot_username_any' : 'app.auth.forgot_username')}
              </Link>
            </Typography>
            <Link component="button" type="button" variant="body2" onClick={() => onPane('emailForReset')}>
              {translate('app.auth.forgot_password')}
            </Link>
          </Stack>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={20} color="inherit" /> : undefined}
        >
          {translate(isCrew ? 'app.auth.sign_in_crew' : 'app.auth.sign_in')}
        </Button>
        {!isCrew && (
          <Link component="button" type="button" variant="body2" onClick={() => onPane('emailForSignInLink')}>
            {translate('app.auth.sign_in_link_offer')}
          </Link>
        )}
      </Stack>
    </Box>
  );
}

export function LoginPage({ variant = 'admin' }: { variant?: LoginRole }) {
  const translate = useTranslate();
  const [pane, setPane] = useState<Pane>(opensOn);
  const signOutReason = session.signOutReason();
  // Read once: a sign-in from this page saves a user too, and then leaves for the user's landing path, not its home.
  const [signedInUser] = useState(session.user);
  const inApp = useInRouterContext();
  const appStart = useContext(AppStartContext);
  const businessName = useBusinessName();

  useEffect(() => {
    session.setLoginRole(variant);
  }, [variant]);
  useEffect(() => {
    if (signedInUser && !inApp) void appStart.at(homeOf(signedInUser));
  }, [signedInUser, inApp, appStart]);
  if (signedInUser) return inApp ? <Navigate to={homeOf(signedInUser)} replace /> : null;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
            {/* On a phone the name has a line of its own, kept for it before it comes, so its coming moves nothing. */}
            <Typography
              variant="overline"
              color="primary"
              sx={{ fontWeight: 700, letterSpacing: 2, minHeight: '2.66em', flexBasis: { xs: '100%', sm: 'auto' } }}
            >
              {businessName}
            </Typography>
            <Box sx={{ ml: 'auto' }}>
              <LanguageSwitch />
            </Box>
          </Stack>
          {signOutReason && pane === 'login' && (
            <Alert severity="warning" sx={{ my: 1 }}>
              {translate(signOutReason)} {signOutReason === LOGGED_OUT && translate('app.auth.please_login')}
            </Alert>
          )}
          {pane === 'login' ? <LoginPane variant={variant} onPane={setPane} /> : <RecoveryPane pane={pane} onPane={setPane} />}
        </CardContent>
      </Card>
    </Box>
  );
}

export const CrewLoginPage = () => <LoginPage variant="crew" />;
