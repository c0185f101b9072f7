import type { ChainDocument, ChainOfTitle, ChainOfTitleResponse } from '@lrp/contract';
import { makeCountyConfig, makeUser, mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearch } from '../search-form/render-search';

let api: FetchRecorder;
afterEach(() => api?.restore());

const doc = (
  number: string,
  instrument: string,
  extra: Partial<ChainDocument> = {},
): ChainDocument => ({
  docId: Number(number.replace(/\D/g, '')),
  documentType: 'ABSTRACT',
  displayDocNumber: number,
  instrumentCode: 'WD',
  instrumentDescription: instrument,
  recordedDate: '03/14/1988',
  grantors: ['QUILLFEATHER, ARLO J'],
  grantees: ["O'BRIEN, SEAMUS P"],
  amount: 64500,
  pageCount: 2,
  imageAllowed: true,
  sourcedDocKey: { docKeyType: 'DOCUMENT', docKeyNumber: '1', imageKeyType: 'ABSTRACT' },
  ...extra,
});

const chain: ChainOfTitle = {
  property: 'Parcel ID 21-045-0310',
  currentOwners: ['Quillfeather Holdings LLC'],
  gapCount: 2,
  truncated: false,
  generatedAt: '11/27/2026 10:00 AM CST',
  entries: [
    {
      role: 'CONVEYANCE',
      document: doc('9000001', 'Warranty Deed'),
      attached: [],
      open: null,
      byOwnerName: false,
      gaps: [{ kind: 'GRANTOR_NEVER_RECEIVED', names: ['QUILLFEATHER, ARLO J'] }],
    },
    {
      role: 'MORTGAGE',
      document: doc('9000002', 'Mortgage', { instrumentCode: 'MTG' }),
      attached: [
        { relation: 'SATISFACTION', document: doc('9000003', 'Satisfaction of Mortgage') },
      ],
      open: false,
      byOwnerName: false,
      gaps: [],
    },
    {
      role: 'MORTGAGE',
      document: doc('9000005', 'Mortgage', { instrumentCode: 'MTG', recordedDate: '07/19/2004' }),
      attached: [],
      open: true,
      byOwnerName: false,
      gaps: [{ kind: 'OPEN_MORTGAGE', names: [] }],
    },
  ],
};

const answer = (over: Partial<ChainOfTitleResponse> = {}): ChainOfTitleResponse => ({
  chain,
  paymentNeeded: false,
  paymentNeededAgain: false,
  price: 0,
  ...over,
});

const chainCalls = () => api.calls.filter((c) => c.path === 'search/chainOfTitle');

