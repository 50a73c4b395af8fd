import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's process id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  /** SIGTERM, then wait for the exit (its code); removes the data directory it made itself. */
  stop(): Promise<number | null>;
  /** kill -9: no shutdown at all, as in a crash. The data stays for a restart. */
  crash(): Promise<void>;
  /** How the process ended, once it has: its exit code, or the signal that ended it. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/customer/auth/fetchctimes`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer on ${url} within ${timeoutMs} ms`);
}

/** A port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * Starts the real server (the production build in dist/, sandbox providers) on 127.0.0.1 with an
 * embedded database in `dataDir` (a throw-away one when not given), or on `env.DATABASE_URL`.
 * `imports`: modules loaded into the process before the server (a crash test's freeze point).
 * `compiled`: the bundle `npm start` runs (dist-server/main.js, `npm run build:server`) instead of
 * the TypeScript through tsx.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string; imports?: string[]; compiled?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fleetvest-'));
  const imports = (options.imports ?? []).flatMap((module) => ['--import', module]);
  // tsx first: the imports may be TypeScript too.
  const args = options.compiled ? [...imports, 'dist-server/main.js'] : ['--import', 'tsx', ...imports, 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, 60_000);
  const exit = (signal: NodeJS.Signals) => {
    // A server that already died (what a crash test may catch) has nothing left to stop.
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill(signal);
    return exited;
  };
  return {
    url,
    pid: child.pid!,
    async stop() {
      const code = await exit('SIGTERM');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    async crash() {
      await exit('SIGKILL');
    },
    ended: () => (child.exitCode === null && child.signalCode === null ? undefined : { code: child.exitCode, signal: child.signalCode }),
  };
}
