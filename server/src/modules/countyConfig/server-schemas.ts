import { headedTableSchema } from '@lrp/contract';
import { z } from 'zod';

/*
 * County groups the server keeps that the contract does not describe yet. They belong in
 * @lrp/contract (countyConfigSchemas) once a screen edits them; until then they live here.
 */

/** County group `notableDates`: the notable-dates card, column headings and one row per index. */
export const notableDatesConfigSchema = headedTableSchema;
export type NotableDatesConfig = z.infer<typeof notableDatesConfigSchema>;
