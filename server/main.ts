import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, SHUTDOWN_REQUESTS_MS } from './app';
import { lanAddresses, startupBanner } from './banner';
import { loadConfig, sandboxProviders } from './config';
import { openDatabase, type Database } from './db/client';
import { retryWhileLost } from './db/connection-lost';
import { listenForMetrics } from './http/metrics-endpoint';
import { seedSandboxCatalogue } from './modules/investments';

/** How many times a start tries again when the database drops its connection meanwhile, a second apart. */
const START_ATTEMPTS = 30;

/** Reads config, opens (and migrates) the database, serves the API and the built SPA on one port. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  // A database that ends our connections while we start (a failover, a restart) delays the start
  // instead of ending it (docs/rules.md §Running several instances).
  let opened: Database | undefined;
  const { database, app } = await retryWhileLost(
    async () => {
      opened = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
      // Sandbox and development start with plans to try; production starts with none (npm run plans).
      if (!config.production) await seedSandboxCatalogue(opened.db);
      return { database: opened, app: await buildApp({ config, database: opened, startJobs: true }) };
    },
    {
      attempts: START_ATTEMPTS,
      waitMs: 1_000,
      onLost: async (error) => {
        console.error(`database connection lost while starting, trying again: ${error instanceof Error ? error.message : 'unknown error'}`);
        await opened?.close().catch(() => undefined);
      },
    },
  );
  const sandboxes = sandboxProviders(config);
  if (sandboxes.length > 0) app.log.warn(`sandbox providers in use: ${sandboxes.join(', ')} (mailbox at /sandbox/mailbox, checkout at /sandbox/checkout)`);

  // docs/rules.md §Running several instances: readiness goes first, then the listener, then the
  // requests in flight (SHUTDOWN_REQUESTS_MS, then as long for handlers still running), the job
  // loops at the end of a pass, the pools.
  const { metrics: scrape } = config;
  const metricsListener = scrape.port === undefined ? undefined : await listenForMetrics(app.metrics.registry, scrape.host, scrape.port);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    app.startDraining();
    await sleep(config.shutdownNoticeMs);
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_REQUESTS_MS);
    await app.close();
    await metricsListener?.close();
    clearTimeout(cutOff);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`listening on ${config.host}:${config.port} (database: ${database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`);
  if (metricsListener) app.log.info(`metrics on ${scrape.host}:${scrape.port}/metrics`);
  // For the person who ran `npm start`: plain lines, not a log record.
  console.log(`\n${startupBanner(config, sandboxes, lanAddresses())}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
