import { FEE_MESSAGES, type SpecialRate } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import ControlPanelSection from '../control-panel/control-panel-section';

let api: FetchRecorder | undefined;
afterEach(() => api?.restore());

const CONFIRM = 'The special rates for credit card will also be reset. Continue?';

const rate = (
  documentType: string,
  instrumentCode: string,
  documentRate = 0,
  firstPageRate = 0,
) => ({
  documentType,
  instrumentCode,
  documentRate,
  firstPageRate,
  additionalPagesRate: 0,
});

function open(rates: SpecialRate[] = [], applySpecialRates = false) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/aLaCarteSpecialRates': { applySpecialRates, rates },
    'POST controlPanel/countyConfig/aLaCarteSpecialRates': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/alacarteratesspecial',
    path: '/controlPanel/*',
  });
  return saved;
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column}, row ${row}`);
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove row \d+$/ });

type Typed = Partial<
  Record<'Document Type' | 'Instrument Code' | 'Document ($)' | '1st Page ($)', string>
>;
async function fill(user: ReturnType<typeof userEvent.setup>, row: number, typed: Typed) {
  for (const [column, text] of Object.entries(typed)) {
    const input = cell(column, row);
    await user.clear(input);
    await user.type(input, text);
  }
}

async function addRows(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add' }));
}

describe('Fee Structure > A La Carte Special Rates', () => {
  test('shows the stored switch and rows, each input named by its column and row', async () => {
    open([rate('0', 'QC', 2, 1), rate('DEED', '', 0, 1.5)], true);
    expect(
      await screen.findByRole('heading', { name: 'A La Carte Special Rates', level: 3 }),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Apply Special Rates' })).toBeChecked();
    expect(cell('Document Type', 1)).toHaveValue('0');
    expect(cell('Instrument Code', 1)).toHaveValue('QC');
    expect(cell('Document ($)', 1)).toHaveValue('2');
    expect(cell('Document Type', 2)).toHaveValue('DEED');
    expect(cell('1st Page ($)', 2)).toHaveValue('1.5');
    expect(cell('Additional Pages ($)', 2)).toHaveValue('0');
    expect(removeButtons()).toHaveLength(2);
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('an empty table says so, and Add adds 5 blank rows', async () => {
    open();
    expect(await screen.findByText('No special rates. Add adds 5 rows.')).toBeVisible();
    const user = userEvent.setup();
    await addRows(user);
    expect(removeButtons()).toHaveLength(5);
    expect(cell('Document Type', 5)).toHaveValue('');
    expect(cell('Document ($), row 5'.replace(', row 5', ''), 5)).toHaveValue('');
    expect(screen.queryByText('No special rates. Add adds 5 rows.')).toBeNull();
    // The first new row takes the focus.
    expect(cell('Document Type', 1)).toHaveFocus();
  });

  test('Add refuses to go past 100 rows with the limit message and adds nothing', async () => {
    open(Array.from({ length: 95 }, (_, i) => rate(`T${i}`, '', 1)));
    const user = userEvent.setup();
    await addRows(user);
    expect(removeButtons()).toHaveLength(100);
    expect(screen.queryByText(FEE_MESSAGES.rateTableLimit)).toBeNull();
    await addRows(user);
    expect(await screen.findByText('The rate table has a limit of 100 entries.')).toBeVisible();
    expect(removeButtons()).toHaveLength(100);
  }, 30_000);

  test.each([
    [
      'an instrument code without a document type',
      [{ 'Instrument Code': 'QC', 'Document ($)': '1' }],
      'Each special rate must have a document type if an instrument code is provided.',
    ],
    [
      'a row without any rate',
      [{ 'Document Type': 'DEED' }],
      'Each special rate must have at least a document or page rate.',
    ],
    [
      'an instrument code twice for all document types',
      [
        { 'Document Type': '0', 'Instrument Code': 'QC', 'Document ($)': '1' },
        { 'Document Type': '0', 'Instrument Code': 'qc', '1st Page ($)': '2' },
      ],
      'Duplicate instrument codes found; a duplicate rate has been defined for All document types.',
    ],
    [
      'a document type and instrument code twice',
      [
        { 'Document Type': 'DEED', 'Instrument Code': 'WD', 'Document ($)': '1' },
        { 'Document Type': 'deed', 'Instrument Code': 'WD', 'Document ($)': '3' },
      ],
      'Duplicate document-type instrument-code combinations found.',
    ],
  ] as [string, Typed[], string][])(
    '%s is refused with its message and nothing is posted',
    async (_rule, rows, message) => {
      const saved = open();
      const user = userEvent.setup();
      await addRows(user);
      for (const [i, typed] of rows.entries()) await fill(user, i + 1, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(saved).toHaveLength(0);
      // An edit of the table takes the message away; it is checked again on the next save.
      await user.click(screen.getByRole('button', { name: 'Remove row 5' }));
      expect(screen.queryByText(message)).toBeNull();
    },
    20_000,
  );

  test('Organize drops blank rows and sorts the rest, blank rates becoming 0', async () => {
    open();
    const user = userEvent.setup();
    await addRows(user);
    await fill(user, 1, { 'Document Type': 'WD', 'Document ($)': '2' });
    await fill(user, 3, { 'Document Type': 'deed', 'Instrument Code': 'b', '1st Page ($)': '1' });
    await fill(user, 4, { 'Document Type': 'DEED', 'Instrument Code': 'A', 'Document ($)': '5' });
    await user.click(screen.getByRole('button', { name: 'Organize' }));
    expect(removeButtons()).toHaveLength(3);
    expect(cell('Document Type', 1)).toHaveValue('DEED');
    expect(cell('Instrument Code', 1)).toHaveValue('A');
    expect(cell('Document Type', 2)).toHaveValue('DEED');
    expect(cell('Instrument Code', 2)).toHaveValue('B');
    expect(cell('Document ($)', 2)).toHaveValue('0');
    expect(cell('Document Type', 3)).toHaveValue('WD');
    expect(cell('Additional Pages ($)', 3)).toHaveValue('0');
  });

  test('Remove removes its row', async () => {
    open([rate('DEED', '', 1), rate('MTG', '', 2), rate('WD', '', 3)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove row 2' }));
    expect(removeButtons()).toHaveLength(2);
    expect(cell('Document Type', 1)).toHaveValue('DEED');
    expect(cell('Document Type', 2)).toHaveValue('WD');
  });

  test('saving asks first: No posts nothing, Yes posts the rows normalized (blank rows dropped, sorted, blanks 0)', async () => {
    const saved = open([rate('WD', '', 3)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Apply Special Rates' }));
    await addRows(user);
    await fill(user, 3, {
      'Document Type': 'deed',
      'Instrument Code': 'qc',
      '1st Page ($)': '1.25',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CONFIRM)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      applySpecialRates: true,
      rates: [{ ...rate('DEED', 'QC'), firstPageRate: 1.25 }, rate('WD', '', 3)],
    });
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    // The form shows what was saved.
    expect(removeButtons()).toHaveLength(2);
    expect(cell('Document Type', 1)).toHaveValue('DEED');
  });

  test('a Japanese user sees no raw text keys', async () => {
    open([rate('0', 'QC', 2), rate('', 'QC', 1)]);
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: '特別料金を適用' })).toBeVisible();
    expect(screen.getByLabelText('文書の種類、1 行目')).toHaveValue('0');
    const user = userEvent.setup();
    // The contract's rule reads Japanese too.
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('証書コードを指定した特別料金には、文書の種類が必要です。'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: '2 行目を削除' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('クレジットカードの特別料金もリセットされます。続行しますか？'),
    ).toBeVisible();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/fees\.|controlPanel\.|confirm\.title/);
    const labels = [...document.querySelectorAll('[aria-label]')].map((e) =>
      e.getAttribute('aria-label'),
    );
    expect(labels.join(' ')).not.toMatch(/fees\.|controlPanel\./);
    await act(() => setPortalLanguage('ENGLISH'));
  });
});
