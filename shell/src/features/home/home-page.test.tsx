import { registerLocales, type HomeContent } from '@lrp/shared';
import { makeCountyConfig, makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import shellEn from '../../locales/en.json';
import { HomePage } from './home-page';
import { useHomeStore } from './home-store';

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
  common: { contactName: 'Office of the County Recorder', contactPhone: '(555) 010-2040', contactEmail: 'recorder@pineridge.example.gov' },
  notableDates: { headings: ['Index', 'Verified Through'], rows: [['Abstract', '11/20/2026']] },
  transactionTotals: { headings: ['Period', 'Count', 'Amount'], rows: [['This Month', '4', '$12.00']] },
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
afterEach(() => {
  api?.restore();
  jest.resetModules();
});

async function renderHome(homeContent: HomeContent, user = makeUser()) {
  useHomeStore.setState({ content: homeContent, failed: false });
  api = mockApi({ 'GET home/all': homeContent });
  renderWithPortal(<HomePage />, { user, county: makeCountyConfig() });
  await screen.findByRole('heading', { name: /Welcome/ });
}

describe('HomePage', () => {
  it('shows the cards the county selected', async () => {
    await renderHome(content());
    for (const card of ['Transactions', 'Notable Dates', 'Latest News', 'Links', 'Contact Us', 'Disclaimer']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'recorder@pineridge.example.gov' })).toHaveAttribute('href', 'mailto:recorder@pineridge.example.gov');
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });

  it('hides a card whose selection is off', async () => {
    const base = content();
    await renderHome({ ...base, selections: { ...base.selections, contactUs: false, notableDates: false } });
    expect(screen.queryByRole('region', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notable Dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Links' })).toBeInTheDocument();
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
});
