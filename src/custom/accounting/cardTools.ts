// What every card of the Accounting page uses.
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormat } from '../../ui/format/useFormat';

/** What every card of the page uses: words, toasts, dates and money, the API, the cache, error toasts. */
export function useCardTools() {
  return {
    translate: useTranslate(),
    notify: useNotify(),
    format: useFormat(),
    dataProvider: useDataProvider<LawnDeskDataProvider>(),
    queryClient: useQueryClient(),
    reportError: useApiErrorToast(),
  };
}
