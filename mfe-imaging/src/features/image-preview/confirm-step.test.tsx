import type { FeeSchedule } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { renderWithPortal } from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import { ConfirmStep } from './confirm-step';

const paid: FeeSchedule = {
  title: 'Mortgage 9000002 Download',
  beginningBalance: '$250.00',
  purchaseMessage: '2 pages selected for download.',
  lines: [
    { description: 'Page 1 (first page)', amount: '$1.00' },
    { description: 'Page 3', amount: '$0.25' },
  ],
  total: '$1.25',
  endingBalance: '$248.75',
  alreadyPurchasedMessage: null,
  insufficientBalance: false,
  insufficientBalanceMessage: null,
  noPurchasingOptionsMessage: null,
  downloadButtonText: 'Pay $1.25 and Download',
  buyOptions: { flatFeeAddOn: false, escrowAddOn: false, creditCard: false },
  preauthorized: false,
};
const short = {
  ...paid,
  insufficientBalance: true,
  endingBalance: '-$0.75',
  insufficientBalanceMessage: 'The escrow balance cannot pay for this download.',
};

afterEach(() => setPortalLanguage('ENGLISH'));

function show(schedule: FeeSchedule) {
  const onAction = jest.fn();
  renderWithPortal(
    <ConfirmStep schedule={schedule} onAction={onAction} onBack={jest.fn()} onCancel={jest.fn()} />,
  );
  return { dialog: screen.getByRole('dialog', { name: schedule.title }), onAction };
}
const buttons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the download confirmation', () => {
  test('a balance that pays: balances, a line per page, the total and the server-named download button', async () => {
    const { dialog, onAction } = show(paid);
    const charges = within(dialog).getByRole('table', { name: 'Charges' });
    for (const text of [
      'Beginning balance',
      '$250.00',
      'Page 1 (first page)',
      '$1.00',
      'Page 3',
      '$0.25',
      'Total',
      '$1.25',
      '$248.75',
    ]) {
      expect(charges).toHaveTextContent(text);
    }
    expect(buttons(dialog)).toEqual(
      expect.arrayContaining(['Back', 'Cancel', 'Pay $1.25 and Download']),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $1.25 and Download' }));
    expect(onAction).toHaveBeenCalledWith('download');
  });

  test('one line and no total; the already-purchased message', () => {
    const { dialog } = show({
      ...paid,
      lines: [{ description: 'Document', amount: '$4.50' }],
      total: null,
      alreadyPurchasedMessage: 'Already purchased, no charge: page(s) 2.',
    });
    expect(within(dialog).queryByText('Total')).toBeNull();
    expect(dialog).toHaveTextContent('Already purchased, no charge: page(s) 2.');
  });

  test('short of money with buy options: Add to Escrow, no download; card payers: Continue to Preauthorization', async () => {
    const escrow = show({
      ...short,
      buyOptions: { flatFeeAddOn: false, escrowAddOn: true, creditCard: false },
    });
    expect(escrow.dialog).toHaveTextContent('The escrow balance cannot pay for this download.');
    expect(buttons(escrow.dialog)).not.toContain('Pay $1.25 and Download');
    await userEvent.click(within(escrow.dialog).getByRole('button', { name: 'Add to Escrow' }));
    expect(escrow.onAction).toHaveBeenCalledWith('buyOptions');
  });

  test('card payers short of a preauthorization continue to it; with no options there is nothing to continue to', async () => {
    const card = show({
      ...short,
      title: 'Exceeding Current Preauthorization',
      preauthorized: true,
      buyOptions: { flatFeeAddOn: false, escrowAddOn: false, creditCard: true },
    });
    await userEvent.click(
      within(card.dialog).getByRole('button', { name: 'Continue to Preauthorization' }),
    );
    expect(card.onAction).toHaveBeenCalledWith('preauthorize');
  });

  test('no purchasing options: the message, and only Back and Cancel', () => {
    const { dialog } = show({
      ...short,
      noPurchasingOptionsMessage:
        'There are no purchasing options for this account. Please contact the county.',
    });
    expect(dialog).toHaveTextContent('There are no purchasing options for this account.');
    expect(buttons(dialog).filter((b) => b !== '')).toEqual(['Back', 'Cancel']);
  });

  describe('the shortfall', () => {
    const noOptions =
      'There are no purchasing options for this account. Please contact the county.';
    const escrowShort = {
      account: 'Pine Ridge Title Co.',
      amount: '$0.75',
      deposit: 10,
      images: null,
    };

    test('a user is told the money missing and which account administrators can add it, by name', () => {
      const { dialog } = show({
        ...short,
        noPurchasingOptionsMessage: noOptions,
        shortfall: { ...escrowShort, administrators: ['Alma Berg', 'Rachel Dunn'] },
      });
      expect(within(dialog).getByTestId('shortfall')).toHaveTextContent(
        'This download needs $0.75 more than the escrow balance of Pine Ridge Title Co. holds. ' +
          'Ask Alma Berg or Rachel Dunn, your account administrators, to add money to the escrow balance.',
      );
      // Someone can add the money: no dead end telling the user to contact the county.
      expect(dialog).not.toHaveTextContent(noOptions);
      expect(buttons(dialog).filter((b) => b !== '')).toEqual(['Back', 'Cancel']);
    });

    test('one administrator', () => {
      const { dialog } = show({
        ...short,
        shortfall: { ...escrowShort, administrators: ['Rachel Dunn'] },
      });
      expect(within(dialog).getByTestId('shortfall')).toHaveTextContent(
        'Ask Rachel Dunn, your account administrator, to add money to the escrow balance.',
      );
    });

    test('flat-fee images missing', () => {
      const images = show({
        ...short,
        title: 'Flat fee',
        shortfall: {
          account: 'North Star Abstract',
          amount: null,
          deposit: null,
          images: 3,
          administrators: ['Ingrid Nystrom'],
        },
      });
      expect(within(images.dialog).getByTestId('shortfall')).toHaveTextContent(
        'This download needs 3 more flat-fee images than North Star Abstract has left. ' +
          'Ask Ingrid Nystrom, your account administrator, to buy more flat-fee images.',
      );
    });

    test('the account administrator is pointed to Add to Escrow', () => {
      const { dialog } = show({
        ...short,
        buyOptions: { flatFeeAddOn: false, escrowAddOn: true, creditCard: false },
        shortfall: { ...escrowShort, administrators: ['Alma Berg'] },
      });
      expect(within(dialog).getByTestId('shortfall')).toHaveTextContent(
        'As an account administrator, you can add it with Add to Escrow.',
      );
      expect(dialog).not.toHaveTextContent('Ask Alma Berg');
    });

    test('nobody can add it: the shortfall, and the county to contact', () => {
      const { dialog } = show({
        ...short,
        noPurchasingOptionsMessage: noOptions,
        shortfall: { ...escrowShort, administrators: [] },
      });
      expect(within(dialog).getByTestId('shortfall')).toHaveTextContent(
        /^This download needs \$0\.75 more than the escrow balance of Pine Ridge Title Co\. holds\.$/,
      );
      expect(dialog).toHaveTextContent(noOptions);
    });
  });

  describe('its words', () => {
    const code = (
      name: string,
      message: string,
      params: Record<string, string | number> | null = null,
    ) => ({
      code: `imagingOrder.${name}`,
      params,
      message,
    });
    const page = (n: number) => code('pageLine', `Page ${n}`, { page: n });
    /** Pages 1 (first page), 2, 3, 4 and 6, paid from the escrow of an account whose name ends in a period. */
    const coded: FeeSchedule = {
      ...paid,
      purchaseMessage:
        '5 pages selected for download. The charge is paid from the escrow balance of Pine Ridge Title Co..',
      lines: [
        { description: 'Page 1 (first page)', amount: '$1.00' },
        ...[2, 3, 4, 6].map((n) => ({ description: `Page ${n}`, amount: '$0.25' })),
      ],
      total: '$2.00',
      coded: {
        title: code('downloadTitle', 'Mortgage 9000002 Download', { item: 'Mortgage 9000002' }),
        purchaseMessage: [
          code('pagesSelected', '5 pages selected for download.', { n: 5 }),
          // As an older server wrote it: the account's own period and the template's.
          code(
            'escrowPurchase',
            'The charge is paid from the escrow balance of Pine Ridge Title Co..',
            { account: 'Pine Ridge Title Co.' },
          ),
        ],
        lines: [
          { description: code('firstPageLine', 'Page 1 (first page)', { page: 1 }), amount: null },
          ...[2, 3, 4, 6].map((n) => ({ description: page(n), amount: null })),
        ],
        alreadyPurchasedMessage: null,
        insufficientBalanceMessage: null,
        noPurchasingOptionsMessage: null,
        downloadButtonText: code('payAndDownloadButton', 'Pay $2.00 and Download', {
          amount: '$2.00',
        }),
      },
    };
    const rows = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('table', { name: 'Charges' }))
        .getAllByRole('row')
        .map((row) => row.textContent);

    test('pages charged alike are one line of ranges with their sum; the first page keeps its own line', () => {
      const { dialog } = show(coded);
      expect(rows(dialog)).toEqual([
        'Beginning balance$250.00',
        '5 pages selected for download. The charge is paid from the escrow balance of Pine Ridge Title Co.',
        'Page 1 (first page)$1.00',
        'Pages 2-4, 6$1.00',
        'Total$2.00',
        'Ending balance$248.75',
      ]);
    });

    test('a page alone, and pages at different prices, keep their own lines', () => {
      const { dialog } = show({
        ...coded,
        lines: [
          { description: 'Page 2', amount: '$0.25' },
          { description: 'Page 3', amount: '$0.50' },
          { description: 'Page 4', amount: '$0.50' },
        ],
        coded: {
          ...coded.coded!,
          lines: [2, 3, 4].map((n) => ({ description: page(n), amount: null })),
        },
      });
      expect(rows(dialog)).toEqual(expect.arrayContaining(['Page 2$0.25', 'Pages 3, 4$1.00']));
    });

    test("one period after an account's name in the user's language too", async () => {
      const { dialog } = show(coded);
      await act(() => setPortalLanguage('RUSSIAN'));
      // The Russian sentence ends with the account's name: one period, the name's own.
      const sentence =
        'Плата списывается с баланса депозитного счёта учётной записи Pine Ridge Title Co.';
      expect(sentence).toMatch(/Co\.$/);
      await waitFor(() => expect(dialog).toHaveTextContent(sentence));
      expect(dialog).not.toHaveTextContent('Co..');
      expect(dialog).toHaveTextContent('Страницы 2-4, 6');
    });
  });
});
