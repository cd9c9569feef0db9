// fetch for /api/v1 with the bearer token; failures become HttpError with the server's body (and its field errors).
import { fetchUtils, HttpError } from 'react-admin';
import { session } from '../auth/session';

export const API_URL = '/api/v1';

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) {
      const message = (error.body as { message?: string } | undefined)?.message ?? error.message;
      throw new HttpError(message, error.status, error.body);
    }
    // fetch itself failed: the server could not be reached.
    throw new HttpError('Server not connected.', 0, {});
  }
}

/** A JSON call outside the resource conventions, e.g. sign-in. */
export async function apiCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return json as T;
}
