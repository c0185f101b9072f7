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
  ...COUNTY_DEFAULTS.aLaCarte,
  searchByName: 2.5,
  documentDetails: 1,
  imageFirstPage: 0.75,
};

function open(stored: Record<string, number> = STORED) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/aLaCarte': stored,
    'POST controlPanel/countyConfig/aLaCarte': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/alacarterates',
    path: '/controlPanel/*',
  });
  return saved;
}

describe('Fee Structure > A La Carte Rates', () => {
  test('shows the stored prices in their three groups', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'A La Carte Rates', level: 3 }),
    ).toBeVisible();
    const search = await screen.findByRole('region', { name: 'Per search type ($)' });
    expect(within(search).getAllByRole('textbox')).toHaveLength(13);
    expect(within(search).getByLabelText(/^Search by Name/)).toHaveValue('2.5');
    expect(within(search).getByLabelText(/^Tract Book Search/)).toHaveValue('0');
    const details = screen.getByRole('region', { name: 'Per search detail ($)' });
    expect(within(details).getAllByRole('textbox')).toHaveLength(2);
    expect(within(details).getByLabelText(/^Document Details/)).toHaveValue('1');
    const images = screen.getByRole('region', { name: 'Per document image ($)' });
    expect(within(images).getAllByRole('textbox')).toHaveLength(3);
    expect(within(images).getByLabelText(/^Image, First Page/)).toHaveValue('0.75');
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('a blank price is refused with "Required." and nothing is posted', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Document Details/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeVisible();
    expect(screen.getByLabelText(/^Document Details/)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
  });

  test('a price of 1.005 is refused with the cents message and nothing is posted', async () => {
    const saved = open({ ...STORED, searchByDate: 1.005 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter dollars and cents, like 25.00.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('an edited price is saved with the whole group', async () => {
    const saved = open();
    const user = userEvent.setup();
    const price = await screen.findByLabelText(/^Search by Address/);
    await user.clear(price);
    await user.type(price, '3.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ ...STORED, searchByAddress: 3.25 }]));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
  });

  test('a Japanese user sees no raw text keys', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('heading', { name: '文書画像ごと ($)' })).toBeVisible();
    expect(screen.getByLabelText(/^名前で検索/)).toHaveValue('2.5');
    expect(document.body.textContent).not.toMatch(/fees\.|controlPanel\./);
    await act(() => setPortalLanguage('ENGLISH'));
  });
});
