import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PassThrough, Writable } from 'node:stream';
import {
  REPORT_CALLS,
  REPORT_LIMITS,
  REPORT_SERVER_MESSAGES,
  type ReportFormat,
  type ReportJob,
  type ReportPath,
} from '@lrp/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reportJobs, type ReportJobRow } from '../../db/schema';
import { every } from '../../jobs/schedules';
import { composeReport } from './compose';
import { PdfSink, XlsxSink, type ReportSink } from './sinks';
import type { ReportScope } from './scope';
import { reportWords } from './words';

/*
 * Making a report: into a stream at once (a small report, the reply) or, for a large one, by a job of the job
 * queue into a file under DATA_DIR/reports kept for FILE_HOURS and downloaded by the user who asked only
 * (docs/reports.md, "Large reports").
 */

export const MAKE_JOB = 'reports.make';
export const SWEEP_JOB = 'reports.sweep';
/** How long a made file is kept. */
export const FILE_HOURS = 24;

/** Rows above which a report is made as a job: REPORT_LIMITS.inlineRows, or REPORT_INLINE_ROWS (tests, tuning). */
export function inlineRows(): number {
  const configured = Number(process.env.REPORT_INLINE_ROWS);
  return Number.isSafeInteger(configured) && configured >= 0
    ? configured
    : REPORT_LIMITS.inlineRows;
}

export const fileNameOf = (report: ReportPath, format: ReportFormat): string =>
  (format === 'pdf' ? REPORT_CALLS[report].pdfFile : REPORT_CALLS[report].xlsxFile) ?? 'Report';

export const reportsFolder = (app: FastifyInstance) => path.join(app.config.dataDir, 'reports');
const fileOf = (app: FastifyInstance, id: string, format: ReportFormat) =>
  path.join(reportsFolder(app), `${id}.${format}`);

/** The sink of a format on a stream, with the words of the asker's language. */
export async function sinkFor(
  app: FastifyInstance,
  out: Writable,
  format: ReportFormat,
  scope: ReportScope,
  language: string,
): Promise<{ sink: ReportSink; words: ReturnType<typeof reportWords> }> {
  const words = reportWords(language, format);
  const common = await app.countyConfig.get('common');
  const county = `${common.countyName} - ${common.appTitle}`;
  const timeZone = app.config.countyTimeZone;
  const title =
    words[
      (
        {
          UserReport: 'userReport',
          AccountReport: 'accountReport',
          StatementReport: 'statementReport',
          AccountTypeReport: 'accountTypeReport',
        } as const
      )[scope.report]
    ];
  const sink =
    format === 'pdf'
      ? new PdfSink(out, timeZone, words, county)
      : new XlsxSink(out, timeZone, title);
  return { sink, words };
}

/** Makes a report into `out` (the reply's stream); a failure half way ends the stream in error. */
export async function streamReport(
  app: FastifyInstance,
  out: PassThrough,
  format: ReportFormat,
  scope: ReportScope,
  language: string,
): Promise<void> {
  try {
    const { sink, words } = await sinkFor(app, out, format, scope, language);
    await composeReport(app.db, scope, sink, words);
    await sink.finish();
  } catch (err) {
    app.log.error({ err, report: scope.report }, 'report failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

export function describeJob(row: ReportJobRow): ReportJob {
  return {
    jobId: row.id,
    state: row.state,
    done: row.done,
    total: row.total,
    fileName: row.fileName,
    error: row.error,
  };
}

/** A job row of `userId` that has not expired, or null. */
export async function jobOf(
  app: FastifyInstance,
  id: string,
  userId: number,
): Promise<ReportJobRow | null> {
  const [row] = await app.db
    .select()
    .from(reportJobs)
    .where(
      and(
        eq(reportJobs.id, id),
        eq(reportJobs.userId, userId),
        sql`${reportJobs.expiresAt} > now()`,
      ),
    );
  return row ?? null;
}

/** The made file of a done job, as a stream, or null when it is gone. */
export async function jobFile(app: FastifyInstance, row: ReportJobRow) {
  const file = fileOf(app, row.id, row.format);
  try {
    await stat(file);
  } catch {
    return null;
  }
  return createReadStream(file);
}

async function makeFile(app: FastifyInstance, jobId: string): Promise<void> {
  const [row] = await app.db.select().from(reportJobs).where(eq(reportJobs.id, jobId));
  if (!row || row.state === 'done' || row.state === 'failed') return;
  const update = (values: Partial<typeof reportJobs.$inferInsert>) =>
    app.db.update(reportJobs).set(values).where(eq(reportJobs.id, jobId));
  await update({ state: 'running', done: 0 });
  await mkdir(reportsFolder(app), { recursive: true });
  const file = fileOf(app, jobId, row.format);
  const part = `${file}.part`;
  try {
    const out = createWriteStream(part);
    const scope = row.scope as unknown as ReportScope;
    const { sink, words } = await sinkFor(app, out, row.format, scope, row.language);
    const written = await composeReport(app.db, scope, sink, words, async (done) => {
      await update({ done });
    });
    await sink.finish();
    await rename(part, file);
    await update({ state: 'done', done: written, finishedAt: new Date() });
  } catch (err) {
    await rm(part, { force: true });
    app.log.error({ err, jobId }, 'report job failed');
    await update({
      state: 'failed',
      error: REPORT_SERVER_MESSAGES.jobFailed,
      finishedAt: new Date(),
    });
  }
}

/** Removes expired jobs and their files. */
async function sweep(app: FastifyInstance): Promise<void> {
  const gone = await app.db
    .delete(reportJobs)
    .where(lt(reportJobs.expiresAt, sql`now()`))
    .returning({ id: reportJobs.id, format: reportJobs.format });
  for (const row of gone) await rm(fileOf(app, row.id, row.format), { force: true });
}

/** Defines the making job and the hourly sweep. */
export function defineReportJobs(app: FastifyInstance): void {
  app.jobs.define<{ jobId: string }>(MAKE_JOB, {
    run: (payload) => makeFile(app, payload.jobId),
  });
  app.jobs.schedule(SWEEP_JOB, every(3_600_000), { run: () => sweep(app) });
}
