/**
 * SQLSTATEs of a connection the server ended or refused (a restart, a failover, an operator's
 * pg_terminate_backend), and the socket errors of one that went away under us.
 */
const LOST_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

/** What node-postgres says, without a code, of a connection that ended or of a client it left unusable. */
const LOST_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

/**
 * Whether an error means the database connection was lost, not that a statement was wrong: the
 * request may simply be tried again (docs/rules.md §Errors). Looks through Drizzle's wrapper
 * and other causes to the driver's error.
 */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && LOST_CODES.has(code)) return true;
    if (typeof message === 'string' && LOST_MESSAGES.has(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * Runs `work` again while it fails only because the database connection was lost (a restart, a
 * failover, an operator ending connections), at most `attempts` times `waitMs` apart; any other
 * failure, or the last lost one, goes to the caller. `onLost` hears each retry (to log it, and to
 * close what the failed attempt opened).
 */
export async function retryWhileLost<T>(
  work: () => Promise<T>,
  { attempts, waitMs, onLost }: { attempts: number; waitMs: number; onLost: (error: unknown) => Promise<void> },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isConnectionLost(error)) throw error;
      await onLost(error);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
