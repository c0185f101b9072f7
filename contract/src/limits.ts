import './zod';
import * as z from 'zod/mini';

/*
 * Number ranges the database columns can hold, and the integer rules every request uses. Every number the
 * browser sends that reaches a column is held to one of these first, so an out-of-range value is a 400 with the
 * field's message, never a database error.
 */

/** The largest value of a PostgreSQL `integer` column (row ids, image counts, page numbers). */
export const INT4_MAX = 2_147_483_647;

/** The most dollars one payment, deposit, surcharge or price may be: far inside the `numeric(12,2)` columns. */
export const MONEY_AMOUNT_MAX = 1_000_000;

/** The latest moment a JavaScript date can hold, in milliseconds since 1970 (a browser's `Date.now()` is far below). */
export const TIMESTAMP_MS_MAX = 8_640_000_000_000_000;

/** A whole number an `integer` column holds, from `min` (0 unless said). */
export const int32Schema = (min = 0) => z.int().check(z.minimum(min), z.maximum(INT4_MAX));

/** A row id as the browser names it in a body (an account, a user, a document). */
export const rowIdSchema = int32Schema(1);

/** A row id in a URL path (`/user/12`): the text read as a whole number, held to the same range (`min` 0 for "new"). */
export const rowIdParamSchema = (min = 1) =>
  z.coerce.number().check(z.minimum(min), z.maximum(INT4_MAX), z.int());

/** A page of a list (1-based); -1 where a call asks for every page at once. */
export const pageNumberSchema = z.int().check(
  z.minimum(-1),
  z.maximum(INT4_MAX),
  z.refine((n) => n !== 0, 'Must be -1 or a page number.'),
);

/** A browser's clock reading (`Date.now()`), echoed back to tell answers apart. */
export const timestampSchema = z.number().check(z.minimum(0), z.maximum(TIMESTAMP_MS_MAX));

/**
 * The most digits a document number searched as a number may have: 15 digits stay exact in a JavaScript number
 * and far inside the `bigint` column (a 20-digit number, 2^63 or more, made the database refuse the query).
 */
export const DOCUMENT_NUMBER_MAX_DIGITS = 15;

/**
 * A JSON object of at most `max` fields whose fields a later check reads (a recorded document, a saved search's
 * criteria): bounded here, so a request's schema still says how large it may be (the JSON Schema's maxProperties).
 */
export function boundedObjectSchema(max: number) {
  const schema = z
    .looseObject({})
    .check(z.refine((o) => Object.keys(o).length <= max, `At most ${max} fields.`));
  z.globalRegistry.add(schema, { maxProperties: max });
  return schema;
}
