import './zod';
import * as z from 'zod/mini';

/*
 * Number ranges the database columns can hold. Every number the browser sends that reaches a column is held to
 * one of these first, so an out-of-range value is a 400 with a readable message, never a database error.
 */

/** The largest value of a PostgreSQL `integer` column (row ids, image counts). */
export const INT4_MAX = 2_147_483_647;

/** The most dollars one payment, deposit, surcharge or price may be: far inside the `numeric(12,2)` columns. */
export const MONEY_AMOUNT_MAX = 1_000_000;

/** A row id as the browser names it (an account, a user). */
export const rowIdSchema = z.int().check(z.minimum(1), z.maximum(INT4_MAX));
