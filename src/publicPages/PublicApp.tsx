// The pages a customer opens from a message without signing in (the pay link, the quote, the visit page) on their own,
// without react-admin's <Admin>: the theme, the store (the language chosen), the language, the toasts, the queries and
// the three pages' API calls. A phone loads neither the app's shell, its screen table nor its data provider
// (docs/performance.md, "Phone pages"); the same pages stay routes of the app for a signed-in user who follows one.
import { Suspense, useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  DataProviderContext,
  type DataProvider,
  I18nContextProvider,
  NotificationContextProvider,
  StoreContextProvider,
} from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SCREEN_PATH } from '../../common/screenPaths';
import { createAppStore } from '../appStore';
import { payLinkMethods } from '../dataProvider/payLinkMethods';
import { quoteMethods } from '../dataProvider/quoteMethods';
import { visitPageMethods } from '../dataProvider/visitPageMethods';
import { PayLinkPage } from '../customer/payLink';
import { PublicQuotePage } from '../customer/publicQuote';
import { PublicVisitPage } from '../customer/visitPage';
import { publicI18nProvider } from './publicI18nProvider';
import { ScreenLoading } from '../layout/ScreenLoading';
import { Toasts } from '../layout/Toasts';
import { ChosenTheme } from '../ui/ChosenTheme';

/** The calls the three pages make: each answers a promise, as react-admin's useDataProvider expects. */
const publicDataProvider = { ...payLinkMethods, ...quoteMethods, ...visitPageMethods } as unknown as DataProvider;

export function PublicApp() {
  const store = useMemo(createAppStore, []);
  const queryClient = useMemo(() => new QueryClient(), []);
  return (
    <BrowserRouter>
      <ChosenTheme>
        <QueryClientProvider client={queryClient}>
          <StoreContextProvider value={store}>
            <DataProviderContext.Provider value={publicDataProvider}>
              <NotificationContextProvider>
                <I18nContextProvider value={publicI18nProvider}>
                  <Suspense fallback={<ScreenLoading />}>
                    <Routes>
                      <Route path={SCREEN_PATH.payLink} element={<PayLinkPage />} />
                      <Route path={SCREEN_PATH.publicQuote} element={<PublicQuotePage />} />
                      <Route path={SCREEN_PATH.publicVisit} element={<PublicVisitPage />} />
                    </Routes>
                  </Suspense>
                  <Toasts />
                </I18nContextProvider>
              </NotificationContextProvider>
            </DataProviderContext.Provider>
          </StoreContextProvider>
        </QueryClientProvider>
      </ChosenTheme>
    </BrowserRouter>
  );
}
