import '../zod';
import * as z from 'zod/mini';
import { rowIdSchema } from '../limits';

/*
 * "Referenced by" (beyond the spec's calls): the documents that refer to a document, the reverse of
 * search/referenceDocuments (a mortgage's satisfaction and assignments refer to the mortgage).
 */

/** POST search/referencedByDocuments: the document whose referring documents are asked for. */
export const referencedByRequestSchema = z.object({ id: rowIdSchema });
export type ReferencedByRequest = z.infer<typeof referencedByRequestSchema>;

/** A document that refers to the one shown (a satisfaction or an assignment of a mortgage ...). */
export const referencingDocumentSchema = z.object({
  docId: z.int(),
  instrumentDescription: z.string(),
  docNumber: z.string(),
  docType: z.string(),
  displayDocNumber: z.string(),
  displayBookAndPage: z.string(),
  recordedDate: z.string(),
  recordedTime: z.string(),
  recordedAmPm: z.string(),
});
export type ReferencingDocument = z.infer<typeof referencingDocumentSchema>;

/** The reply of search/referencedByDocuments: the referring documents the user may see, oldest first. */
export const referencedByDocumentsSchema = z.object({
  referencedBy: z.array(referencingDocumentSchema),
});
export type ReferencedByDocuments = z.infer<typeof referencedByDocumentsSchema>;
