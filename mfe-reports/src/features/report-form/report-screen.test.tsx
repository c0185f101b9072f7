import { registerLocales, setPortalLanguage, type Role } from '@lrp/shared';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import reportsEn from '../../locales/en.json';
import reportsJa from '../../locales/ja.json';
import ReportsSection from '../report-menu/reports-section';

registerLocales('reports', reportsEn, (tag) =>
  Promise.resolve(tag === 'ja' ? reportsJa : reportsEn),
);

let api: FetchRecorder | undefined;
let saved: string[];

beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: () => 'blob:portal/1', revokeObjectURL: () => {} });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(async () => {
  api?.restore();
  jest.restoreAllMocks();
  await act(() => setPortalLanguage('ENGLISH'));
});

const ACCOUNTS = [
  { code: '1', description: 'Pine Ridge Title Co.' },
  { code: '2', description: 'Valley Abstract LLC' },
];

/** Opens /reports/{path} as `role`; `routes` answer the screen's calls. */
async function open(
  path: string,
  role: Role = 'COUNTY',
  routes: Parameters<typeof mockApi>[0] = {},
) {
  api = mockApi(routes);
  renderWithPortal(<ReportsSection />, {
    user: makeUser({
      role,
      username: role === 'ACCOUNT' ? 'pine.admin' : 'county.clerk',
      accountName: role === 'ACCOUNT' ? 'Pine Ridge Title Co.' : null,
      allowableAccounts: role === 'ACCOUNT' ? ACCOUNTS.slice(0, 1) : ACCOUNTS,
    }),
    county: makeCountyConfig(),
    route: `/reports/${path}`,
    path: '/reports/*',
  });
  // The first report's code is compiled on first use: slow on a loaded machine.
  return screen.findByRole('form', {}, { timeout: 10_000 });
}

