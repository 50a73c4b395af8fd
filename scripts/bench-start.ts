import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { withFreshPostgres } from './lib/fresh-postgres';
import { freePort } from './lib/server-process';
import { median, percentile } from './lib/stats';

/**
 * `npm run bench:start`: cold start of the server `npm start` runs (dist-server/main.js, built by
 * `npm run build:server`), from spawn to the first 200 on /livez, RUNS times each (docs/performance.md
 * §Cold start): on the embedded database, a data directory made by an earlier start (a restart
 * of `npm start`) and a brand-new one (the first start: PGlite creates and migrates it); on
 * PostgreSQL, a migrated database (an instance of a release starting). Beside them, PGlite alone
 * opening the existing directory in a process of its own, the part of the embedded start that is
 * the database's. `-- --tsx` times the TypeScript entry through tsx beside it. Beside the wall
 * time, the CPU time the server had used by then (Linux), which other work on a shared machine
 * stretches less. Not part of `npm test`.
 * BENCH_RUNS (default 10), BENCH_DATABASE_URL (default the local test server).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.join(import.meta.dirname, '..');
const BUNDLE = path.join(root, 'dist-server', 'main.js');

type Entry = { label: string; args: string[] };
const COMPILED: Entry = { label: 'compiled', args: [BUNDLE] };
const TSX: Entry = { label: 'tsx', args: ['--import', 'tsx', path.join(root, 'server/main.ts')] };

/** The CPU milliseconds (user and system) a process has used, from /proc; NaN where there is none. */
const cpuMs = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};

interface Start {
  wallMs: number;
  cpuMs: number;
}

/** From spawn to the first 200 on /livez: the time, and the CPU used; the server is stopped before it returns. */
async function timeStart(entry: Entry, env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, entry.args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('the server did not answer within 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/livez`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

interface Row {
  target: string;
  starts: Start[];
}

/**
 * PGlite alone, in a process of its own: from spawn to the first answer of the embedded database
 * opening `dataDir`, the floor under the server's start on it.
 */
async function timePgliteAlone(dataDir: string): Promise<Start> {
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create({ dataDir: process.env.DATA_DIR }); await db.query('SELECT 1'); process.stdout.write('open'); await db.close();`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const open = await new Promise<Start>((resolve, reject) => {
    // Timed when 'open' arrives, not at whatever the process prints first.
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('open')) resolve({ wallMs: performance.now() - started, cpuMs: cpuMs(child.pid) });
    });
    child.once('exit', (code) => reject(new Error(`PGlite alone exited with code ${code} before it opened`)));
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`PGlite alone exited with code ${String(code)} after it opened`);
  return open;
}

/** RUNS starts, each given a fresh environment by `setUp` (and `tearDown` after). */
async function series(target: string, entry: Entry, setUp: () => Record<string, string>, tearDown: (env: Record<string, string>) => void): Promise<Row> {
  const starts: Start[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const env = setUp();
    try {
      starts.push(await timeStart(entry, env));
    } finally {
      tearDown(env);
    }
  }
  return { target: `${target} (${entry.label})`, starts };
}

async function main() {
  if (!existsSync(BUNDLE)) throw new Error('no dist-server/main.js: run npm run build:server first');
  const entries = process.argv.includes('--tsx') ? [COMPILED, TSX] : [COMPILED];
  const rows: Row[] = [];
  const freshDir = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fleetvest-start-')) });
  const removeDir = (env: Record<string, string>) => rmSync(env.DATA_DIR!, { recursive: true, force: true });
  for (const entry of entries) {
    // A data directory an earlier start made and migrated, as ./data is after the first npm start.
    const existing = freshDir();
    try {
      await timeStart(entry, existing);
      rows.push(
        await series(
          'PGlite, existing data directory',
          entry,
          () => existing,
          () => undefined,
        ),
      );
      if (entry === COMPILED) {
        const alone: Start[] = [];
        for (let run = 0; run < RUNS; run += 1) alone.push(await timePgliteAlone(existing.DATA_DIR));
        rows.push({ target: 'PGlite alone, opening that directory', starts: alone });
      }
    } finally {
      removeDir(existing);
    }
    rows.push(await series('PGlite, new data directory', entry, freshDir, removeDir));
    rows.push(
      await withFreshPostgres(PG_ADMIN_URL, 'fv_start', async (url) => {
        await timeStart(entry, { DATABASE_URL: url });
        return series(
          'PostgreSQL, migrated database',
          entry,
          () => ({ DATABASE_URL: url }),
          () => undefined,
        );
      }),
    );
  }
  console.log(
    `\nspawn to the first 200 on /livez, ${RUNS} starts each (SPA build in dist/: ${existsSync(path.join(root, 'dist', 'index.html')) ? 'yes' : 'no'})`,
  );
  console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  console.log('target'.padEnd(46), ...['median ms', 'p90 ms', 'min ms', 'max ms', 'CPU median', 'CPU p90'].map((head) => head.padStart(10)));
  for (const { target, starts } of rows) {
    const wall = starts.map((start) => start.wallMs);
    const cpu = starts.map((start) => start.cpuMs);
    const cells = [median(wall), percentile(wall, 0.9), Math.min(...wall), Math.max(...wall), median(cpu), percentile(cpu, 0.9)];
    console.log(target.padEnd(46), ...cells.map((ms) => ms.toFixed(0).padStart(10)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
