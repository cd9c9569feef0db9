// The sign-in page on its own, before react-admin's <Admin> is loaded: the same LoginPage with only what it reads,
// the theme, the language chosen in the app (react-admin's store keeps it) and the toasts of the recovery panes.
import { useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { I18nContextProvider, NotificationContextProvider, StoreContextProvider } from 'react-admin';
import type { LoginRole } from '../../common/schemas/auth';
import { createAppStore } from '../appStore';
import { LoginPage } from '../auth/LoginPage';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { Toasts } from '../layout/Toasts';
import { darkTheme, lightTheme, storedThemeName } from '../themes';

export function SignInApp({ variant }: { variant: LoginRole }) {
  const store = useMemo(createAppStore, []);
  const theme = useMemo(() => createTheme(storedThemeName() === 'dark' ? darkTheme : lightTheme), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <StoreContextProvider value={store}>
        <NotificationContextProvider>
          <I18nContextProvider value={signInI18nProvider}>
            <LoginPage variant={variant} />
            <Toasts />
          </I18nContextProvider>
        </NotificationContextProvider>
      </StoreContextProvider>
    </ThemeProvider>
  );
}
