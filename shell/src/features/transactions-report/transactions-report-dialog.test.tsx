import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { TransactionsReportDialog } from './transactions-report-dialog';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

describe('TransactionsReportDialog', () => {
  it('defaults to YTD with the dates disabled until Custom Range', async () => {
    api = mockApi({});
    renderWithPortal(<TransactionsReportDialog opened onClose={() => {}} />, { user: makeUser() });
    expect(screen.getByRole('radio', { name: 'YTD' })).toBeChecked();
    expect(screen.getByLabelText('From Date')).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Range' }));
    expect(screen.getByLabelText(/From Date/)).toBeEnabled();
    expect(screen.queryByText('Transactions')).not.toBeInTheDocument();
  });

  it('checks custom dates with the shared rules before asking the server', async () => {
    api = mockApi({});
    renderWithPortal(<TransactionsReportDialog opened onClose={() => {}} />, { user: makeUser() });
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Range' }));
    const from = screen.getByLabelText(/From Date/);
    const to = screen.getByLabelText(/To Date/);
    await userEvent.clear(from);
    await userEvent.type(from, '01/01/2020');
    await userEvent.clear(to);
    await userEvent.type(to, '06/01/2021');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(screen.getByText('Date range cannot exceed a year.')).toBeInTheDocument();
    // Text that is not a MM/DD/YYYY date never becomes the value: the field is empty, so it is required.
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(from).toHaveValue('');
    expect(screen.getByText('Required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lets an account administrator choose all of the account or only their own transactions', () => {
    api = mockApi({});
    renderWithPortal(<TransactionsReportDialog opened onClose={() => {}} />, {
      user: makeUser({ role: 'ACCOUNT' }),
    });
    expect(screen.getByRole('radio', { name: 'My transactions only' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'All transactions for this account' }),
    ).not.toBeChecked();
  });
});