const side = (name: string) => within(screen.getByRole('group', { name }));
const posts = () => api!.calls.filter((c) => c.method === 'POST');
const today = new Date().toLocaleDateString('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});

describe('a report screen', () => {
  test('opens on today from 12:00 AM to 11:59 PM, all types, ordered by username, this portal’s rows', async () => {
    await open('AccountReport');
    expect(
      screen.getByRole('heading', { name: 'Audit Details - Account', level: 3 }),
    ).toBeVisible();
    expect(side('From').getByRole('textbox', { name: /^Date/ })).toHaveValue(today);
    expect(side('From').getByRole('combobox', { name: 'Hour' })).toHaveValue('12');
    expect(side('From').getByRole('combobox', { name: 'Minute' })).toHaveValue('00');
    expect(side('From').getByRole('combobox', { name: 'AM/PM' })).toHaveValue('AM');
    expect(side('To').getByRole('textbox', { name: /^Date/ })).toHaveValue(today);
    expect(side('To').getByRole('combobox', { name: 'Hour' })).toHaveValue('11');
    expect(side('To').getByRole('combobox', { name: 'Minute' })).toHaveValue('59');
    expect(side('To').getByRole('combobox', { name: 'AM/PM' })).toHaveValue('PM');
    expect(screen.getByLabelText('Account name', { selector: 'input' })).toHaveValue(
      'All accounts',
    );
    expect(screen.getByRole('combobox', { name: 'Log information' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Transaction type' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Order by' })).toHaveValue('username');
    expect(screen.getByRole('combobox', { name: 'Data source' })).toHaveValue('FIVE');
    expect(screen.getByRole('checkbox', { name: /^Summary mode/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeVisible();
    expect(screen.queryByText(/not built/i)).toBeNull();
  });

  test('shows the fields its report reads: Statement has no user, log or order; Account Type no Excel', async () => {
    await open('StatementReport');
    expect(screen.getByRole('heading', { name: 'Statement', level: 3 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Statement/transaction number' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Transaction type' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Log information' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Order by' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Account Type' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Transaction Summary - Account Type', level: 3 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Statement/transaction number' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download Excel' })).toBeNull();
  });

  test('an account administrator sees their own account, no data source and shorter type lists', async () => {
    await open('UserReport', 'ACCOUNT');
    const account = screen.getByRole('textbox', { name: 'Account name' });
    expect(account).toHaveValue('Pine Ridge Title Co.');
    expect(account).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Data source' })).toBeNull();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Transaction type')).toEqual([
      'All',
      'Deposit',
      'Surcharge',
      'Charge',
      'Refund',
      'Flat Fee Add-On',
      'Card Payment',
    ]);
    expect(options('Log information')).toHaveLength(9);
    expect(options('Log information')[0]).toBe('All');
    expect(options('Log information')).not.toContain('County Configuration Change');
  });

  test('From date is required and the range must run forward; nothing is sent until it does', async () => {
    await open('AccountReport');
    const user = userEvent.setup();
    await user.clear(side('From').getByRole('textbox', { name: /^Date/ }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await side('From').findByText('Required.')).toBeVisible();

    await user.type(side('From').getByRole('textbox', { name: /^Date/ }), today);
    await user.selectOptions(side('From').getByRole('combobox', { name: 'Hour' }), '5');
    await user.selectOptions(side('From').getByRole('combobox', { name: 'AM/PM' }), 'PM');
    await user.selectOptions(side('To').getByRole('combobox', { name: 'Hour' }), '9');
    await user.selectOptions(side('To').getByRole('combobox', { name: 'AM/PM' }), 'AM');
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(await side('To').findByText('Invalid date/time range.')).toBeVisible();
    expect(screen.queryByText('Required.')).toBeNull();
    expect(posts()).toEqual([]);
  });

  test('sends the criteria its report reads and saves the file under the spec’s name', async () => {
    await open('UserReport', 'COUNTY', {
      'POST report/userExport': () => ({ text: 'PK…' }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Account name', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Valley Abstract LLC' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'v.smith');
    await user.type(screen.getByRole('textbox', { name: 'Statement/transaction number' }), '1234');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Log information' }),
      'LOGIN_FAILURE',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order by' }), 'timestamp');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Data source' }), 'ALL');
    await user.click(screen.getByRole('checkbox', { name: /^Summary mode/ }));
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toEqual(['UserReportExport.xlsx']));
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: 'report/userExport',
        body: {
          fromDate: today,
          fromHour: 12,
          fromMinute: '00',
          fromAmPm: 'AM',
          toDate: today,
          toHour: 11,
          toMinute: '59',
          toAmPm: 'PM',
          accountName: 'Valley Abstract LLC',
          username: 'v.smith',
          statementNumber: '1234',
          logInformation: 'LOGIN_FAILURE',
          transactionType: 'all',
          orderBy: 'timestamp',
          dataSource: 'ALL',
          summaryMode: true,
        },
      },
    ]);
  });

  test('an account administrator’s body leaves the account and data source to the server; a second click waits', async () => {
    await open('StatementReport', 'ACCOUNT', {
      'POST report/statementReport': () => ({ text: '%PDF-1.7' }),
      'POST report/statementExport': () => ({ text: 'PK…' }),
    });
    // The server answers when the test says.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const mocked = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return mocked(...args);
    }) as typeof fetch;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('progressbar', { name: 'Making the report…' })).toBeVisible();
    const excel = screen.getByRole('button', { name: 'Download Excel' });
    expect(excel).toHaveAttribute('aria-disabled', 'true');
    await user.click(excel);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    answer();
    await waitFor(() => expect(saved).toEqual(['StatementReport.pdf']));
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toEqual({
      fromDate: today,
      fromHour: 12,
      fromMinute: '00',
      fromAmPm: 'AM',
      toDate: today,
      toHour: 11,
      toMinute: '59',
      toAmPm: 'PM',
      statementNumber: '',
      transactionType: 'all',
      summaryMode: false,
    });
  });

  test('a large report is made on the server: its progress shows, then its file downloads', async () => {
    const job = {
      jobId: '0f8e7a52-6c1d-4f8e-9a8b-2c4d5e6f7a8b',
      state: 'queued',
      done: 0,
      total: 40000,
      fileName: 'AccountReport.pdf',
      error: null,
    };
    const reads = [
      { ...job, state: 'running', done: 20000 },
      { ...job, state: 'done', done: 40000 },
    ];
    await open('AccountReport', 'COUNTY', {
      'POST report/accountReport': () => ({
        status: 202,
        message:
          'This report is large: it is being made on the server. It downloads here when it is ready; you may keep working.',
        content: job,
      }),
      [`GET report/jobs/${job.jobId}`]: () => ({ content: reads.shift() ?? reads[0] }),
      [`GET report/jobs/${job.jobId}/file`]: () => ({ text: '%PDF-1.7' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText(/This report is large: it is being made on the server/),
    ).toBeVisible();
    const bar = await screen.findByRole('progressbar', {
      name: 'Making the report on the server…',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'), { timeout: 3000 });
    expect(screen.getByText('20,000 of 40,000 rows')).toBeVisible();
    await waitFor(() => expect(saved).toEqual(['AccountReport.pdf']), { timeout: 4000 });
    expect(api!.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST report/accountReport',
      `GET report/jobs/${job.jobId}`,
      `GET report/jobs/${job.jobId}`,
      `GET report/jobs/${job.jobId}/file`,
    ]);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  test('a report with nothing in it is said in the error alert; a refused field under the field', async () => {
    let answer = {
      status: 400,
      message: 'There is no activity for these criteria. No report was made.',
    } as object;
    await open('UserReport', 'COUNTY', { 'POST report/userReport': () => answer });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('There is no activity for these criteria. No report was made.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(saved).toEqual([]);

    answer = {
      status: 400,
      message: 'There is no user of that name.',
      content: { fieldErrors: { username: 'There is no user of that name.' } },
    };
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('There is no user of that name.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the user picker searches by name and fills Username, from the keyboard', async () => {
    await open('AccountReport', 'COUNTY', {
      'GET report/users': {
        users: [
          { username: 'j.smith', name: 'Jane Smith', accountName: 'Pine Ridge Title Co.' },
          { username: 'smithers', name: 'Wayland Smithers', accountName: null },
        ],
      },
    });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Choose…' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a user' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus(),
    );
    await user.keyboard('smith{Enter}');
    const table = await within(dialog).findByRole('table', { name: 'Matching users' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByText('Users found: 2')).toBeVisible();
    within(table).getByRole('button', { name: 'Choose smithers' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('smithers');
  });

  test('speaks the user’s language, the contract’s messages included', async () => {
    await open('StatementReport');
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('button', { name: 'PDF をダウンロード' })).toBeVisible();
    const user = userEvent.setup();
    await user.clear(side('開始').getByRole('textbox', { name: /^日付/ }));
    await user.click(screen.getByRole('button', { name: 'PDF をダウンロード' }));
    expect(await screen.findByText('必須です。')).toBeVisible();
  });
});
