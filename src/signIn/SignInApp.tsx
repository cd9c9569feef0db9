// The sign-in page on its own, before react-admin's <Admin> is loaded: the same LoginPage with only what it reads,
// the theme, the language chosen in the app (react-admin's store keeps it) and the toasts of the recovery panes.
import { useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { I18nContextProvider, NotificationContextProvider, StoreContextProvider } from 'react-admin';
import type { LoginRole } from '../../common/schemas/auth';
import { createAppStore } from '../appStore';
import { LoginPage } from '../auth/LoginPage';
import { type AppStart, AppStartContext } from '../auth/signIn';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { Toasts } from '../layout/Toasts';
import { darkTheme, lightTheme, storedThemeName } from '../themes';

/** `appStart` hands over to the app once signed in (renderSignIn.tsx renders it in place). */
export function SignInApp({ variant, appStart }: { variant: LoginRole; appStart: AppStart }) {
  const store = useMemo(createAppStore, []);
  const theme = useMemo(() => createTheme(storedThemeName() === 'dark' ? darkTheme : lightTheme), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <StoreContextProvider value={store}>
        <NotificationContextProvider>
          <I18nContextProvider value={signInI18nProvider}>
            <AppStartContext.Provider value={appStart}>
              <LoginPage variant={variant} />
            </AppStartContext.Provider>
            <Toasts />
          </I18nContextProvider>
        </NotificationContextProvider>
      </StoreContextProvider>
    </ThemeProvider>
  );
}
