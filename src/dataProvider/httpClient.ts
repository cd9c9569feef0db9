// fetch for /api/v1 with the bearer token; failures become HttpError with the server's body (and its field errors), messages as catalog keys.
import { fetchUtils, HttpError } from 'react-admin';
import { session } from '../auth/session';
import { withTranslatableMessages } from './serverMessages';

export const API_URL = '/api/v1';

/** Requests cut off by a reload or by leaving the page are not a lost server. */
let leavingPage = false;
if (typeof window !== 'undefined') {
  for (const event of ['beforeunload', 'pagehide']) window.addEventListener(event, () => (leavingPage = true));
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    const response = await fetchUtils.fetchJson(url, { ...options, headers });
    return { ...response, json: withTranslatableMessages(response.json) };
  } catch (error) {
    if (error instanceof HttpError) {
      const body = withTranslatableMessages(error.body as { message?: string } | undefined);
      // Without a message of the server's, fetchJson's is the HTTP reason phrase ("Internal Server Error"): English and
      // not for the user, so the screen's own failure message (or the generic one) is shown instead.
      throw new HttpError(body?.message ?? '', error.status, body);
    }
    if (leavingPage || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    // fetch itself failed: the server could not be reached.
    throw new HttpError('app.auth.server_not_connected', 0, {});
  }
}

/** A call outside the resource conventions, e.g. sign-in: JSON, or multipart when the body is FormData. */
export async function apiCall<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const body = init.body === undefined || init.body instanceof FormData ? init.body : JSON.stringify(init.body);
  const headers = { Accept: 'application/json', ...init.headers };
  const { json, status } = await httpClient(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    body: body as BodyInit | undefined,
    headers,
    signal: init.signal,
  });
  return (json ?? { status }) as T;
}

/** A file the API streams, read whole with the bearer token (which a plain link cannot send); saveFile saves it. */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${session.token() ?? ''}` } });
  if (!response.ok) {
    // The server's refusal (a catalog key) goes to the screen; a body that is not its JSON leaves the screen's own message.
    const body = withTranslatableMessages((await response.json().catch(() => undefined)) as { message?: string } | undefined);
    throw new HttpError(body?.message ?? '', response.status, body ?? {});
  }
  return response.blob();
}

/** The `{data}` envelope of the API's custom calls. */
export type Data<T> = { data: T };
/** A page of a custom list (the envelope's `data`), paged with `start` and `length`. */
export type Page<T> = { list: T[]; total: number };
