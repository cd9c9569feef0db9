// The QuickBooks connection: connecting through Intuit's sign-in (single-use states), keeping the newest tokens,
// refreshing the access token before it expires, and disconnecting (revoked, then forgotten). Tokens stay in this file's
// table: no answer and no log line carries one.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountingConnections, accountingOauthStates } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { recordHistory } from '../../lib/history';
import { seal, secretKey, unseal } from '../../lib/secretBox';
import { HttpProblem } from '../../lib/httpErrors';
import { type QuickBooksClient, QuickBooksError, type TokenGrant } from './quickbooksClient';

/** Whether the company has any active customer. */
async function hasCustomers(client: QuickBooksClient, token: string, realmId: string): Promise<boolean> {
  const page = await client.query(token, realmId, 'Customer', 'select * from Customer where Active = true maxresults 1');
  return page.length > 0;
}

export const PROVIDER = 'quickbooks';
const STATE_MINUTES = 10;
/** An access token this close to its end is refreshed before use (Intuit's last an hour). */
const REFRESH_MARGIN_MS = 5 * 60_000;

export type Connection = typeof accountingConnections.$inferSelect;

/**
 * A state is stored hashed with the browser binding: the random value the connect put in an HttpOnly cookie of the
 * admin's browser. The state alone (as Intuit's redirect or a log could show it) completes nothing.
 */
const hashOf = (state: string, binding: string) => createHash('sha256').update(`${state}\n${binding}`).digest('hex');

/** The cookie carrying the browser binding: sent to the callback only, for the state's ten minutes. */
export const BINDING_COOKIE = 'ld_quickbooks_connect';
export const newBinding = () => randomBytes(24).toString('base64url');

/** The tokens are sealed with a key backups leave out (lib/secretBox): a restored copy holds none it can use. */
const TOKEN_KEY = 'accounting-tokens';

/** The row with its tokens opened; tokens another key sealed (a restore) read as none: connect again. */
export async function openedConnection(db: Db, row: Connection | undefined): Promise<Connection | undefined> {
  if (!row) return row;
  const key = await secretKey(db, TOKEN_KEY);
  const open = (stored: string | null) => (stored === null ? null : (unseal(key, stored) ?? null));
  const refreshToken = open(row.refreshToken);
  return { ...row, accessToken: refreshToken ? open(row.accessToken) : null, refreshToken };
}

export async function readConnection(db: Db): Promise<Connection | undefined> {
  const [row] = await db.select().from(accountingConnections).where(eq(accountingConnections.provider, PROVIDER));
  return openedConnection(db, row);
}

export const isConnected = (connection: Connection | undefined): connection is Connection & { realmId: string; refreshToken: string } =>
  Boolean(connection?.realmId && connection.refreshToken);

/** A new single-use state bound to the admin and their browser, and Intuit's authorize address carrying it. */
export async function startConnect(
  db: Db,
  client: QuickBooksClient,
  userId: string,
  redirectUri: string,
  binding: string,
): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db.delete(accountingOauthStates).where(lt(accountingOauthStates.expiresAt, new Date()));
  await db.insert(accountingOauthStates).values({
    stateHash: hashOf(state, binding),
    userId,
    redirectUri,
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  return client.authorizeUrl(state, redirectUri);
}

/**
 * Intuit sent the browser back: the state is spent (unknown, used, expired or from another browser: 400), the code
 * traded, the company confirmed (the tokens must open the realm the redirect names), the tokens kept.
 */
export async function finishConnect(
  db: Db,
  client: QuickBooksClient,
  query: { code: string; state: string; realmId: string },
  binding: string,
): Promise<void> {
  const [spent] = await db
    .update(accountingOauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountingOauthStates.stateHash, hashOf(query.state, binding)),
        isNull(accountingOauthStates.usedAt),
        gt(accountingOauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!spent) throw new HttpProblem(400, 'server.accounting.state_refused');
  let grant: TokenGrant;
  try {
    grant = await client.exchangeCode(query.code, spent.redirectUri);
  } catch (error) {
    throw new HttpProblem(400, 'server.accounting.connect_refused', undefined, error);
  }
  try {
    // The realmId is the redirect's word: QuickBooks answers 403 when these tokens are not that company's.
    await client.query(grant.accessToken, query.realmId, 'Preferences', 'select * from Preferences');
  } catch (error) {
    await client.revoke(grant.refreshToken).catch(() => undefined);
    throw new HttpProblem(400, 'server.accounting.connect_refused', undefined, error);
  }
  // The business's day, as the records pushed are dated (a UTC date is tomorrow on a Texas evening).
  const today = await businessToday(db);
  const previous = await readConnection(db);
  const sameCompany = previous?.realmId === query.realmId;
  // A company that already has customers: new ones wait until the bookkeeper has reviewed the proposed links.
  const review = !sameCompany && (await hasCustomers(client, grant.accessToken, query.realmId).catch(() => false));
  const values = {
    realmId: query.realmId,
    ...(await grantColumns(db, grant)),
    connectedById: spent.userId,
    connectedAt: new Date(),
    needsReconnectAt: null,
    lastError: null,
    pausedUntil: null,
    backoffSeconds: 0,
    // Reconnecting the same company keeps its mapping and the day pushing started from.
    ...(!sameCompany && { accounts: {}, pushFrom: today, rejectedMatches: [], customerReviewSince: review ? new Date() : null }),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(accountingConnections)
      .values({ provider: PROVIDER, pushFrom: today, ...values })
      .onConflictDoUpdate({ target: accountingConnections.provider, set: values });
    await recordHistory(tx, {
      entity: 'settings',
      entityId: PROVIDER,
      action: 'updated',
      customerId: null,
      userId: spent.userId,
      changes: { quickbooks: { from: previous?.realmId ?? null, to: query.realmId } },
    });
  });
}

