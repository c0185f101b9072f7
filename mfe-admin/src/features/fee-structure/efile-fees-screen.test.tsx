import { COUNTY_DEFAULTS, type EfileFees } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import ControlPanelSection from '../control-panel/control-panel-section';

let api: FetchRecorder | undefined;
afterEach(() => api?.restore());

// The defaults price a Land Record at $10.00 for the first page and $2.00 for each other page.
const STORED: EfileFees = {
  ...COUNTY_DEFAULTS.efileFees,
  MAP: { firstPage: 45, additionalPages: 7.5 },
};

function open(stored: EfileFees = STORED) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/efileFees': stored,
    'POST controlPanel/countyConfig/efileFees': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/efileFees',
    path: '/controlPanel/*',
  });
  return saved;
}

describe('Fee Structure > E-file Fees', () => {
  test('shows the stored fees, a row per document type, the card surcharge and a priced example', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'E-file Fees', level: 3 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Recording fees by document type' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Land Record',
      'Map',
      'Marriage License',
      'UCC1',
      'UCC2',
    ]);
    expect(within(table).getAllByRole('textbox')).toHaveLength(10);
    expect(screen.getByLabelText('First Page ($), Map')).toHaveValue('45');
    expect(screen.getByLabelText('Additional Pages ($), Map')).toHaveValue('7.5');
    expect(screen.getByLabelText('First Page ($), Land Record')).toHaveValue('10');
    expect(
      screen.getByText(
        'A payer who pays by credit card also pays the Credit Card Extra surcharge.',
      ),
    ).toBeVisible();
    expect(screen.getByText('A 3-page Land Record costs $14.00.')).toBeVisible();
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('the example follows the fees being typed', async () => {
    open();
    const user = userEvent.setup();
    const additional = await screen.findByLabelText('Additional Pages ($), Land Record');
    await user.clear(additional);
    await user.type(additional, '2.25');
    expect(screen.getByText('A 3-page Land Record costs $14.50.')).toBeVisible();
    await user.clear(additional);
    expect(screen.queryByText(/^A 3-page Land Record costs/)).toBeNull();
  });

  test('a blank fee is refused with "Required." and nothing is posted', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('First Page ($), Marriage License'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeVisible();
    expect(screen.getByLabelText('First Page ($), Marriage License')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saved).toHaveLength(0);
  });

  test('a fee of 1.005 is refused with the cents message and nothing is posted', async () => {
    const saved = open({ ...STORED, UCC1: { firstPage: 1.005, additionalPages: 0 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter dollars and cents, like 25.00.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('the whole group is saved with every fee a number', async () => {
    const saved = open();
    const user = userEvent.setup();
    // '2.50' stays text in the field while it is typed; it is saved as 2.5.
    const additional = await screen.findByLabelText('Additional Pages ($), UCC2');
    await user.clear(additional);
    await user.type(additional, '2.50');
    const first = screen.getByLabelText('First Page ($), Map');
    await user.clear(first);
    await user.type(first, '1250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          ...STORED,
          MAP: { firstPage: 1250, additionalPages: 7.5 },
          UCC2: { firstPage: 15, additionalPages: 2.5 },
        },
      ]),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
  });

  test('a Japanese user sees no raw text keys', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('heading', { name: '電子申請手数料', level: 3 })).toBeVisible();
    expect(await screen.findByLabelText('1 ページ目 ($)、土地記録')).toHaveValue('10');
    expect(screen.getByText('3 ページの土地記録の料金は $14.00 です。')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/fees\.|controlPanel\./);
    await act(() => setPortalLanguage('ENGLISH'));
  });
});
