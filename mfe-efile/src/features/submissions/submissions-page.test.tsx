import { registerLocales, setPortalLanguage } from '@lrp/shared';
import {
  makeUser,
  mockApi,
  renderWithPortal,
  type ApiRoutes,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import efileEn from '../../locales/en.json';
import efileJa from '../../locales/ja.json';
import SubmissionsPage from './submissions-page';

registerLocales('efile', efileEn, async (tag) => (tag === 'ja' ? efileJa : undefined));

let api: FetchRecorder | undefined;
afterEach(async () => {
  api?.restore();
  api = undefined;
  jest.restoreAllMocks();
  await act(() => setPortalLanguage('ENGLISH'));
});

const row = (overrides: Record<string, unknown> = {}) => ({
  transactionNumber: '2026-000123',
  submittedAt: '2026-03-02T15:04:00Z',
  efileType: 'LR',
  name: 'Erin Escrow',
  email: 'erin@example.com',
  username: 'escrow.user',
  accountName: 'Pine Ridge Title Co.',
  numberOfPages: 3,
  totalCharge: 14,
  paymentMethod: 'ESCROW',
  fileName: 'deed.pdf',
  status: 'NEW',
  reason: null,
  reviewedBy: null,
  reviewedAt: null,
  ...overrides,
});
const ROWS = [
  row(),
  row({
    transactionNumber: '2026-000124',
    efileType: 'MAP',
    name: 'Carl Card',
    paymentMethod: 'CREDIT_CARD',
    totalCharge: 60.5,
    status: 'REJECTED',
    reason: 'Unsigned.',
    reviewedBy: 'county.clerk',
    reviewedAt: '2026-03-03T10:00:00Z',
  }),
];
const page = (rows: unknown[], total = rows.length, number = 1) => ({
  rows,
  total,
  page: number,
  pageSize: 20,
});

function renderList(routes: ApiRoutes) {
  api = mockApi(routes);
  renderWithPortal(<SubmissionsPage />, {
    user: makeUser({ role: 'COUNTY', username: 'county.clerk' }),
  });
  return api;
}

/** No text, name or placeholder on the page is an untranslated key of the e-file texts. */
function expectNoRawKeys() {
  const raw = /\b(types|methods|statuses|submissions|review)\.[A-Za-z]/;
  expect(document.body.textContent).not.toMatch(raw);
  document.querySelectorAll('[aria-label],[placeholder]').forEach((el) => {
    expect(el.getAttribute('aria-label') ?? '').not.toMatch(raw);
    expect(el.getAttribute('placeholder') ?? '').not.toMatch(raw);
  });
}

describe('SubmissionsPage', () => {
  test('lists the submissions with their status, and filters by status', async () => {
    renderList({
      'GET efile/submissions': (_body: unknown, query: Record<string, string>) => ({
        content: page(query.status === 'REJECTED' ? [ROWS[1]] : ROWS),
      }),
    });
    const table = await screen.findByRole('table', { name: 'E-file Submissions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('2026-000123');
    expect(rows[1]).toHaveTextContent('Land Record');
    expect(rows[1]).toHaveTextContent('$14.00');
    expect(rows[1]).toHaveTextContent('Escrow');
    expect(rows[1]).toHaveTextContent('New');
    expect(rows[2]).toHaveTextContent('Map');
    expect(rows[2]).toHaveTextContent('Credit Card');
    expect(rows[2]).toHaveTextContent('Rejected');
    expect(rows[2]).toHaveTextContent('Reason: Unsigned.');
    expect(rows[2]).toHaveTextContent('county.clerk');
    // A rejected submission has nothing left to review; a new one has every step.
    expect(
      within(rows[2]).queryByRole('button', { name: 'Accept transaction 2026-000124' }),
    ).toBeNull();
    expect(
      within(rows[1]).getByRole('button', { name: 'Start review of transaction 2026-000123' }),
    ).toBeVisible();
    expect(screen.getByText('Displaying Results: 1-2 of 2')).toBeVisible();
    expect(api!.calls[0].query).toEqual({ status: 'ALL', page: '1' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(api!.calls.at(-1)!.query).toEqual({ status: 'REJECTED', page: '1' });
  });

  test('pages through the list', async () => {
    renderList({
      'GET efile/submissions': (_body: unknown, query: Record<string, string>) => ({
        content: page(
          [row({ transactionNumber: `2026-0000${query.page}0` })],
          41,
          Number(query.page),
        ),
      }),
    });
    await screen.findByText('2026-000010');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('2026-000030')).toBeVisible();
    expect(screen.getByText('Displaying Results: 41-41 of 41')).toBeVisible();
  });

  test('starts a review and accepts, and shows what the server says', async () => {
    const reviews: { action: string }[] = [];
    renderList({
      'GET efile/submissions': page(ROWS),
      'POST efile/submissions/review': (body: unknown) => {
        reviews.push(body as { action: string });
        // The server says something only when the submitter is e-mailed (accepted or rejected).
        return (body as { action: string }).action === 'ACCEPT'
          ? { message: 'Transaction 2026-000123 is accepted; the submitter was e-mailed.' }
          : {};
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Start review of transaction 2026-000123' }),
    );
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept transaction 2026-000123' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Transaction 2026-000123 is accepted; the submitter was e-mailed.',
    );
    expect(reviews).toEqual([
      { transactionNumber: '2026-000123', action: 'REVIEW', reason: '' },
      { transactionNumber: '2026-000123', action: 'ACCEPT', reason: '' },
    ]);
  });

  test('rejecting asks for the reason, which is required', async () => {
    const reviews: unknown[] = [];
    renderList({
      'GET efile/submissions': page(ROWS),
      'POST efile/submissions/review': (body: unknown) => {
        reviews.push(body);
        return { message: 'Transaction 2026-000123 is rejected; the submitter was e-mailed.' };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject transaction 2026-000123' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject transaction 2026-000123' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Give the reason for the rejection; the submitter reads it.'),
    ).toBeVisible();
    expect(reviews).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Reason for the rejection/ }),
      '  The legal description is missing.  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('is rejected');
    expect(reviews).toEqual([
      {
        transactionNumber: '2026-000123',
        action: 'REJECT',
        reason: 'The legal description is missing.',
      },
    ]);
  });

  test('opens the document in a new tab', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:document-1');
    renderList({
      'GET efile/submissions': page(ROWS),
      'GET efile/submissions/2026-000123/document': () => ({ text: '%PDF-1.7' }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Document of transaction 2026-000123' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('blob:document-1'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
  });

  test('a document that cannot be had closes the tab and says why', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderList({
      'GET efile/submissions': page(ROWS),
      'GET efile/submissions/2026-000123/document': () => ({
        status: 404,
        message: 'This submission does not exist.',
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Document of transaction 2026-000123' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'ERROR: This submission does not exist.',
    );
    expect(tab.close).toHaveBeenCalled();
  });

  test('says when there is nothing', async () => {
    renderList({ 'GET efile/submissions': page([]) });
    expect(await screen.findByRole('heading', { name: 'No submissions', level: 3 })).toBeVisible();
    expect(screen.getByText('No document has been e-filed yet.')).toBeVisible();
  });

  test('says when the list could not be loaded, with Retry', async () => {
    renderList({
      'GET efile/submissions': () => ({ status: 500, message: 'The database is not answering.' }),
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The submissions could not be loaded.');
    expect(failure).toHaveTextContent('The database is not answering.');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('in Japanese: translated, no raw keys', async () => {
    renderList({ 'GET efile/submissions': page(ROWS) });
    await screen.findByRole('table');
    await act(() => setPortalLanguage('JAPANESE'));
    expect(
      await screen.findByRole('heading', { name: '電子申請の提出一覧', level: 2 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '取引 2026-000123 を受理' })).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('地図');
    expect(rows[2]).toHaveTextContent('クレジットカード');
    expect(rows[2]).toHaveTextContent('理由: Unsigned.');
    expectNoRawKeys();
  });
});
