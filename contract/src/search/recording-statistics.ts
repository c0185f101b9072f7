import '../zod';
import * as z from 'zod/mini';
import { checkDateRange } from '../dates';

/** Dates are MM/DD/YYYY, so ten characters; anything longer is refused before the date rules run. */
const usDate = z.string().check(z.maxLength(10));

/**
 * GET search/recordingStatistics?fromDate&toDate: how many documents the county recorded in a date range (at
 * most a year), per document type and instrument group. Added in contract 1.1.0 for the search team's
 * Recording Statistics screen, which ships in an mfe-search release of its own.
 */
export const recordingStatisticsRequestSchema = z
  .object({ fromDate: usDate, toDate: usDate })
  .check(z.superRefine((value, ctx) => checkDateRange(value, ctx, { cap: 'year' })));
export type RecordingStatisticsRequest = z.infer<typeof recordingStatisticsRequestSchema>;

export const recordingStatisticsRowSchema = z.object({
  documentType: z.string(),
  instrumentGroup: z.string(),
  count: z.int().check(z.minimum(0)),
});

export const recordingStatisticsSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(recordingStatisticsRowSchema),
  total: z.int().check(z.minimum(0)),
});
export type RecordingStatistics = z.infer<typeof recordingStatisticsSchema>;
