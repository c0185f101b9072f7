import { COUNTY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import ControlPanelSection from '../control-panel/control-panel-section';

let api: FetchRecorder | undefined;
afterEach(() => api?.restore());

const STORED = {
  ...COUNTY_DEFAULTS.creditCard,
  applyAlternateRates: true,
  searchByNameCreditCard: 3,
  imageDocumentCreditCard: 1.5,
  rates: [
    {
      documentType: 'DEED',
      instrumentCode: '',
      documentRate: 2,
      firstPageRate: 0,
      additionalPagesRate: 0,
    },
  ],
};

function open(stored: Record<string, unknown> = STORED) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/creditCard': stored,
    'POST controlPanel/countyConfig/creditCard': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/creditCardAlternateRates',
    path: '/controlPanel/*',
  });
  return saved;
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column}, row ${row}`);

describe('Fee Structure > Credit Card Alternate Rates', () => {
  test('shows the switch, the card prices and the special rates', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Credit Card Alternate Rates', level: 3 }),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Apply Alternate Rates' })).toBeChecked();
    expect(screen.getByLabelText(/^Search by Name/)).toHaveValue('3');
    expect(screen.getByLabelText(/^Document Image/)).toHaveValue('1.5');
    expect(screen.getByLabelText(/^Tax Lien Details/)).toHaveValue('0');
    const table = screen.getByRole('table', { name: 'Special Rates' });
    expect(within(table).getByLabelText('Document Type, row 1')).toHaveValue('DEED');
    expect(within(table).getByLabelText('Document ($), row 1')).toHaveValue('2');
  });

  test('a blank price while alternate rates apply is refused with "Required." and nothing is posted', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Plat Search/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('a price of 1.005 is refused with the cents message and nothing is posted', async () => {
    const saved = open({ ...STORED, taxLienDetailsCreditCard: 1.005 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter dollars and cents, like 25.00.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('a special-rate rule refuses the save with its message', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.type(cell('Document Type', 2), 'deed');
    await user.type(cell('1st Page ($)', 2), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Duplicate document-type instrument-code combinations found.'),
    ).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('the switch and the special rates are saved without a question, the rows normalized', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Apply Alternate Rates' }));
    // With alternate rates off, a blank price is saved as 0.
    await user.clear(screen.getByLabelText(/^Search by Name/));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(cell('Document Type', 4), '0');
    await user.type(cell('Instrument Code', 4), 'qc');
    await user.type(cell('Additional Pages ($)', 4), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved[0]).toEqual({
      ...STORED,
      applyAlternateRates: false,
      searchByNameCreditCard: 0,
      rates: [
        {
          documentType: '0',
          instrumentCode: 'QC',
          documentRate: 0,
          firstPageRate: 0,
          additionalPagesRate: 0.5,
        },
        STORED.rates[0],
      ],
    });
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
  });

  test('Remove removes a special rate', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove row 1' }));
    expect(screen.getByText('No special rates. Add adds 5 rows.')).toBeVisible();
  });

  test('a Japanese user sees no raw text keys', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: '代替料金を適用' })).toBeChecked();
    expect(screen.getByRole('table', { name: '特別料金' })).toBeVisible();
    expect(screen.getByLabelText('文書 ($)、1 行目')).toHaveValue('2');
    expect(document.body.textContent).not.toMatch(/fees\.|controlPanel\./);
    await act(() => setPortalLanguage('ENGLISH'));
  });
});
