// A write outside a react-admin form: toasts its success message, reports failures through the shared error module,
// then refreshes the queries the screen reads.
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useApiErrorToast } from '../errors/useApiErrorToast';

export function useNotifiedWrite<Args>(
  write: (args: Args) => Promise<unknown>,
  successMessage: string,
  refresh: () => Promise<unknown>,
  onDone?: () => void,
) {
  const notify = useNotify();
  const reportError = useApiErrorToast();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      notify(successMessage, { type: 'success' });
      onDone?.();
      await refresh();
    },
    onError: (error) => {
      reportError(error);
    },
  });
}