describe('Chain of Title', () => {
  it("is in the search menu, and shows a parcel's chain: owners, gaps, what is open and closed", async () => {
    api = mockApi({ 'POST search/chainOfTitle': answer() });
    renderSearch('/search/chainOfTitle', {
      user: makeUser({ accountDocTypes: { ABSTRACT: { imageRetrieval: true } } as never }),
    });
    expect(await screen.findByRole('link', { name: 'Chain of Title' })).toHaveAttribute(
      'href',
      '/search/chainOfTitle',
    );
    const form = await screen.findByRole('form', { name: 'Chain of Title' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Parcel ID/ }), '21-045-0310');
    await userEvent.click(within(form).getByRole('button', { name: 'Show Chain of Title' }));

    expect(
      await screen.findByRole('heading', { name: 'Chain of title: Parcel ID 21-045-0310' }),
    ).toBeInTheDocument();
    expect(chainCalls()[0].body).toMatchObject({ by: 'PARCEL', parcelId: '21-045-0310' });
    expect(screen.getByText('Quillfeather Holdings LLC')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Recorded documents, oldest first' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Warranty Deed 9000001');
    expect(entries[0]).toHaveTextContent('$64,500.00');
    expect(entries[0]).toHaveTextContent('Grantor never received title');
    expect(entries[0]).toHaveTextContent(
      'No earlier conveyance in this chain names QUILLFEATHER, ARLO J as grantee.',
    );
    expect(entries[1]).toHaveTextContent('Satisfied by: Satisfaction of Mortgage 9000003');
    expect(within(entries[1]).getByText('Closed')).toBeInTheDocument();
    expect(within(entries[2]).getByText('Open')).toBeInTheDocument();
    expect(entries[2]).toHaveTextContent('No satisfaction or release of this mortgage is on file.');
    expect(
      within(entries[0]).getByRole('button', { name: 'Open document 9000001' }),
    ).toBeInTheDocument();
    expect(within(entries[0]).getByRole('button', { name: 'Images 9000001' })).toBeInTheDocument();
  });

  it("asks for the lot of a plat, or a section in range, before any call; sends only the chosen way's fields", async () => {
    api = mockApi({ 'POST search/chainOfTitle': answer() });
    renderSearch('/search/chainOfTitle');
    const form = await screen.findByRole('form', { name: 'Chain of Title' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Parcel ID/ }), '99');
    await userEvent.click(within(form).getByRole('radio', { name: 'Section, township and range' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Section/ }), '1x');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Township/ }), '136');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Range/ }), '31');
    await userEvent.click(within(form).getByRole('button', { name: 'Show Chain of Title' }));
    expect(within(form).getByText('Numbers only.')).toBeInTheDocument();
    expect(chainCalls()).toHaveLength(0);

    await userEvent.clear(within(form).getByRole('textbox', { name: /^Section/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Section/ }), '12');
    await userEvent.selectOptions(within(form).getByLabelText('Quarter-quarter'), 'SE');
    await userEvent.click(within(form).getByRole('button', { name: 'Show Chain of Title' }));
    await waitFor(() => expect(chainCalls()).toHaveLength(1));
    expect(chainCalls()[0].body).toEqual({
      by: 'SECTION',
      parcelId: '',
      plat: '',
      block: '',
      lot: '',
      section: '12',
      township: '136',
      range: '31',
      qq: 'SE',
      q: '',
    });
    // The heading names the property as asked, in the person's language.
    expect(
      await screen.findByRole('heading', {
        name: 'Chain of title: Section 12, Township 136, Range 31 (SE1/4)',
      }),
    ).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: 'Lot and block' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Show Chain of Title' }));
    expect(within(form).getAllByText('Required.')).not.toHaveLength(0);
    expect(within(form).getByText('A valid plat required.')).toBeInTheDocument();
    expect(chainCalls()).toHaveLength(1);
  });

  it('says so when no document describes the property', async () => {
    api = mockApi({
      'POST search/chainOfTitle': answer({
        chain: { ...chain, entries: [], currentOwners: [], gapCount: 0 },
      }),
    });
    renderSearch('/search/chainOfTitle');
    const form = await screen.findByRole('form', { name: 'Chain of Title' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Parcel ID/ }), '99-999');
    await userEvent.click(within(form).getByRole('button', { name: 'Show Chain of Title' }));
    expect(
      await screen.findByText(/No recorded documents describe this property/),
    ).toBeInTheDocument();
    expect(screen.getByText('No conveyance on file')).toBeInTheDocument();
  });

  it('a card payer is asked to pay first: nothing is shown until then', async () => {
    api = mockApi({
      'POST search/chainOfTitle': answer({ chain: null, paymentNeeded: true, price: 2 }),
      'POST creditcard/authorize': { token: 'card-token' },
    });
    renderSearch('/search/chainOfTitle', {
      user: makeUser({
        paymentMethod: 'CREDIT_CARD',
        searchRates: [{ code: 'searchByParcelId', description: '$1.00' }],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Chain of Title' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Parcel ID/ }), '21-045-0310');
    await userEvent.click(within(form).getByRole('button', { name: 'Show Chain of Title' }));
    expect(
      await screen.findByRole('dialog', { name: 'Credit Card Price List' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Recorded documents/ })).not.toBeInTheDocument();
  });

  it('is not offered to someone who may search neither by parcel nor by legal description', async () => {
    api = mockApi({});
    const county = makeCountyConfig();
    Object.assign(county.search, { ParcelId: false, LegalDescription: false });
    renderSearch('/search/chainOfTitle', { county });
    await screen.findByRole('link', { name: /Name/ });
    expect(screen.queryByRole('link', { name: 'Chain of Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Chain of Title' })).not.toBeInTheDocument();
  });
});
