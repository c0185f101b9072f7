import { setPortalLanguage } from '@lrp/shared';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import { DownloadButton } from './download-button';
import { useResultsStore } from './results-store';
import { documentRows, searchAnswer } from './test-rows';

let api: FetchRecorder;
let saved: { download: string }[];
const criteria = { grantorGranteeLastName1: 'GRANTOR', fromRecordedDate: '01/01/2001' };

beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: () => 'blob:portal/1', revokeObjectURL: () => {} });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ download: this.download });
  });
  const answer = searchAnswer(documentRows(1, 3), {
    total: 3,
    sortKey: 'recordedDate',
    sortDirection: 'DESC',
  });
  useResultsStore
    .getState()
    .showSearch({ type: 'searchByName', criteria }, answer.searchResults!, 1);
  api = mockApi({
    // Files, not envelopes (a reply that is not JSON).
    'POST search/searchByNamePrint': () => ({ text: '%PDF-1.7' }),
    'POST search/searchByNameExport': () => ({ text: 'file' }),
  });
});
afterEach(async () => {
  api.restore();
  jest.restoreAllMocks();
  await setPortalLanguage('ENGLISH');
});

const render = () =>
  renderWithPortal(<DownloadButton />, { user: makeUser(), county: makeCountyConfig() });

describe('the Download menu', () => {
  it('offers PDF, Excel and CSV, and is used with the keyboard alone', async () => {
    render();
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The arrow keys move between the formats.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'PDF report' })).toHaveFocus());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'PDF report',
      'Excel spreadsheet (.xlsx)',
      'CSV file (.csv)',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Excel spreadsheet (.xlsx)' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual([{ download: 'SearchResults.xlsx' }]));
    expect(menu).not.toBeInTheDocument();
    // Every row of the search shown, in its order, headed in the screen's language.
    expect(api.calls.find((c) => c.path === 'search/searchByNameExport')?.body).toEqual({
      ...criteria,
      sortKey: 'recordedDate',
      sortDirection: 'DESC',
      updateHistory: false,
      pageNumber: -1,
      format: 'XLSX',
      language: 'ENGLISH',
    });
  });

  it('PDF is the Print as before; CSV asks for the screen language', async () => {
    render();
    await act(() => setPortalLanguage('JAPANESE'));
    await userEvent.click(await screen.findByRole('button', { name: 'ダウンロード' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'PDF レポート' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('search/searchByNamePrint'));
    await waitFor(() => expect(saved).toEqual([{ download: 'SearchResultsReport.pdf' }]));
    expect(api.calls.map((c) => c.path)).toContain('search/searchByNamePrint');

    await userEvent.click(screen.getByRole('button', { name: 'ダウンロード' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV ファイル (.csv)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ download: 'SearchResults.csv' });
    expect(api.calls.find((c) => c.path === 'search/searchByNameExport')?.body).toMatchObject({
      format: 'CSV',
      language: 'JAPANESE',
      pageNumber: -1,
    });
  });
});
