import { registerLocales, setPortalLanguage } from '@lrp/shared';
import type { HomeContent } from '@lrp/contract';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { HomePage } from './home-page';

registerLocales('shell', shellEn);

const content = (overrides: Partial<HomeContent> = {}): HomeContent => ({
  selections: {
    latestNews: true,
    latestNewsLoginPage: true,
    latestNewsMore: true,
    disclaimer: true,
    contactUs: true,
    links: true,
    linksLoginPage: true,
    linksMore: true,
    loginSlides: false,
    notableDates: true,
    transactions: true,
  },
  numberOfSlides: 0,
  common: {
    contactName: 'Office of the County Recorder',
    contactPhone: '(555) 010-2040',
    contactEmail: 'recorder@pineridge.example.gov',
  },
  notableDates: { headings: ['Index', 'Verified Through'], rows: [['Abstract', '11/20/2026']] },
  transactionTotals: {
    headings: ['Period', 'Count', 'Amount'],
    rows: [['This Month', '4', '$12.00']],
  },
  links: {
    paragraphs: [
      { heading: 'Assessor', paragraphContent: 'https://assessor.example.gov' },
      { heading: 'Disclaimer', paragraphContent: 'https://example.gov/disclaimer' },
    ],
  },
  latestNews: { paragraphs: [{ heading: 'Holiday hours', paragraphContent: 'Closed Thursday.' }] },
  ...overrides,
});

let api: FetchRecorder;
afterEach(() => api?.restore());

async function renderHome(homeContent: HomeContent, user = makeUser()) {
  api = mockApi({ 'GET home/all': homeContent });
  renderWithPortal(<HomePage />, { user, county: makeCountyConfig() });
  await screen.findByRole('heading', { name: /Welcome/ });
  // The cards appear once home/all has answered; Links is shown in every case below.
  await screen.findByRole('region', { name: 'Links' });
}

