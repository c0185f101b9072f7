import { todayUtc, useCountyStore } from '@lrp/shared';
import {
  normalizeTaxLienCriteria,
  type PartyResult,
  type SearchCriteria,
  type SearchTypeKey,
} from '@lrp/contract';
import { formDefaults } from '../search-form/initial-criteria';
import { useResultsStore } from './results-store';
import { useResultsSearch } from './use-results-search';

/**
 * Searches started from a detail panel (spec 2 §4): the first one starts a sequence, which keeps the search
 * shown with its page, order and selected row; Back to Search Results replays it.
 */
export function useSequence() {
  const config = useCountyStore((s) => s.config);
  const searches = useResultsSearch();

  const follow = (type: SearchTypeKey, change: Record<string, unknown>) => {
    const { view, selectedId, startSequence } = useResultsStore.getState();
    const today = todayUtc();
    let criteria = { ...formDefaults(type, config, today), ...change };
    if (type === 'searchByTaxLien')
      criteria = normalizeTaxLienCriteria(criteria as SearchCriteria<'searchByTaxLien'>, today);
    searches.run(
      { type, criteria },
      {
        onAnswer: (results) => {
          if (!results || results.totalRecordCount === 0 || !view) return;
          startSequence({
            search: view.search,
            pageNumber: view.pageNumber,
            sortKey: view.sortKey,
            sortDirection: view.sortDirection,
            selectedId,
          });
        },
      },
    );
  };

  /** The dates of the search shown (a name followed from it is searched between them). */
  const shownDates = (): Record<string, unknown> => {
    const criteria = useResultsStore.getState().view?.search.criteria ?? {};
    return 'fromRecordedDate' in criteria
      ? { fromRecordedDate: criteria.fromRecordedDate, toRecordedDate: criteria.toRecordedDate }
      : {};
  };

  return {
    dialogs: searches.dialogs,
    /** A grantor or grantee: a name search on both sides between the shown search's dates. */
    party: (party: PartyResult) =>
      follow('searchByName', {
        grantorGranteeLastName1: party.business ? party.displayName : party.lastName,
        grantorGranteeFirstName1: party.business ? '' : party.firstName,
        grantorGranteeMiddleInitial1: party.business ? '' : party.middleInitial.slice(0, 1),
        grantorGranteeSearchIn: 'BOTH',
        ...shownDates(),
      }),
    /** A reference document: a document-number search by its type and number. */
    document: (docType: string, docNumber: string) =>
      follow('searchByDocumentNumber', { documentType: docType, documentNumber: docNumber }),
    /** A Torrens certificate (also a cancelling one): a certificate search by its number. */
    certificate: (certificateNumber: string) =>
      follow('searchByTorrensCertificate', { certificateNumber }),
    /** A taxpayer: a tax-lien search by TAXPAYER. */
    taxpayer: (name: {
      lastName: string;
      firstName: string;
      middleInitial: string;
      name: string;
    }) =>
      follow('searchByTaxLien', {
        searchByTaxLienMethod: 'TAXPAYER',
        taxpayerName: name.lastName || name.name,
        taxpayerFirstName: name.firstName,
        taxpayerMiddleInitial: name.middleInitial.slice(0, 1),
      }),
    /** A lien document (release, revoke, revision): a tax-lien search by DOCUMENTNUMBER. */
    lienDocument: (docType: string, docNumber: string) =>
      follow('searchByTaxLien', {
        searchByTaxLienMethod: 'DOCUMENTNUMBER',
        documentType: docType,
        documentNumber: docNumber,
      }),
  };
}

/** Back to Search Results: the sequence's first search again, at its page and order, its row selected. */
export function useBackToResults() {
  const searches = useResultsSearch();
  const back = () => {
    const origin = useResultsStore.getState().sequenceOrigin;
    if (!origin) return;
    searches.run(origin.search, {
      place: origin,
      onAnswer: (results) => {
        if (results) useResultsStore.getState().endSequence();
      },
    });
  };
  return { back, dialogs: searches.dialogs };
}
