import type { LandSharkOneRun } from '@lrp/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  landSharkOneRuns,
  type LandSharkOneRunKind,
  type LandSharkOneRunState,
} from '../../db/landshark-one-schema';

/*
 * The migration runs' rows (landshark_one_runs): created when a POST queues a run, moved along by its job
 * (running, done counts, the report, done or failed), read by GET countyConfig/landSharkOneMigration.
 */

/** Skipped rows listed in a report; the rest are only counted. */
export const SKIPPED_LISTED = 200;

export type Skip = { kind: string; legacyId: string | null; name: string; reason: string };

/** A run's report as it is kept (jsonb) and answered. */
export type RunReport = {
  copied: Record<string, number>;
  skipped: Skip[];
  skippedNotListed: number;
  notes: string[];
};

export const emptyReport = (): RunReport => ({
  copied: {},
  skipped: [],
  skippedNotListed: 0,
  notes: [],
});

/** Adds a skipped row to a report (listed up to SKIPPED_LISTED, counted beyond). */
export function addSkip(report: RunReport, skip: Skip): void {
  if (report.skipped.length < SKIPPED_LISTED) report.skipped.push(skip);
  else report.skippedNotListed += 1;
}

export async function createRun(
  db: DbOrTx,
  kind: LandSharkOneRunKind,
  startedBy: { userId: number; username: string },
  options: Record<string, unknown>,
): Promise<number> {
  const [row] = await db
    .insert(landSharkOneRuns)
    .values({
      kind,
      startedByUserId: startedBy.userId,
      startedBy: startedBy.username,
      options,
      report: emptyReport(),
    })
    .returning({ id: landSharkOneRuns.id });
  return row.id;
}

/** The run still queued or running, if any (one migration at a time). */
export async function activeRun(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: landSharkOneRuns.id })
    .from(landSharkOneRuns)
    .where(sql`${landSharkOneRuns.state} in ('queued', 'running')`)
    .limit(1);
  return row?.id ?? null;
}

export async function updateRun(
  db: DbOrTx,
  id: number,
  values: Partial<{
    state: LandSharkOneRunState;
    jobId: number;
    done: number;
    total: number;
    checkpoint: number;
    report: RunReport;
    error: string | null;
    finished: boolean;
  }>,
): Promise<void> {
  const { finished, report, ...rest } = values;
  await db
    .update(landSharkOneRuns)
    .set({
      ...rest,
      ...(report ? { report } : {}),
      ...(finished ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(landSharkOneRuns.id, id));
}

export async function readRun(db: DbOrTx, id: number) {
  const [row] = await db.select().from(landSharkOneRuns).where(eq(landSharkOneRuns.id, id));
  return row ?? null;
}

type RunRow = typeof landSharkOneRuns.$inferSelect;

export function describeRun(row: RunRow): LandSharkOneRun {
  const report = { ...emptyReport(), ...(row.report as Partial<RunReport>) };
  return {
    runId: row.id,
    kind: row.kind,
    state: row.state,
    done: row.done,
    total: row.total,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    startedBy: row.startedBy,
    copied: report.copied,
    skipped: report.skipped,
    skippedNotListed: report.skippedNotListed,
    notes: report.notes,
    error: row.error,
  };
}

/** The newest run of a kind, as GET landSharkOneMigration answers it. */
export async function latestRun(
  db: DbOrTx,
  kind: LandSharkOneRunKind,
): Promise<LandSharkOneRun | null> {
  const [row] = await db
    .select()
    .from(landSharkOneRuns)
    .where(and(eq(landSharkOneRuns.kind, kind)))
    .orderBy(desc(landSharkOneRuns.id))
    .limit(1);
  return row ? describeRun(row) : null;
}
