import type * as z from 'zod/mini';

/**
 * Where a rule that looks at several fields reports its findings (zod's refinement context, or any sink with
 * the same `addIssue`), so that cross-field rules do not depend on one zod flavour.
 */
export interface IssueSink {
  addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void;
}

/** Any zod schema (the contract's, or the server's own): the content of a reply envelope, a field. */
export type AnySchema = z.core.$ZodType;