async function grantColumns(db: Db, grant: TokenGrant) {
  const key = await secretKey(db, TOKEN_KEY);
  return {
    accessToken: seal(key, grant.accessToken),
    accessTokenExpiresAt: grant.accessTokenExpiresAt,
    refreshToken: seal(key, grant.refreshToken),
    refreshTokenExpiresAt: grant.refreshTokenExpiresAt,
  };
}

/** Revokes the grant at Intuit (a refusal there still forgets it here), then forgets the tokens; the links stay. */
export async function disconnect(db: Db, client: QuickBooksClient, userId: string, log: { warn: (o: object, m: string) => void }) {
  const connection = await readConnection(db);
  if (!isConnected(connection)) throw new HttpProblem(409, 'server.accounting.not_connected');
  await client
    .revoke(connection.refreshToken)
    .catch((error: unknown) => log.warn({ status: (error as QuickBooksError).status }, 'quickbooks revoke'));
  await db.transaction(async (tx) => {
    await tx
      .update(accountingConnections)
      .set({ accessToken: null, accessTokenExpiresAt: null, refreshToken: null, refreshTokenExpiresAt: null, needsReconnectAt: null })
      .where(eq(accountingConnections.provider, PROVIDER));
    await recordHistory(tx, {
      entity: 'settings',
      entityId: PROVIDER,
      action: 'updated',
      customerId: null,
      userId,
      changes: { quickbooks: { from: connection.realmId, to: null } },
    });
  });
}

/** The access token to use now: refreshed first when near its end; a refused refresh token means connect again. */
export async function accessTokenOf(db: Db, client: QuickBooksClient, connection: Connection, force = false): Promise<string | undefined> {
  if (!connection.refreshToken) return undefined;
  const fresh =
    connection.accessToken && connection.accessTokenExpiresAt && connection.accessTokenExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS;
  if (fresh && !force) return connection.accessToken!;
  let grant: TokenGrant;
  try {
    grant = await client.refresh(connection.refreshToken);
  } catch (error) {
    if (error instanceof QuickBooksError && error.status >= 400 && error.status < 500) {
      await db
        .update(accountingConnections)
        .set({ needsReconnectAt: new Date(), lastError: 'server.accounting.reconnect' })
        .where(eq(accountingConnections.provider, PROVIDER));
      return undefined;
    }
    throw error;
  }
  // Intuit rotates the refresh token: the newest is kept at once, so a crash now cannot lose it.
  await db
    .update(accountingConnections)
    .set(await grantColumns(db, grant))
    .where(eq(accountingConnections.provider, PROVIDER));
  Object.assign(connection, {
    accessToken: grant.accessToken,
    accessTokenExpiresAt: grant.accessTokenExpiresAt,
    refreshToken: grant.refreshToken,
    refreshTokenExpiresAt: grant.refreshTokenExpiresAt,
  });
  return grant.accessToken;
}
