import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../server/src/paths';
import { chooseDocuments, embeddedEnv, freshCopy, seededTemplate } from './bench-database';
import { runImport } from './import-run';
import {
  contentOf,
  peakMemoryMb,
  signIn,
  startPortal,
  timedCall,
  type Session,
  type Timed,
} from './portal-process';
import { scanFolder, type ScannedDocument } from './scan-folder';

/*
 * npm run bench:imaging (bench/README.md, "Imaging"): the county's scanned pages measured on the image store.
 *
 * 1. A database of BENCH_IMAGING_DOCUMENTS (10,000) scanned documents: the demo county seeded with generated
 *    documents (bench-database.ts), and a folder of multi-page G4 TIFF scans named by their numbers, 5 pages a
 *    document on average, plus a 20-page and a 50-page one (scan-folder.ts). Both cached under bench/.tmp.
 * 2. The import (npm run images:import as its own process) into a folder store on a fresh copy of the database:
 *    pages per second and the process's peak memory.
 * 3. The production server on that database as its own process, flatfee.user signed in, the preview dialog's
 *    calls over HTTP: a page's preview (getPageImage) cold, then cached as the enlarged page's picture (GET
 *    imaging/pages/...jpg) and as getPageImage, over BENCH_IMAGING_PREVIEWS distinct pages, against a static file
 *    of the same bytes served by the same server; the thumbnail strip of the 20-page
 *    document (getThumbnails, 5 a call); the 50-page document bought and its PDF fetched to the first byte and
 *    to the last, as the dialog downloads it (downloadImage, streamed) and as the API's getImage answers it (whole);
 *    the server's peak memory.
 *
 * Prints a Markdown report (also written to bench/.tmp/imaging-report.md).
 */

const env = process.env;
const DOCUMENTS = Number(env.BENCH_IMAGING_DOCUMENTS ?? 10_000);
const PREVIEWS = Number(env.BENCH_IMAGING_PREVIEWS ?? 200);
const PDF_RUNS = Number(env.BENCH_IMAGING_PDF_RUNS ?? 5);
const PORT = Number(env.BENCH_PORT ?? 8492);
/** Documents whose pages warm the server up first (its code runs unoptimized for its first calls); not counted. */
const WARM_UP_DOCUMENTS = 10;
const TMP = path.join(REPO_ROOT, 'bench', '.tmp');

const report: string[] = [];
const say = (line = '') => {
  report.push(line);
  console.log(line);
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n: number) => n.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const count = (n: number) => n.toLocaleString('en-US');
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

const keyOf = (document: ScannedDocument) => ({
  sourcedDocKey: {
    docKeyType: 'DOCUMENT',
    docKeyNumber: String(document.id),
    imageKeyType: 'ABSTRACT',
  },
});

