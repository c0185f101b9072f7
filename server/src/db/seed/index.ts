import { passwordSchema, usernameSchema } from '@lrp/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/password';
import { CountyConfigRepository } from '../../modules/countyConfig/repository';
import type { Database, DbOrTx } from '../client';
import { loginSlides, users } from '../schema';
import type { ImageStore } from '../../modules/image-store/image-store';
import { seedDemoCounty } from './demo-county';
import { seedDemoHome } from './demo-home';
import { seedDemoScans } from './demo-scans';
import { hasRecords, seedRecords } from './records';
import { seedReferenceData } from './reference-data';
import { defaultSlide } from './slides';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Generated documents of the demo county when DEMO_DOCUMENTS does not say (the fixtures come on top). */
export const DEFAULT_DEMO_DOCUMENTS = 25_000;

/** What every database needs whatever SEED says: reference lists, every county group, one login slide. */
export async function seedProductDefaults(db: DbOrTx): Promise<void> {
  await seedReferenceData(db);
  await new CountyConfigRepository(db).ensureDefaults();
  const [{ slides }] = await db.select({ slides: count() }).from(loginSlides);
  if (slides === 0) await db.insert(loginSlides).values(defaultSlide());
}

/** Creates the first provider administrator from LRP_ADMIN_USERNAME/PASSWORD when no TRIMIN user exists. */
export async function ensureFirstAdmin(
  db: DbOrTx,
  admin: NonNullable<Config['admin']>,
  log?: Logger,
): Promise<boolean> {
  const [{ trimins }] = await db
    .select({ trimins: count() })
    .from(users)
    .where(eq(users.role, 'TRIMIN'));
  if (trimins > 0) return false;
  const username = usernameSchema.safeParse(admin.username);
  if (!username.success) throw new Error(`LRP_ADMIN_USERNAME: ${username.error.issues[0].message}`);
  const password = passwordSchema.safeParse(admin.password);
  if (!password.success) throw new Error(`LRP_ADMIN_PASSWORD: ${password.error.issues[0].message}`);
  await db.insert(users).values({
    username: username.data,
    usernameLower: username.data.toLowerCase(),
    passwordHash: await hashPassword(password.data),
    role: 'TRIMIN',
    email: admin.email,
    firstName: 'Portal',
    lastName: 'Administrator',
  });
  log?.info({ username: username.data }, 'created the first TRIMIN user from LRP_ADMIN_USERNAME');
  return true;
}

/**
 * Brings a database to what the server needs: migrations, product defaults, then (SEED=demo and no users yet)
 * the demo county, then the first administrator from the environment; then (SEED=demo and no documents yet) the
 * county's records, `demoDocuments` generated documents besides the fixtures, and with `demoScans` the sample
 * scans of three fixture documents written into its folder and imported into its store (demo-scans.ts; the
 * server's start gives it, the tests' databases leave it out: it takes a second or two).
 */
export async function prepareDatabase(
  database: Database,
  options: Pick<Config, 'seed' | 'admin'> & {
    demoDocuments?: number;
    demoScans?: { store: ImageStore; folder: string };
  },
  log?: Logger,
): Promise<{ seededDemo: boolean; seededRecords: boolean }> {
  await database.migrate();
  const { db } = database;
  let seededDemo = false;
  await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL seed one after the other, not both.
    await tx.execute(sql`select pg_advisory_xact_lock(5550001)`);
    await seedProductDefaults(tx);
    if (options.seed === 'demo') {
      const [{ existing }] = await tx.select({ existing: count() }).from(users);
      if (existing === 0) {
        await seedDemoCounty(tx);
        await seedDemoHome(tx);
        seededDemo = true;
      }
    }
    if (options.admin) await ensureFirstAdmin(tx, options.admin, log);
  });
  if (seededDemo) log?.info('seeded the demo county (Pine Ridge County)');
  // The records load in a transaction of their own (COPY on one connection), after the county exists.
  let seededRecords = false;
  if (options.seed === 'demo' && !(await hasRecords(database))) {
    const summary = await seedRecords(database, {
      documents: options.demoDocuments ?? DEFAULT_DEMO_DOCUMENTS,
    });
    log?.info({ documents: summary.documents, ms: summary.ms }, 'seeded the demo county records');
    seededRecords = true;
    if (options.demoScans) {
      const scans = await seedDemoScans(db, options.demoScans.store, options.demoScans.folder);
      log?.info(
        { documents: scans.documents, pages: scans.pages, failed: scans.failed, ms: scans.ms },
        'imported the demo county sample scans',
      );
    }
  }
  return { seededDemo, seededRecords };
}
