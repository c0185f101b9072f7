import { buildApp } from './app';
import { describeMode, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/seed';

/** Starts the portal: migrate, seed (the demo county on an empty database with SEED=demo), listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  // Whoever reads the log sees at once whether this is the demo or a county's portal.
  if (config.mode === 'demo') app.log.warn(describeMode(config));
  else app.log.info(describeMode(config));
  try {
    const started = Date.now();
    const { seededDemo } = await prepareDatabase(database, config, app.log);
    app.log.info(
      { database: database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)', seededDemo, ms: Date.now() - started },
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
