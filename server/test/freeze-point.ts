import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where a server process started with freezeAt stops: before a statement, or before a reply. */
export type FreezeAt = { statementWith: string } | { replyTo: string };

/**
 * The environment and import that make a server process (startServer) freeze at one point
 * (server/test/freeze-hook.ts), and `frozen`, which waits until it has: the moment for a kill -9.
 */
export function freezeAt(point: FreezeAt, timeoutMs = 30_000) {
  const folder = mkdtempSync(path.join(tmpdir(), 'fleetvest-freeze-'));
  const signal = path.join(folder, 'frozen');
  return {
    env: {
      FREEZE_SIGNAL: signal,
      ...('statementWith' in point ? { FREEZE_BEFORE_STATEMENT: point.statementWith } : { FREEZE_BEFORE_REPLY: point.replyTo }),
    },
    imports: [pathToFileURL(path.join(import.meta.dirname, 'freeze-hook.ts')).href],
    /** Resolves with where the process froze; throws if it has not within the timeout. */
    async frozen(): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!existsSync(signal)) {
        if (Date.now() > deadline) throw new Error(`the server did not freeze ${JSON.stringify(point)} within ${timeoutMs} ms`);
        await sleep(20);
      }
      const where = readFileSync(signal, 'utf8');
      rmSync(folder, { recursive: true, force: true });
      return where;
    },
  };
}
