import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import '../../module';
import ExternalSearchSection from './external-search-section';

let api: FetchRecorder;
afterEach(() => api.restore());

const answer = (total: number) => ({
  searchResults: {
    totalRecordCount: total,
    currentRecordCount: total,
    truncated: false,
    pageNumber: 1,
    batch: 0,
    sortKey: 'documentNumber',
    sortDirection: 'ASC',
    timestamp: null,
    searchResultList: [],
  },
  paymentNeeded: false,
  paymentNeededAgain: false,
  price: 0,
  usageBalance: null,
  historyResults: null,
});

const open = (route: string) =>
  renderWithPortal(<ExternalSearchSection />, {
    route,
    path: '/externalsearch/*',
    user: makeUser(),
    county: makeCountyConfig(),
  });

describe('direct lookups', () => {
  it('/externalsearch/parcelid/{id} searches the parcel from 01/01/1900 and says when nothing is found', async () => {
    api = mockApi({ 'POST search/searchByParcelId': answer(0) });
    open('/externalsearch/parcelid/21-045-9999');
    expect(await screen.findByText('Could not find requested Parcel ID')).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({
      parcelId: '21-045-9999',
      fromRecordedDate: '01/01/1900',
    });
  });

  it('/externalsearch/documentnumber/{id} searches the document number', async () => {
    api = mockApi({ 'POST search/searchByDocumentNumber': answer(0) });
    open('/externalsearch/documentnumber/123');
    expect(await screen.findByText('Could not find requested Document Number')).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({ documentNumber: '123' });
  });
});
