// The site's address that every link leaving LawnDesk starts with (docs/configuration.md "Site address"): the address
// set in System Settings (business.siteAddress), else PUBLIC_URL, else the address staff last reached the app at. Jobs
// have no request, so that last one is kept in the settings table for every node; with none of the three a link cannot
// be made and the send is refused, never sent with a bare path a mail client cannot open.
import { eq } from 'drizzle-orm';
import { settings } from '../db/schema';
import type { Db, Executor } from '../db/client';
import { HttpProblem } from './httpErrors';
import { readSettings } from './settings';

/** The settings row (outside System Settings' groups) keeping the address staff last used. */
export const STAFF_ORIGIN_KEY = 'site.staffOrigin';
/** A node writes a changed staff address at most this often: two staff on two addresses must not write on every call. */
const REWRITE_MS = 60_000;
export const SITE_ADDRESS_NEEDED = 'server.site.address_needed';

/** `https://host[:port]` without a trailing slash, or null when it is not an http(s) address. */
export function originOf(address: string | undefined | null): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

export interface SiteAddress {
  /** Keeps the address a staff member's request came in on (the last resort when nothing is configured). */
  remember(origin: string): void;
  /**
   * The site's address, or null when none is set, configured or seen. Inside a transaction, pass it: on the embedded
   * database a read outside it waits for it to end, which never comes.
   */
  base(executor?: Executor): Promise<string | null>;
  /** The site's address; a 409 naming the missing site address when there is none (a send is refused before it starts). */
  required(executor?: Executor): Promise<string>;
  /** The absolute address of a path on the site; a 409 naming the missing site address when there is none. */
  linkTo(path: string, executor?: Executor): Promise<string>;
}

export function createSiteAddress(db: Db, publicUrl?: string): SiteAddress {
  const configured = originOf(publicUrl);
  let seen: { origin: string; writtenAt: number } | null = null;

  async function storedStaffOrigin(executor: Executor): Promise<string | null> {
    const [row] = await executor.select({ value: settings.value }).from(settings).where(eq(settings.key, STAFF_ORIGIN_KEY));
    return originOf(row?.value.origin as string | undefined);
  }

  return {
    remember(address) {
      const origin = originOf(address);
      if (!origin || (seen && (seen.origin === origin || Date.now() - seen.writtenAt < REWRITE_MS))) return;
      seen = { origin, writtenAt: Date.now() };
      void db
        .insert(settings)
        .values({ key: STAFF_ORIGIN_KEY, value: { origin } })
        .onConflictDoUpdate({ target: settings.key, set: { value: { origin }, updatedAt: new Date() } })
        .catch(() => {
          seen = null;
        });
    },
    async base(executor = db) {
      const { business } = await readSettings(executor, ['business']);
      return originOf(business.siteAddress) ?? configured ?? seen?.origin ?? (await storedStaffOrigin(executor));
    },
    async required(executor) {
      const base = await this.base(executor);
      if (!base) throw new HttpProblem(409, SITE_ADDRESS_NEEDED);
      return base;
    },
    async linkTo(path, executor) {
      const base = await this.required(executor);
      return `${base}${path.startsWith('/') ? path : `/${path}`}`;
    },
  };
}
