// Intuit's OAuth 2.0 token endpoints and the QuickBooks Online v3 API over fetch. Every address comes from the server's
// configuration (a local fake in tests); tokens only ever go into headers and bodies to those addresses.
import type { QuickBooksSettings } from '../../config';

const TIMEOUT_MS = 15_000;
const MINOR_VERSION = '75';

/** The query of a change: Intuit's void form per entity, or an update (sparse bodies name `sparse: true`). */
export type ChangeForm = { operation: 'void' } | { operation: 'update'; include?: 'void' };

export interface TokenGrant {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

/** An answer that is not a success: `status` 0 when none came (a timeout or a dropped connection). */
export class QuickBooksError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Intuit's error code (`2500`, `6240`…) or the OAuth `error` (`invalid_grant`). */
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

interface Fault {
  Fault?: { Error?: { Message?: string; Detail?: string; code?: string }[] };
  error?: string;
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new QuickBooksError(0, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => ({}))) as Fault;
  if (response.ok) return body;
  const first = body.Fault?.Error?.[0];
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new QuickBooksError(
    response.status,
    first?.Detail ?? first?.Message ?? body.error ?? `HTTP ${response.status}`,
    first?.code ?? body.error,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

export function quickbooksClient(settings: QuickBooksSettings) {
  // QuickBooks allows 500 API calls a minute per company: the calls are spaced evenly below that, so a long pass (the
  // history, a busy day) goes steadily instead of meeting a 429 and waiting out its back-off.
  const gapMs = settings.requestsPerMinute ? 60_000 / settings.requestsPerMinute : 0;
  let nextAt = 0;
  async function paced() {
    if (!gapMs) return;
    const now = Date.now();
    const wait = nextAt - now;
    nextAt = Math.max(now, nextAt) + gapMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
  const apiBase = settings.apiUrl.replace(/\/+$/, '');

  async function token(form: Record<string, string>): Promise<TokenGrant> {
    const answer = (await call(settings.tokenUrl, {
      method: 'POST',
      headers: { authorization: basic, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    })) as { access_token: string; refresh_token: string; expires_in: number; x_refresh_token_expires_in?: number };
    const now = Date.now();
    return {
      accessToken: answer.access_token,
      accessTokenExpiresAt: new Date(now + answer.expires_in * 1000),
      refreshToken: answer.refresh_token,
      refreshTokenExpiresAt: new Date(now + (answer.x_refresh_token_expires_in ?? 100 * 86_400) * 1000),
    };
  }

  const api = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, accept: 'application/json' });

  return {
    authorizeUrl(state: string, redirectUri: string): string {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        scope: 'com.intuit.quickbooks.accounting',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    exchangeCode: (code: string, redirectUri: string) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revoke(refreshToken: string): Promise<void> {
      await call(settings.revokeUrl, {
        method: 'POST',
        headers: { authorization: basic, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ token: refreshToken }),
      });
    },
    /**
     * POST /v3/company/{realm}/{entity}: the same `requestId` twice makes one record (Intuit's idempotency). `form` is an
     * update's or a void's query (`operation=update&include=void` voids a SalesReceipt, `operation=void` an Invoice).
     */
    async create(
      accessToken: string,
      realmId: string,
      entity: string,
      body: object,
      requestId: string,
      form?: ChangeForm,
    ): Promise<{ Id: string; SyncToken: string }> {
      const query = new URLSearchParams({ requestid: requestId, minorversion: MINOR_VERSION, ...form });
      await paced();
      const answer = (await call(`${apiBase}/v3/company/${encodeURIComponent(realmId)}/${entity}?${query}`, {
        method: 'POST',
        headers: { ...api(accessToken), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })) as Record<string, { Id: string; SyncToken: string }>;
      const record = Object.values(answer).find((value) => value && typeof value === 'object' && 'Id' in value);
      if (!record) throw new QuickBooksError(0, 'QuickBooks answered without a record');
      return record;
    },
    /** GET /v3/company/{realm}/{entity}/{id}: the record as QuickBooks holds it now (its SyncToken moves with each edit). */
    async read(accessToken: string, realmId: string, entity: string, id: string): Promise<{ Id: string; SyncToken: string }> {
      await paced();
      const answer = (await call(
        `${apiBase}/v3/company/${encodeURIComponent(realmId)}/${entity}/${encodeURIComponent(id)}?minorversion=${MINOR_VERSION}`,
        { headers: api(accessToken) },
      )) as Record<string, { Id: string; SyncToken: string }>;
      const record = Object.values(answer).find((value) => value && typeof value === 'object' && 'Id' in value);
      if (!record) throw new QuickBooksError(0, 'QuickBooks answered without a record');
      return record;
    },
    async query<T>(accessToken: string, realmId: string, entity: string, text: string): Promise<T[]> {
      const query = new URLSearchParams({ query: text, minorversion: MINOR_VERSION });
      await paced();
      const answer = (await call(`${apiBase}/v3/company/${encodeURIComponent(realmId)}/query?${query}`, {
        headers: api(accessToken),
      })) as { QueryResponse?: Record<string, T[]> };
      return answer.QueryResponse?.[entity] ?? [];
    },
  };
}

export type QuickBooksClient = ReturnType<typeof quickbooksClient>;
