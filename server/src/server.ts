import path from 'node:path';
import { buildApp } from './app';
import { describeMode, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/seed';
import { checkImagePurchases } from './modules/imaging/purchase-check';

/**
 * Starts the portal: migrate, seed (the demo county on an empty database with SEED=demo), settle card payments
 * left unfinished by a stop, listen, run the job queue. SIGTERM/SIGINT stop it gracefully: no new requests,
 * the ones in flight and the running jobs finish (for at most SHUTDOWN_TIMEOUT_SECONDS), then exit.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  // Whoever reads the log sees at once whether this is the demo or a county's portal.
  if (config.mode === 'demo') app.log.warn(describeMode(config));
  else app.log.info(describeMode(config));
  try {
    const started = Date.now();
    const { seededDemo, seededRecords } = await prepareDatabase(
      database,
      {
        ...config,
        demoDocuments: config.demoDocuments,
        demoScans: { store: app.imageStore, folder: path.join(config.dataDir, 'sample-scans') },
      },
      app.log,
    );
    app.log.info(
      {
        database: database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)',
        seededDemo,
        seededRecords,
        ms: Date.now() - started,
      },
      'database ready',
    );
    await app.ready();
    // A payment approved just before a stop (killed between Pay and the browser's completion) is credited before
    // this instance takes requests: any age counts here, the settlement makes a concurrent completion harmless.
    const settled = await app.cardPayments.reconcile(0);
    if (settled.applied || settled.voided)
      app.log.warn(settled, 'settled card payments left unfinished before this start');
    const purchases = await checkImagePurchases(app.db);
    if (purchases.ambiguous > 0)
      app.log.warn(
        purchases,
        'image pages bought before images were keyed by record kind, that may have been meant for a Torrens certificate, tract book or grantor-grantee book (likely: the buyer had searched that kind; review: the likely ones to refund)',
      );
    await app.listen({ port: config.port, host: config.host });
    if (config.jobWorker) app.jobs.start();
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
      app.log.info({ signal }, 'shutting down: finishing the requests and jobs in flight');
      const deadline = setTimeout(() => {
        app.log.error(
          { seconds: config.shutdownTimeoutSeconds },
          'requests or jobs still running at the shutdown deadline; exiting anyway',
        );
        process.exit(1);
      }, config.shutdownTimeoutSeconds * 1000);
      deadline.unref();
      app.close().then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
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
