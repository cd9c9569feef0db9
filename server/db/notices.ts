// PostgreSQL's LISTEN on a connection of its own: a trigger's NOTIFY reaches every node sharing the database once the
// writing transaction has committed, and never after a rollback.
import pg from 'pg';

export interface NoticeHandlers {
  /** Listening now (again): notices sent while not listening were missed. */
  listening(): void;
  notice(): void;
  /** The connection was lost: nothing is heard until `listening` again. */
  lost(): void;
}

const RETRY_MS = 1_000;

/** Listens on `channel` until closed, opening a new connection a second after one is lost. */
export function listenOn(connectionString: string, connectMs: number, channel: string, handlers: NoticeHandlers) {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    handlers.lost();
    lost.end().catch(() => undefined);
    if (!closed) retry = setTimeout(open, RETRY_MS);
  };

  async function open() {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectMs });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === next && !closed) handlers.listening();
    } catch {
      lose(next);
    }
  }

  void open();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
