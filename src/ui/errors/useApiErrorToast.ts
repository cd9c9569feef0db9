// The one way screens report a failed call: the spec's message rules and toast types, never a toast for silent statuses.
import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { type ApiError, errorMessage, shouldToastError, toastTypeFor } from './errorMessages';

export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpError) return { status: error.status, message: error.message, body: error.body as ApiError['body'] };
  if (error instanceof Error) return { status: undefined, message: error.message };
  return {};
}

export function useApiErrorToast() {
  const notify = useNotify();
  return useCallback(
    (error: unknown): string => {
      const apiError = toApiError(error);
      const message = errorMessage(apiError);
      if (shouldToastError(apiError)) notify(message, { type: toastTypeFor(apiError.status ?? 500), autoHideDuration: 10000 });
      return message;
    },
    [notify],
  );
}