async function main(): Promise<void> {
  if (!Number.isInteger(DOCUMENTS) || DOCUMENTS < WARM_UP_DOCUMENTS + 1)
    throw new Error(
      `BENCH_IMAGING_DOCUMENTS: give a whole number of at least ${WARM_UP_DOCUMENTS + 1}`,
    );
  const runStarted = performance.now();
  say(`# Imaging benchmark (${new Date().toISOString().slice(0, 10)})`);
  say();
  say(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB; load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}; Node ${process.version}.`,
  );

  // 1. The database and the scans, each made once for this size.
  const template = seededTemplate(path.join(TMP, 'imaging-db', String(DOCUMENTS)), DOCUMENTS);
  const { chosen, drawing } = await chooseDocuments(template.dir, DOCUMENTS);
  const scans = await scanFolder(
    path.join(TMP, 'imaging-scans', String(DOCUMENTS)),
    chosen,
    drawing,
  );
  say(
    `Database: the demo county with generated documents (npm run seed, embedded PGlite), ${template.seconds === null ? 'seeded by an earlier run' : `seeded in ${template.seconds.toFixed(0)} s`}.`,
  );
  say(
    `Scans: ${count(DOCUMENTS)} documents of 3 to 7 pages (5 on average) and one of 20 and one of 50 pages, ${count(scans.pages)} pages in ${count(DOCUMENTS + 2)} multi-page bilevel G4 TIFFs at 300 dpi, named by the documents' numbers; 20 distinct pages drawn once and their G4 data reused in every file (${scans.madeSeconds === null ? 'made by an earlier run' : `made in ${scans.madeSeconds.toFixed(0)} s`}).`,
  );
  say();

  // 2. The import, into a fresh copy of the database and an empty folder store.
  const run = path.join(TMP, 'imaging-run');
  const dataDir = path.join(run, 'data');
  rmSync(run, { recursive: true, force: true });
  freshCopy(template.dir, dataDir);
  // The server's front-end root: the static file below, and an empty releases folder of its one module.
  const frontendRoot = path.join(run, 'frontend');
  mkdirSync(path.join(frontendRoot, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(frontendRoot, 'mfe-imaging', 'releases'), { recursive: true });
  const runEnv = {
    ...embeddedEnv(dataDir),
    IMAGE_STORE: 'folder',
    IMAGE_STORE_DIR: path.join(dataDir, 'images'),
  };
  const imported = await runImport(scans.folder, runEnv);
  if (imported.pages !== scans.pages || imported.failed || imported.unmatched)
    throw new Error(
      `the import stored ${imported.pages} of ${scans.pages} pages (${imported.failed} files failed, ${imported.unmatched} unmatched)`,
    );
  say('## Import (npm run images:import into a folder store)');
  say();
  const storeDir = path.join(dataDir, 'images');
  const stored = readdirSync(storeDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((n, entry) => n + statSync(path.join(entry.parentPath, entry.name)).size, 0);
  say(
    '| files | pages | time | pages/s | stored (a page on average) | peak memory (the import process) |',
  );
  say('|---|---|---|---|---|---|');
  say(
    `| ${count(imported.documents)} | ${count(imported.pages)} | ${imported.seconds.toFixed(1)} s | ${(imported.pages / imported.seconds).toFixed(1)} | ${(stored / 2 ** 20).toFixed(0)} MB (${kb(stored / imported.pages)}) | ${imported.peakMb.toFixed(0)} MB |`,
  );
  say();

  // 3. The server on the imported database; the preview dialog's calls.
  const portal = await startPortal(
    { ...runEnv, SEED: 'demo', FRONTEND_ROOT: frontendRoot, LRP_MODULES: 'mfe-imaging' },
    PORT,
  );
  try {
    const session = await signIn(portal.base, 'flatfee.user');
    const api = (call: string, body: unknown) =>
      timedCall(`${portal.base}/api/imaging/${call}`, session, body);
    await measure(api, session, portal.base, frontendRoot, scans);
    const serverPeak = peakMemoryMb(portal.pid);
    say('## Peak memory');
    say();
    say(
      `The import process: ${imported.peakMb.toFixed(0)} MB. The server (its process, the CPU pool's worker threads included) at the end of the calls: ${serverPeak === null ? 'not known (no /proc)' : `${serverPeak.toFixed(0)} MB`}.`,
    );
    say();
  } finally {
    await portal.stop();
  }
  say(`Whole run: ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`);
  mkdirSync(TMP, { recursive: true });
  writeFileSync(path.join(TMP, 'imaging-report.md'), `${report.join('\n')}\n`);
}

type Api = (call: string, body: unknown) => Promise<Timed>;

async function measure(
  api: Api,
  session: Session,
  base: string,
  frontendRoot: string,
  scans: Awaited<ReturnType<typeof scanFolder>>,
): Promise<void> {
  const pageOf = (document: ScannedDocument, page: number) => ({ ...keyOf(document), page });
  // Not counted: the warm-up documents, each opened and its pages enlarged twice.
  for (const document of scans.documents.slice(0, WARM_UP_DOCUMENTS))
    for (let round = 0; round < 2; round++) {
      await api('getThumbnails', keyOf(document));
      for (let page = 1; page <= document.pages; page++)
        await api('getPageImage', pageOf(document, page));
    }

  // Previews: distinct pages of distinct documents, each made from its scan (cold), then again (cached).
  const sample = scans.documents
    .slice(WARM_UP_DOCUMENTS, WARM_UP_DOCUMENTS + PREVIEWS)
    .map((document, i) => pageOf(document, 1 + (i % document.pages)));
  const cold: Timed[] = [];
  for (const page of sample) cold.push(await api('getPageImage', page));
  // The enlarged page as the dialog shows it: the picture route (a JPEG the browser keeps), its preview made above.
  const picture = (page: (typeof sample)[number]) =>
    timedCall(
      `${base}/api/imaging/pages/DOCUMENT/${page.sourcedDocKey.docKeyNumber}/${page.page}.jpg`,
      session,
    );
  // The static file: the picture of median size, served by the same server from its front-end root.
  const pictures: Timed[] = [];
  for (const page of sample) pictures.push(await picture(page));
  const typical = [...pictures].sort((a, b) => a.body.length - b.body.length)[
    Math.floor(pictures.length / 2)
  ].body;
  const staticName = `bench-preview.${createHash('sha256').update(typical).digest('hex').slice(0, 10)}.jpg`;
  writeFileSync(path.join(frontendRoot, 'shell', 'dist', staticName), typical);
  const getStatic = () => timedCall(`${base}/${staticName}`, null);
  for (let i = 0; i < 20; i++) await getStatic();
  // Cached pictures, cached getPageImage calls and the static file in turn, so all see the machine in the same
  // moments.
  const cached: Timed[] = [];
  const cachedCalls: Timed[] = [];
  const statics: Timed[] = [];
  for (const page of sample) {
    cached.push(await picture(page));
    cachedCalls.push(await api('getPageImage', page));
    statics.push(await getStatic());
  }
  const totals = (timed: Timed[]) => timed.map((t) => t.totalMs);
  const row = (label: string, timed: Timed[]) =>
    say(
      `| ${label} | ${ms(percentile(totals(timed), 50))} | ${ms(percentile(totals(timed), 95))} | ${kb(
        percentile(
          timed.map((t) => t.body.length),
          50,
        ),
      )} | ${kb(
        percentile(
          timed.map((t) => t.wireBytes),
          50,
        ),
      )} ${timed[0].encoding || 'identity'} |`,
    );
  say(`## Preview of a page (ms to the reply's last byte; ${sample.length} distinct pages)`);
  say();
  say(
    "Cold: getPageImage on a page that has no preview yet (read from the store, checked, fitted and watermarked by sharp in the CPU pool, kept in page_images). Cached picture: the enlarged page as the dialog fetches it, GET imaging/pages/DOCUMENT/{id}/{page}.jpg (the JPEG from page_images; a browser then keeps it 10 minutes, which this client does not). Cached getPageImage: the API call's base64 JSON of the same picture. Static: a file of the same bytes as the median picture, served by the same server from its front-end root, fetched in turn with the cached calls.",
  );
  say();
  say('| call | p50 | p95 | reply (median) | on the wire |');
  say('|---|---|---|---|---|');
  row('getPageImage, cold', cold);
  row('picture (GET .jpg), cached', cached);
  row('getPageImage, cached (base64 JSON)', cachedCalls);
  row(`static file (${kb(typical.length)})`, statics);
  const ratio50 = percentile(totals(cached), 50) / percentile(totals(statics), 50);
  const ratio95 = percentile(totals(cached), 95) / percentile(totals(statics), 95);
  say();
  say(
    `Cached picture / static file: ${ratio50.toFixed(2)}x at p50, ${ratio95.toFixed(2)}x at p95. Goal: within 1.5x (p50): ${verdict(ratio50 <= 1.5)}.`,
  );
  say();

  // The thumbnail strip of the 20-page document: the dialog's opening call (pages 1-5), then its pages forward.
  const strip = async () => {
    const calls: Timed[] = [];
    for (const page of [1, 6, 11, 16]) {
      const body =
        page === 1
          ? keyOf(scans.twenty)
          : {
              ...keyOf(scans.twenty),
              page,
              pageSelectionMethod: 'ENTIRE_DOCUMENT',
              selectedAsCsv: '',
            };
      const timed = await api('getThumbnails', body);
      const { thumbnails } = contentOf<{ thumbnails: { page: number; image: string }[] }>(timed);
      if (thumbnails.length !== 5 || thumbnails.some((t) => !t.image))
        throw new Error(`getThumbnails from page ${page} answered ${thumbnails.length} thumbnails`);
      calls.push(timed);
    }
    return calls;
  };
  const coldStrip = await strip();
  const cachedStrips: Timed[][] = [];
  for (let round = 0; round < 5; round++) cachedStrips.push(await strip());
  const sum = (calls: Timed[]) => calls.reduce((n, t) => n + t.totalMs, 0);
  say('## Thumbnail strip of the 20-page document (getThumbnails: 5 thumbnails a call, 4 calls)');
  say();
  say('| strip | 4 calls | slowest call | first call (pages 1-5) |');
  say('|---|---|---|---|');
  say(
    `| cold | ${ms(sum(coldStrip))} ms | ${ms(Math.max(...totals(coldStrip)))} ms | ${ms(coldStrip[0].totalMs)} ms |`,
  );
  say(
    `| cached (median of 5) | ${ms(percentile(cachedStrips.map(sum), 50))} ms | ${ms(
      percentile(
        cachedStrips.map((c) => Math.max(...totals(c))),
        50,
      ),
    )} ms | ${ms(
      percentile(
        cachedStrips.map((c) => c[0].totalMs),
        50,
      ),
    )} ms |`,
  );
  say();

  // The 50-page document bought (flat fee: no charge) and its PDF fetched PDF_RUNS times.
  const order = contentOf<{ imageState: { guid: string } }>(
    await api('computeDownloadOrder', {
      ...keyOf(scans.fifty),
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '',
    }),
  );
  const imageStateGuid = order.imageState.guid;
  const paid = contentOf<{ status: string }>(await api('payDownloadOrder', { imageStateGuid }));
  if (paid.status !== 'PAID') throw new Error(`the 50-page order was not paid: ${paid.status}`);
  // The dialog's download (streamed as it is written) and the API's base64 envelope (whole), in turn.
  const streamed: Timed[] = [];
  const whole: Timed[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < PDF_RUNS; i++) {
    const file = await api('downloadImage', { imageStateGuid });
    // pdfkit writes each page object as `/Type /Page`.
    const pages = file.body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    if (pages !== 50) throw new Error(`the downloaded PDF has ${pages} pages`);
    pdfBytes = file.body.length;
    streamed.push(file);
    const timed = await api('getImage', { imageStateGuid });
    const image = contentOf<{ pdf: string; header: { pageCount: number } }>(timed);
    if (image.header.pageCount !== 50)
      throw new Error(`getImage's PDF has ${image.header.pageCount} pages`);
    whole.push(timed);
  }
  const median = (timed: Timed[], key: 'firstByteMs' | 'totalMs') =>
    percentile(
      timed.map((t) => t[key]),
      50,
    );
  say(`## PDF of the 50-page document (bought by flatfee.user; median of ${PDF_RUNS})`);
  say();
  say(
    'downloadImage is what the dialog saves: the file, written as it goes (scan-pdf-stream.ts). getImage is the API call that answers the same pages base64 in a JSON envelope once the file is whole (pdf-lib, in the CPU pool).',
  );
  say();
  say('| call | first byte | total | first byte / total | reply | on the wire |');
  say('|---|---|---|---|---|---|');
  for (const [label, timed] of [
    ['downloadImage (streamed)', streamed],
    ['getImage (whole, base64 JSON)', whole],
  ] as const)
    say(
      `| ${label} | ${ms(median(timed, 'firstByteMs'))} ms | ${ms(median(timed, 'totalMs'))} ms | ${(median(timed, 'firstByteMs') / median(timed, 'totalMs')).toFixed(2)} | ${kb(timed[0].body.length)} | ${kb(timed[0].wireBytes)} ${timed[0].encoding || 'identity'} |`,
    );
  say();
  const first = median(streamed, 'firstByteMs');
  const total = median(streamed, 'totalMs');
  say(
    `Goal: the first byte in under a tenth of the total (it streams): ${verdict(first < total / 10)} (downloadImage, a ${kb(pdfBytes)} PDF).`,
  );
  say();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
