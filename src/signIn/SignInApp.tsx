// The sign-in page on its own, before react-admin's <Admin> is loaded: the same LoginPage with only what it reads,
// the theme (the one picked in the app, else the system's), the language (react-admin's store keeps the one chosen here
// or in the app, else the browser's) and the toasts of the recovery panes.
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nContext, type I18nProvider, NotificationContextProvider, StoreContextProvider, useStore } from 'react-admin';
import type { LoginRole } from '../../common/schemas/auth';
import { createAppStore } from '../appStore';
import { LoginPage } from '../auth/LoginPage';
import { type AppStart, AppStartContext } from '../auth/signIn';
import { signInI18nProvider } from '../i18n/signInI18nProvider';
import { Toasts } from '../layout/Toasts';
import { ChosenTheme } from '../ui/ChosenTheme';

/**
 * The language chosen in react-admin's store. react-admin's own I18nContextProvider remounts the page on a change, which
 * would drop the pane open and the values typed in it: this one only renders again, with the new words.
 */
function SignInI18n({ children }: { children: ReactNode }) {
  const [locale] = useStore<string>('locale');
  const isCurrent = () => !locale || locale === signInI18nProvider.getLocale();
  const [value, setValue] = useState<I18nProvider | undefined>(() => (isCurrent() ? { ...signInI18nProvider } : undefined));
  useEffect(() => {
    if (!locale || (value && locale === value.getLocale())) return;
    let live = true;
    void Promise.resolve(signInI18nProvider.changeLocale(locale)).then(() => live && setValue({ ...signInI18nProvider }));
    return () => {
      live = false;
    };
  }, [locale, value]);
  return value ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}

/** `appStart` hands over to the app once signed in (renderSignIn.tsx renders it in place). */
export function SignInApp({ variant, appStart }: { variant: LoginRole; appStart: AppStart }) {
  const store = useMemo(createAppStore, []);
  return (
    <ChosenTheme>
      <StoreContextProvider value={store}>
        <NotificationContextProvider>
          <SignInI18n>
            <AppStartContext.Provider value={appStart}>
              <LoginPage variant={variant} />
            </AppStartContext.Provider>
            <Toasts />
          </SignInI18n>
        </NotificationContextProvider>
      </StoreContextProvider>
    </ChosenTheme>
  );
}
