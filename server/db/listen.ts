import pg from 'pg';

/** What a listener hears: each notification's payload, and that it is listening again after a loss. */
export interface Listening {
  message(payload: string): void;
  /** Listening again after the connection was lost: notifications sent meanwhile are gone. */
  resumed(): void;
}

/** Where a listener says what happened to its connection: one line per loss and per return. */
export interface ListenLog {
  warn(message: string): void;
  info(message: string): void;
}

/** Waits before the next try: 0.25 s, doubling, at most 30 s, each somewhat shortened at random so instances spread out. */
const RETRY_FIRST_MS = 250;
const RETRY_MOST_MS = 30_000;
const retryDelay = (attempt: number) => {
  const ceiling = Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

/**
 * LISTENs on `channel` over a connection of its own (a pool's connections come and go, a LISTEN
 * stays with the session that ran it). A connection the server ends (a restart, a failover) is
 * logged once and opened again with backoff; it never ends the process (docs/rules.md §Errors).
 * Answers once listening for the first time, or once the first try failed (it keeps trying).
 */
export async function listenToPostgres(url: string, channel: string, listening: Listening, log: ListenLog): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let lostAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const lost = (from: pg.Client, error?: Error & { code?: string }) => {
    if (closed || client !== from) return;
    client = undefined;
    from.removeAllListeners('notification');
    void from.end().catch(() => undefined);
    if (lostAt === undefined) {
      lostAt = Date.now();
      // Only the code and message: the error may carry the connection string.
      log.warn(`live updates: listening connection lost${error?.code ? ` (${error.code})` : ''}${error ? `: ${error.message}` : ''}; opening it again`);
    }
    timer = setTimeout(() => void connect(), retryDelay(attempt++));
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    // Every client needs its own 'error' listener: an event nobody hears ends the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) listening.message(notification.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    attempt = 0;
    if (lostAt !== undefined) {
      log.info(`live updates: listening again after ${Math.round((Date.now() - lostAt) / 1000)} s`);
      lostAt = undefined;
      listening.resumed();
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