describe('HomePage', () => {
  it('says so, with Retry, when the cards cannot be loaded', async () => {
    let calls = 0;
    api = mockApi({
      'GET home/all': () =>
        ++calls === 1
          ? { status: 503, message: 'The database is not available.' }
          : { content: content() },
    });
    renderWithPortal(<HomePage />, { user: makeUser(), county: makeCountyConfig() });
    expect(await screen.findByText('The database is not available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Links' })).toBeInTheDocument();
  });

  it('shows the cards the county selected', async () => {
    await renderHome(content());
    for (const card of [
      'Transactions',
      'Notable Dates',
      'Latest News',
      'Links',
      'Contact Us',
      'Disclaimer',
    ]) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'recorder@pineridge.example.gov' })).toHaveAttribute(
      'href',
      'mailto:recorder@pineridge.example.gov',
    );
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });

  it('hides a card whose selection is off', async () => {
    const base = content();
    await renderHome({
      ...base,
      selections: { ...base.selections, contactUs: false, notableDates: false },
    });
    expect(screen.queryByRole('region', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notable Dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Links' })).toBeInTheDocument();
  });

  it("follows the county's notable dates display: no dates shown, no card; one combined row in Chinese", async () => {
    // Home - Notable Dates off: the server answers an empty table.
    await renderHome(content({ notableDates: { headings: [], rows: [] } }));
    expect(screen.queryByRole('region', { name: 'Notable Dates' })).not.toBeInTheDocument();
    cleanup();
    // Indexes not shown separately: one "All Indexes" row with the columns switched on.
    await renderHome(
      content({
        notableDates: {
          headings: ['Index', 'Index Begins', 'Verified Through', 'Certificates Through'],
          rows: [['All Indexes', '01/02/1910', '11/21/2025', '12/01/2025']],
        },
      }),
    );
    const dates = screen.getByRole('table', { name: /Notable/ });
    expect(
      within(dates)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Index', 'Index Begins', 'Verified Through', 'Certificates Through']);
    expect(within(dates).getAllByRole('row')).toHaveLength(2);
    await act(() => setPortalLanguage('CHINESE'));
    const translated = screen.getByRole('table', { name: /日期|Notable/ });
    expect(within(translated).getByText('所有索引')).toBeInTheDocument();
    expect(within(translated).getByRole('columnheader', { name: '证书截至' })).toBeInTheDocument();
    await act(() => setPortalLanguage('ENGLISH'));
  });

  it('gives a guest no transactions card', async () => {
    await renderHome(content(), makeUser({ role: 'GUEST', username: 'public.guest' }));
    expect(screen.queryByRole('region', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('shows the disclaimer only when exactly one link is headed Disclaimer', async () => {
    const twice = content({
      links: {
        paragraphs: [
          { heading: 'Disclaimer', paragraphContent: 'https://example.gov/a' },
          { heading: 'Disclaimer', paragraphContent: 'https://example.gov/b' },
        ],
      },
    });
    await renderHome(twice);
    expect(screen.queryByRole('region', { name: 'Disclaimer' })).not.toBeInTheDocument();
  });

  it('offers All news only when the county switched latestNewsMore on', async () => {
    const news = {
      paragraphs: ['One', 'Two', 'Three', 'Four'].map((h) => ({
        heading: h,
        paragraphContent: `${h} text`,
      })),
    };
    const base = content({ latestNews: news });
    await renderHome(base);
    expect(
      within(screen.getByRole('region', { name: 'Latest News' })).getByRole('button', {
        name: 'All news',
      }),
    ).toBeInTheDocument();
    api.restore();
    cleanup();
    await renderHome({ ...base, selections: { ...base.selections, latestNewsMore: false } });
    const card = screen.getByRole('region', { name: 'Latest News' });
    expect(within(card).queryByRole('button', { name: 'All news' })).not.toBeInTheDocument();
    expect(within(card).getByText('Three')).toBeInTheDocument();
    expect(within(card).queryByText('Four')).not.toBeInTheDocument();
  });

  it('lists six links, and the rest behind More links only when linksMore is on', async () => {
    const links = {
      paragraphs: Array.from({ length: 8 }, (_, i) => ({
        heading: `Link ${i + 1}`,
        paragraphContent: `https://example.gov/${i}`,
      })),
    };
    const base = content({ links });
    await renderHome({ ...base, selections: { ...base.selections, linksMore: false } });
    let card = screen.getByRole('region', { name: 'Links' });
    expect(within(card).getAllByRole('link')).toHaveLength(6);
    expect(within(card).queryByRole('button', { name: 'More links' })).not.toBeInTheDocument();
    api.restore();
    cleanup();
    await renderHome(base);
    card = screen.getByRole('region', { name: 'Links' });
    await userEvent.click(within(card).getByRole('button', { name: 'More links' }));
    expect(within(card).getAllByRole('link')).toHaveLength(8);
  });

  it('gives a signed-out visitor a way to sign in', async () => {
    api = mockApi({ 'GET home/all': content({ transactionTotals: null }) });
    renderWithPortal(<HomePage />, { user: null, county: makeCountyConfig() });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's table headings and period and index names in the user's language", async () => {
    await renderHome(
      content({
        notableDates: {
          headings: ['Index', 'Verified Through', 'County Note'],
          rows: [['Abstract', '11/20/2026', 'x']],
        },
        transactionTotals: {
          headings: ['Period', 'Transactions', 'Amount'],
          rows: [['This Month', '4', '$12.00']],
        },
      }),
    );
    await act(() => setPortalLanguage('CHINESE'));
    const totals = screen.getByRole('table', { name: /交易|Transaction totals/ });
    expect(within(totals).getByRole('columnheader', { name: '期间' })).toBeInTheDocument();
    expect(within(totals).getByRole('columnheader', { name: '交易笔数' })).toBeInTheDocument();
    expect(within(totals).getByText('本月')).toBeInTheDocument();
    const dates = screen.getByRole('table', { name: /日期|Notable/ });
    expect(within(dates).getByRole('columnheader', { name: '核实截至' })).toBeInTheDocument();
    expect(within(dates).getByText('摘要产权')).toBeInTheDocument();
    // A heading the county typed itself is shown as typed.
    expect(within(dates).getByRole('columnheader', { name: 'County Note' })).toBeInTheDocument();
    await act(() => setPortalLanguage('ENGLISH'));
  });
});
