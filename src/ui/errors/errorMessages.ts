// Spec section 8 in one place: which message an error shows, whether it shows at all, and the toast type by status.
export const SILENT_STATUSES = [0, 304, 401, 412, 414, 417, 422] as const;
export const SERVER_NOT_CONNECTED = 'Server not connected.';
export const SOMETHING_WENT_WRONG = 'Something went wrong.';

export interface ApiError {
  status?: number;
  message?: string;
  body?: { message?: string } | null;
  /** Set by a caller that handles the error itself. */
  doNotExpose?: boolean;
}

/** Status 0 or none: not connected; else the server's message, the error's own, or a generic one. */
export function errorMessage(error: ApiError | null | undefined): string {
  if (!error?.status) return SERVER_NOT_CONNECTED;
  return error.body?.message || error.message || SOMETHING_WENT_WRONG;
}

export function shouldToastError(error: ApiError | null | undefined): boolean {
  if (!error || error.doNotExpose) return false;
  return !SILENT_STATUSES.includes((error.status ?? 0) as (typeof SILENT_STATUSES)[number]);
}

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export function toastTypeFor(status: number): ToastType {
  if (status >= 200 && status < 300) return 'success';
  if (status === 400) return 'warning';
  if (status === 401 || status === 403) return 'error';
  return status >= 400 ? 'error' : 'info';
}
