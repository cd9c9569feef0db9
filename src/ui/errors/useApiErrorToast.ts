// The one way screens report a failed call: the spec's message rules and toast types, never a toast for silent statuses.
import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { type ApiError, errorMessage, shouldToastError, toastTypeFor } from './errorMessages';

export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpError) return { status: error.status, message: error.message, body: error.body as ApiError['body'] };
  // Its text (a TypeError's, say) is not for the user.
  return { unclassified: true };
}

/** `fallback`: the screen's own words when the answer carries no message (spec section 8's per-screen failures). */
export function useApiErrorToast(fallback?: string) {
  const notify = useNotify();
  return useCallback(
    (error: unknown): string => {
      const apiError = toApiError(error);
      const message = errorMessage(apiError, fallback);
      if (shouldToastError(apiError)) notify(message, { type: toastTypeFor(apiError.status ?? 500) });
      return message;
    },
    [notify, fallback],
  );
}
