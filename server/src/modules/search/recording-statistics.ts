import {
  envelopeSchema,
  formatUsDate,
  parseUsDate,
  recordingStatisticsRequestSchema,
  recordingStatisticsSchema,
  todayUtc,
  type RecordingStatistics,
  type RecordingStatisticsRequest,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client';
import { requireSession } from '../../plugins/roles';
import { recordedBetween } from './sql';

/**
 * How many documents the county recorded between two dates, per document type and instrument group. Counts only:
 * nothing about a document (not even a judicially protected one's existence beyond the total) is revealed, so every
 * signed-in user may ask. Free of charge; no search is recorded in Recent Searches.
 */
export async function recordingStatistics(
  db: DbOrTx,
  request: RecordingStatisticsRequest,
): Promise<RecordingStatistics> {
  const toDate = request.toDate.trim() || formatUsDate(todayUtc());
  const fromDate = formatUsDate(parseUsDate(request.fromDate)!);
  const { rows } = await db.execute<{
    document_type: string;
    instrument_group: string;
    count: number;
  }>(sql`
    select d.document_type, d.instrument_group, count(*)::int as count
    from documents d
    where ${recordedBetween(sql`d.recorded_at`, fromDate, toDate)}
    group by d.document_type, d.instrument_group
    order by d.document_type, count desc, d.instrument_group`);
  return {
    fromDate,
    toDate,
    rows: rows.map((r) => ({
      documentType: r.document_type,
      instrumentGroup: r.instrument_group,
      count: r.count,
    })),
    total: rows.reduce((sum, r) => sum + r.count, 0),
  };
}

/** POST search/recordingStatistics (contract 1.1.0): the Recording Statistics screen's one call. */
const recordingStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recordingStatistics',
    {
      onRequest: requireSession(),
      schema: {
        body: recordingStatisticsRequestSchema,
        response: { 200: envelopeSchema(recordingStatisticsSchema) },
      },
    },
    async (request, reply) => reply.ok(await recordingStatistics(app.db, request.body)),
  );
};

export default recordingStatisticsRoutes;
