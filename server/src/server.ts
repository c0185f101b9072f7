import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/seed';

/** Starts the portal: migrate, seed (demo county on an empty database unless SEED=none), listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  try {
    const started = Date.now();
    const { seededDemo, seededRecords } = await prepareDatabase(database, { ...config, demoDocuments: config.demoDocuments }, app.log);
    app.log.info(
      { database: database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)', seededDemo, seededRecords, ms: Date.now() - started },
      'database ready',
    );
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'the server could not start');
    await app.close();
    process.exit(1);
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
