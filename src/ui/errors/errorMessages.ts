// Spec section 8 in one place: which message an error shows, whether it shows at all, and the toast type by status.
export const SILENT_STATUSES = [0, 304, 401, 412, 414, 417, 422] as const;
/** Catalog keys, like the server's messages: whoever shows a message translates it. */
export const SERVER_NOT_CONNECTED = 'app.auth.server_not_connected';
export const SOMETHING_WENT_WRONG = 'server.common.something_went_wrong';
/** The spec's other generic variant, for a failure no rule classifies (the page's own code, not a call). */
export const UNEXPECTED_ERROR = 'server.common.unexpected_error';

export interface ApiError {
  status?: number;
  message?: string;
  body?: { message?: string } | null;
  /** Set by a caller that handles the error itself. */
  doNotExpose?: boolean;
  /** Not an answer of the API (a call's failures all are, even a lost connection): nothing tells what went wrong. */
  unclassified?: boolean;
}

/** The server's message, or 'An unexpected error occurred. Please try again later.' */
export function unexpectedErrorMessage(error: ApiError | null | undefined): string {
  return error?.body?.message || UNEXPECTED_ERROR;
}

/** Status 0 or none: not connected; else the server's message, the error's own, or the screen's (a generic one by default). */
export function errorMessage(error: ApiError | null | undefined, fallback: string = SOMETHING_WENT_WRONG): string {
  if (error?.unclassified) return unexpectedErrorMessage(error);
  if (!error?.status) return SERVER_NOT_CONNECTED;
  return error.body?.message || error.message || fallback;
}

export function shouldToastError(error: ApiError | null | undefined): boolean {
  if (!error || error.doNotExpose) return false;
  if (error.unclassified) return true;
  return !SILENT_STATUSES.includes((error.status ?? 0) as (typeof SILENT_STATUSES)[number]);
}

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export function toastTypeFor(status: number): ToastType {
  if (status >= 200 && status < 300) return 'success';
  if (status === 400) return 'warning';
  if (status === 401 || status === 403) return 'error';
  return status >= 400 ? 'error' : 'info';
}
