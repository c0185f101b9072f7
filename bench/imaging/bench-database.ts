import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../../server/src/db/client';
import { REPO_ROOT } from '../../server/src/paths';
import { CountyConfigRepository } from '../../server/src/modules/countyConfig/repository';
import { loadImageRecord, type ImageRecord } from '../../server/src/modules/imaging/image-records';
import type { ChosenDocuments } from './scan-folder';

/*
 * The imaging benchmark's database (bench/README.md, "Imaging"): an embedded PGlite data folder with the demo
 * county (its users sign in) and generated documents, seeded once by `npm run seed` (server/dist/seed.mjs) under
 * bench/.tmp/imaging-db/<documents> and copied afresh for each run, so every run imports into a store and a
 * database that have no scans yet.
 */

/** The settings every process of the benchmark gets: the embedded database, whatever the shell says. */
export function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return env;
}

/**
 * The seeded data folder for `documents` scanned documents, seeded now unless an earlier run left it (more
 * generated documents than scans: some are Torrens certificates or liens, and each scan needs an abstract).
 * Returns the seconds seeding took, or null when reused.
 */
export function seededTemplate(
  root: string,
  documents: number,
): { dir: string; seconds: number | null } {
  const dir = path.join(root, 'data');
  const ready = path.join(root, 'seeded');
  if (existsSync(ready)) return { dir, seconds: null };
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const started = performance.now();
  const generated = Math.ceil(documents * 1.5) + 100;
  const seed = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'server', 'dist', 'seed.mjs'), '--documents', String(generated)],
    { env: embeddedEnv(dir), stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error('npm run seed failed');
  writeFileSync(ready, '');
  return { dir, seconds: (performance.now() - started) / 1000 };
}

/** A fresh copy of the seeded folder for this run (the template is never imported into). */
export function freshCopy(template: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(template, dir, { recursive: true });
}

/** Page counts of the ordinary documents, in turn: 5 pages on average. */
const PAGE_COUNTS = [3, 4, 5, 6, 7];

/**
 * The documents to scan, from the database: abstracts the demo users may see (images allowed, not protected) with
 * plain numbers (a file name `2019-00123` would read as a page), newest first, each with its scan's page count,
 * which their records are given (documents.page_count and the listing's pageCount, which imaging reads), as a
 * county's records give the pages it scanned; and what the drawn pages show (the 20-page document's record and
 * the county's name).
 */
export async function chooseDocuments(
  dataDir: string,
  documents: number,
): Promise<{ chosen: ChosenDocuments; drawing: { record: ImageRecord; countyName: string } }> {
  const database: Database = await openPglite(dataDir);
  try {
    const { rows } = await database.db.execute<{ id: number; number: string }>(sql`
      select id, display_doc_number as number from documents
      where document_type = 'ABSTRACT' and image_allowed and not judicial_protection
        and display_doc_number ~ '^[0-9]+$'
      order by id desc limit ${documents + 2}`);
    if (rows.length < documents + 2)
      throw new Error(
        `the database has ${rows.length} abstracts for ${documents + 2} scanned documents`,
      );
    const [twenty, fifty, ...ordinary] = rows.map((r, i) => ({
      id: Number(r.id),
      number: r.number,
      pages: i === 0 ? 20 : i === 1 ? 50 : PAGE_COUNTS[(i - 2) % PAGE_COUNTS.length],
    }));
    const all = [twenty, fifty, ...ordinary];
    const ids = sql.raw(`array[${all.map((d) => d.id).join(',')}]::int[]`);
    const pages = sql.raw(`array[${all.map((d) => d.pages).join(',')}]::int[]`);
    await database.db.execute(sql`
      update documents d set page_count = c.pages
      from unnest(${ids}, ${pages}) as c(id, pages) where d.id = c.id and d.page_count <> c.pages`);
    await database.db.execute(sql`
      update document_listings l set result_row = jsonb_set(l.result_row::jsonb, '{pageCount}', to_jsonb(c.pages))::json
      from unnest(${ids}, ${pages}) as c(id, pages)
      where l.doc_id = c.id and (l.result_row->>'pageCount')::int <> c.pages`);
    const record = await loadImageRecord(database.db, { kind: 'DOCUMENT', id: twenty.id });
    if (!record) throw new Error(`document ${twenty.number} has no image record`);
    const { countyName } = await new CountyConfigRepository(database.db).get('common');
    return { chosen: { ordinary, twenty, fifty }, drawing: { record, countyName } };
  } finally {
    await database.close();
  }
}
