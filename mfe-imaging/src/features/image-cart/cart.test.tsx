import type { SourcedDocKey } from '@lrp/contract';
import { MAX_CART_DOCUMENTS } from '@lrp/contract';
import { renderWithPortal } from '@lrp/shared/test';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import { useCartStore } from './cart-store';
import { CartSummary } from './cart-summary';

const key = (docKeyType: SourcedDocKey['docKeyType'], n: number): SourcedDocKey => ({
  docKeyType,
  docKeyNumber: String(n),
  imageKeyType: 'ABSTRACT',
});
const entry = (k: SourcedDocKey, title: string, csv = '') => ({
  title,
  sourcedDocKey: k,
  pageSelectionMethod: csv ? ('CSV_PAGES' as const) : ('ENTIRE_DOCUMENT' as const),
  selectedAsCsv: csv,
});

beforeEach(() => act(() => useCartStore.getState().clear()));

test('a record is in the cart once (its later selection replaces the earlier); kinds with the same id are two records', () => {
  const { add } = useCartStore.getState();
  act(() => {
    add(entry(key('DOCUMENT', 7), 'Mortgage 9000002', '1'));
    add(entry(key('TORRENS_CERTIFICATE', 7), 'Torrens Certificate 90002'));
    add(entry(key('DOCUMENT', 7), 'Mortgage 9000002', '1-3'));
  });
  expect(useCartStore.getState().items.map((i) => [i.title, i.selectedAsCsv])).toEqual([
    ['Mortgage 9000002', '1-3'],
    ['Torrens Certificate 90002', ''],
  ]);
  expect(JSON.parse(sessionStorage.getItem('lrp.imageCart') ?? '{}').state.items).toHaveLength(2);
});

test('the cart holds at most MAX_CART_DOCUMENTS records', () => {
  const { add } = useCartStore.getState();
  act(() => {
    for (let n = 1; n <= MAX_CART_DOCUMENTS; n++)
      expect(add(entry(key('DOCUMENT', n), `Deed ${n}`))).toBe(true);
  });
  expect(add(entry(key('DOCUMENT', 99), 'Deed 99'))).toBe(false);
  expect(useCartStore.getState().items).toHaveLength(MAX_CART_DOCUMENTS);
});

test('the summary lists each record with its pages, removes one by keyboard, and checks out', async () => {
  const onCheckout = jest.fn();
  renderWithPortal(<CartSummary onCheckout={onCheckout} />);
  expect(screen.queryByRole('region', { name: 'Image Cart' })).not.toBeInTheDocument();
  act(() => {
    useCartStore.getState().add(entry(key('DOCUMENT', 7), 'Mortgage 9000002', '1, 3'));
    useCartStore.getState().add(entry(key('TRACT_BOOK', 7), 'Tract Book Q-1'));
  });
  const cart = screen.getByRole('region', { name: 'Image Cart' });
  expect(within(cart).getByText('2 documents in the cart')).toBeInTheDocument();
  expect(
    within(cart)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Mortgage 9000002: pages 1, 3Remove', 'Tract Book Q-1: all pagesRemove']);
  const user = userEvent.setup();
  within(cart).getByRole('button', { name: 'Remove Mortgage 9000002 from the cart' }).focus();
  await user.keyboard('{Enter}');
  expect(within(cart).getByText('1 document in the cart')).toBeInTheDocument();
  await user.click(within(cart).getByRole('button', { name: 'Check Out' }));
  expect(onCheckout).toHaveBeenCalledTimes(1);
});
