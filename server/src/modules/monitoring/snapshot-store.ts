import { asc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringSnapshots } from '../../db/schema';
import { figuresSchema, type Figures } from './figures-schema';

/**
 * The monitoring_snapshots table: every instance writes its figures there every SNAPSHOT_SECONDS and, in the same
 * breath, deletes every instance's rows older than the window, so the table holds the last WINDOW_MINUTES only
 * (a few hundred small rows per instance). The summary reads all of them back, grouped by instance.
 */

export const SNAPSHOT_SECONDS = 15;
export const WINDOW_MINUTES = 15;

export async function writeSnapshot(db: Db, instanceId: string, figures: Figures): Promise<void> {
  // taken_at is the database's clock, the one the deletion and the summary's window read.
  await db.insert(monitoringSnapshots).values({ instanceId, figures });
  await db
    .delete(monitoringSnapshots)
    .where(
      lt(monitoringSnapshots.takenAt, sql`now() - make_interval(mins => ${WINDOW_MINUTES}::int)`),
    );
}

/** Each instance's snapshots of the window, oldest first (a row another version wrote in another shape is left out). */
export async function readSnapshots(db: Db): Promise<Map<string, Figures[]>> {
  const rows = await db
    .select({ instanceId: monitoringSnapshots.instanceId, figures: monitoringSnapshots.figures })
    .from(monitoringSnapshots)
    .where(
      sql`${monitoringSnapshots.takenAt} >= now() - make_interval(mins => ${WINDOW_MINUTES}::int)`,
    )
    .orderBy(asc(monitoringSnapshots.instanceId), asc(monitoringSnapshots.takenAt));
  const byInstance = new Map<string, Figures[]>();
  for (const row of rows) {
    const parsed = figuresSchema.safeParse(row.figures);
    if (!parsed.success) continue;
    const list = byInstance.get(row.instanceId) ?? [];
    list.push(parsed.data);
    byInstance.set(row.instanceId, list);
  }
  return byInstance;
}
