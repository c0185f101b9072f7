import { sql } from 'drizzle-orm';
import type { DocumentResult, ReferenceDocument, ReferencingDocument } from '@lrp/contract';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { FIXTURE, query, rowsOf, signedIn } from '../../helpers/search';

/*
 * search/referencedByDocuments ("Referenced by"): the documents that refer to a document, the reverse of
 * search/referenceDocuments. The seed's 1988 mortgage is referred to by its assignment and its satisfaction.
 */
const t = setupServerTest();
const { mortgage, assignment, satisfaction } = FIXTURE.referencedMortgage;

/** A document's results row, found as the browser finds it (a document-number search). */
async function rowOf(client: TestClient, docNumber: number): Promise<DocumentResult> {
  const [row] = await rowsOf<DocumentResult>(client, 'searchByDocumentNumber', {
    documentNumber: String(docNumber),
  });
  return row;
}

const referencedBy = (client: TestClient, id: unknown) =>
  client.post<{ referencedBy: ReferencingDocument[] }>('/api/search/referencedByDocuments', {
    id,
  });

describe('search/referencedByDocuments', () => {
  test('a mortgage: its assignment and its satisfaction, oldest first, each with what opens it', async () => {
    const client = await signedIn(t, 'escrow.user');
    const [loan, assigned, satisfied] = [
      await rowOf(client, mortgage),
      await rowOf(client, assignment),
      await rowOf(client, satisfaction),
    ];
    const reply = await referencedBy(client, loan.docId);
    expect(reply.status).toBe(200);
    const [first, second] = [assigned, satisfied];
    expect(reply.body.content.referencedBy).toEqual(
      [first, second].map((r) => ({
        docId: r.docId,
        instrumentDescription: r.instrumentDescription,
        docNumber: String(r.docNumber),
        docType: r.documentType,
        displayDocNumber: r.displayDocNumber,
        displayBookAndPage: r.displayBookAndPage,
        recordedDate: r.recordedDate,
        recordedTime: r.recordedDateTime.slice(11, 16),
        recordedAmPm: r.recordedDateTime.slice(17),
      })),
    );
    expect([loan, assigned, satisfied].map((r) => r.instrumentCode)).toEqual(['MTG', 'ASG', 'SAT']);
    // The same pairs as the table: every document whose references name this one.
    const stored = await query<{ doc_id: number }>(
      t,
      sql`select doc_id from reference_documents where ref_doc_id = ${loan.docId} order by doc_id`,
    );
    expect(stored.map((r) => r.doc_id).sort((a, b) => a - b)).toEqual(
      [assigned.docId, satisfied.docId].sort((a, b) => a - b),
    );
    // And each of them lists the mortgage among its reference documents (the forward call).
    for (const referring of [assigned, satisfied]) {
      const forward = await client.post<{ referenceDocuments: ReferenceDocument[] }>(
        '/api/search/referenceDocuments',
        { id: referring.docId },
      );
      expect(forward.body.content.referenceDocuments.map((r) => r.docId)).toContain(loan.docId);
    }
  });

  test('a document nothing refers to: none', async () => {
    const client = await signedIn(t, 'escrow.user');
    const deed = await rowOf(client, FIXTURE.abstractNumbers.first);
    const reply = await referencedBy(client, deed.docId);
    expect(reply.status).toBe(200);
    expect(reply.body.content.referencedBy).toEqual([]);
  });

  test('judicial protection: a protected referring document only for users who may view it; a protected document is not found', async () => {
    const clerk = await signedIn(t, 'county.clerk');
    const loan = await rowOf(clerk, mortgage);
    const assigned = await rowOf(clerk, assignment);
    await t.testDb.database.db.execute(
      sql`update documents set judicial_protection = true where id = ${assigned.docId}`,
    );
    try {
      const escrow = await signedIn(t, 'escrow.user');
      const hidden = await referencedBy(escrow, loan.docId);
      expect(hidden.body.content.referencedBy.map((r) => r.displayDocNumber)).toEqual([
        String(satisfaction),
      ]);
      const shown = await referencedBy(clerk, loan.docId);
      expect(shown.body.content.referencedBy.map((r) => r.displayDocNumber)).toEqual([
        String(assignment),
        String(satisfaction),
      ]);
      // The protected document itself: 404 to the user who may not see it, as every detail call.
      const refused = await referencedBy(escrow, assigned.docId);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('The record could not be found.');
      expect((await referencedBy(clerk, assigned.docId)).status).toBe(200);
    } finally {
      await t.testDb.database.db.execute(
        sql`update documents set judicial_protection = false where id = ${assigned.docId}`,
      );
    }
  });

  test('a session is needed; the body is the contract schema; an unknown id is not found', async () => {
    expect((await referencedBy(t.client(), 1)).status).toBe(403);
    const client = await signedIn(t, 'escrow.user');
    for (const id of ['x', 0, -3, 1.5, null]) {
      const reply = await referencedBy(client, id);
      expect(reply.status).toBe(400);
      expect(reply.body.content).toMatchObject({ fieldErrors: { id: expect.any(String) } });
    }
    const missing = await referencedBy(client, 2_000_000_000);
    expect(missing.status).toBe(404);
  });
});
