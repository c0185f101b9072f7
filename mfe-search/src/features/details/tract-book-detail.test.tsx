import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TractBookDetail } from '@lrp/contract';
import '../../module';
import { TractBookDetailView } from './record-details';

let api: FetchRecorder;
afterEach(() => api?.restore());

const entry: TractBookDetail = {
  id: 41,
  tractBookId: 'TB-7',
  recordedDate: '05/02/1881',
  instrument: 'Warranty Deed',
  grantor: 'QUILLFEATHER, AMOS',
  grantee: 'QUILLFEATHER, JONAS',
  firstLegalDescription: 'SE1/4 SECTION 12',
  legalDescriptionCount: 1,
  imageAllowed: true,
  pageCount: 1,
  sourcedDocKey: { docKeyType: 'TRACT_BOOK', docKeyNumber: '41', imageKeyType: 'TRACT' },
  displayBookAndPage: 'Q/1',
  legalDescriptions: [{ description: 'SE1/4 SECTION 12, TOWNSHIP 136, RANGE 31', comment: '' }],
};

describe('tract-book detail', () => {
  it("opens the legal descriptions' Details from the tract book's own legals", async () => {
    api = mockApi({
      'POST search/legalDescriptionDetails': {
        metesAndBoundsHeaders: ['section', 'township', 'range', 'description', 'comment'],
        metesAndBoundsRows: [
          {
            legalDescriptionTypeDetails: [
              '12',
              '136',
              '31',
              'SE1/4 SECTION 12, TOWNSHIP 136, RANGE 31',
              '',
            ],
          },
        ],
        lotsAndBlocksHeaders: [],
        lotsAndBlocksRows: [],
        condoHeaders: [],
        condoRows: [],
      },
    });
    renderWithPortal(<TractBookDetailView detail={entry} />, {
      user: makeUser(),
      county: makeCountyConfig(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legal Description Details' });
    const table = await within(dialog).findByRole('table', { name: 'Metes and Bounds' });
    expect(within(table).getByRole('columnheader', { name: 'Township' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '136' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'search/legalDescriptionDetails')?.body).toEqual({
      id: 41,
      source: 'TRACT_BOOK',
    });
  });
});
