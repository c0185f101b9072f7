import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginLinkRows } from './login-links-screen';
import { openSettings, rawKeys } from './test-helpers';

const blank = { heading: '', paragraphContent: '' };
const link = (n: number) => ({
  heading: `Link ${n}`,
  paragraphContent: `https://county.example.gov/${n}`,
});
const slots = (filled: Record<number, object>) =>
  Array.from({ length: 12 }, (_, i) => filled[i] ?? blank);

const open = (paragraphs = slots({ 0: link(1), 1: link(2), 2: link(3) })) =>
  openSettings('loginPageLinks', 'loginPageLinks', { paragraphs });

const labels = () =>
  screen.getAllByLabelText(/^Label, row \d+$/).map((input) => (input as HTMLInputElement).value);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Login - Links', () => {
  test('twelve fixed rows with Move up and Move down, no Add or Remove', async () => {
    open();
    expect(await screen.findByLabelText('Label, row 1', {}, { timeout: 5000 })).toHaveValue(
      'Link 1',
    );
    expect(labels()).toHaveLength(12);
    expect(screen.getAllByRole('button', { name: /^Move row \d+ up$/ })).toHaveLength(12);
    expect(screen.getAllByRole('button', { name: /^Move row \d+ down$/ })).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  test('moving rows reorders them and keeps the focus on the moved row; Save posts the 12 slots in order', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move row 3 up' }));
    expect(labels().slice(0, 3)).toEqual(['Link 1', 'Link 3', 'Link 2']);
    expect(screen.getByRole('button', { name: 'Move row 2 up' })).toHaveFocus();
    // The keyboard alone: Enter on the focused button moves the row again.
    await user.keyboard('{Enter}');
    expect(labels().slice(0, 3)).toEqual(['Link 3', 'Link 1', 'Link 2']);
    await user.click(screen.getByRole('button', { name: 'Move row 2 down' }));
    expect(labels().slice(0, 3)).toEqual(['Link 3', 'Link 2', 'Link 1']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ paragraphs: slots({ 0: link(3), 1: link(2), 2: link(1) }) });
  });

  test('the first row cannot go up nor the last down, and says so', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move row 1 up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already at first row');
    expect(labels()[0]).toBe('Link 1');
    await user.click(screen.getByRole('button', { name: 'Move row 12 down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already at last row');
    expect(labels()).toHaveLength(12);
  });

  test('a preview lays the links out as the login page does, following the edits', async () => {
    open(slots({ 4: link(1) }));
    const user = userEvent.setup();
    const preview = await screen.findByRole('region', { name: 'Layout on the login page' });
    const columns = () =>
      within(preview)
        .queryAllByTestId('preview-row')
        .map((row) => Number(row.getAttribute('data-columns')));
    expect(columns()).toEqual([1]);
    await user.type(screen.getByLabelText('Label, row 1'), 'Fees');
    await user.type(screen.getByLabelText('URL, row 1'), 'https://county.example.gov/fees');
    expect(columns()).toEqual([2]);
    expect(within(preview).getByText('Fees')).toBeVisible();
  });

  test('the layout rule: 1 centred, 2 in halves, more in columns, a second row above 6', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => link(i + 1));
    const widths = (n: number) => loginLinkRows([...rows(n), blank]).map((row) => row.length);
    expect(widths(0)).toEqual([]);
    expect(widths(1)).toEqual([1]);
    expect(widths(2)).toEqual([2]);
    expect(widths(6)).toEqual([6]);
    expect(widths(7)).toEqual([6, 1]);
    expect(widths(12)).toEqual([6, 6]);
  });

  test('in Japanese no text is an i18n key, and the row messages are translated', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '1 行目を上へ移動' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('すでに最初の行です');
    expect(rawKeys()).toEqual([]);
  });
});
