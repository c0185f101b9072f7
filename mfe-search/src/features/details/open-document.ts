import { useResultsStore } from '../results/results-store';
import type { useSequence } from '../results/use-sequence';

/** What opens a document from another's detail: its id, and its type and number to search it by. */
export type DocumentLink = { docId: number; docType: string; docNumber: string };

/**
 * Opens a document's detail from another document's detail: the document-number search a reference link runs
 * (a sequence, spec 2 §4: Back to Search Results returns), then, once the results show that search, its row is
 * chosen so its detail opens. Another search shown first (the link's refused or found nothing) ends the wait.
 */
export function openDocument(sequence: ReturnType<typeof useSequence>, link: DocumentLink): void {
  const before = useResultsStore.getState().view?.search;
  const stop = useResultsStore.subscribe((state) => {
    const { view } = state;
    // Batches and pages of the search shown keep its search: wait for a new one.
    if (!view || view.search === before) return;
    stop();
    const followed =
      view.search.type === 'searchByDocumentNumber' &&
      view.search.criteria.documentNumber === link.docNumber &&
      view.rows.some((row) => row.docId === link.docId);
    if (followed) state.select(link.docId);
  });
  sequence.document(link.docType, link.docNumber);
}
