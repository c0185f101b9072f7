import { makeUser, mockApi, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countyWith, label, renderSearch, submit } from '../search-form/render-search';
import { useResultsStore } from './results-store';
import { documentRow, documentRows, searchAnswer, torrensRow } from './test-rows';

let api: FetchRecorder;
afterEach(() => api?.restore());
beforeEach(() => useResultsStore.setState({ view: null, sequenceOrigin: null }));

type Body = { pageNumber: number; batch: number; sortKey: string; sortDirection: 'ASC' | 'DESC' };
const PAGE = 100;
const searchCalls = () =>
  api.calls.filter((c) => c.path === 'search/searchByName').map((c) => c.body as Body);

/** A name search over `total` documents answering pages and batches from the rows 1..total. */
function nameSearchOf(total: number, detail?: ReturnType<typeof documentRow>) {
  return {
    'POST search/searchByName': (body: unknown) => {
      const { pageNumber, batch, sortKey, sortDirection } = body as Body;
      const start =
        batch >= 1 ? (pageNumber - 1) * PAGE + (batch - 1) * 25 : (pageNumber - 1) * PAGE;
      const size = batch >= 1 ? 25 : PAGE;
      const rows = documentRows(start + 1, Math.min(total, start + size));
      if (sortDirection === 'DESC') rows.reverse();
      return { content: searchAnswer(rows, { total, pageNumber, batch, sortKey, sortDirection }) };
    },
    'POST search/documentDetails': (body: unknown) => ({
      content: {
        details: {
          ...(detail?.docId === (body as { docId: number }).docId
            ? detail
            : documentRow((body as { docId: number }).docId)),
          parcelIds: [],
          addresses: [],
        },
        paymentNeeded: false,
        paymentNeededAgain: false,
        price: 0,
        usageBalance: null,
      },
    }),
    'POST search/referenceDocuments': { referenceDocuments: [] },
  };
}

async function searchByName(options: Parameters<typeof renderSearch>[1] = {}) {
  renderSearch('/search/searchByName', options);
  await userEvent.type(await screen.findByLabelText(label('Business or Last Name')), 'GRANTOR');
  await submit();
  return screen.findByRole('region', { name: 'Search Results' }, { timeout: 8000 });
}
const status = (region: HTMLElement) => within(region).getByRole('status');
const rowOf = (number: number) =>
  screen
    .getByRole('button', {
      name: new RegExp(`Show the details of \\w[\\w ]* ${9000000 + number}$`),
    })
    .closest('tr')!;

describe('result screen rules', () => {
  it('shows the first 25 rows, then fetches batches 2 to 4 in the background, stopping on a short batch', async () => {
    api = mockApi(nameSearchOf(65));
    const results = await searchByName();
    await waitFor(() =>
      expect(status(results)).toHaveTextContent('Displaying Results: 1-65 of 65'),
    );
    expect(searchCalls().map((b) => b.batch)).toEqual([1, 2, 3]);
    expect(screen.getAllByRole('checkbox', { name: /^Check / })).toHaveLength(65);
  });

  it('draws the 25 rows of the first answer before asking for batch 2, in columns of fixed widths', async () => {
    const search = nameSearchOf(100);
    // What the screen shows when each background batch is asked for.
    const rowsWhenAsked: number[] = [];
    api = mockApi({
      ...search,
      'POST search/searchByName': (body: unknown) => {
        if ((body as Body).batch > 1)
          rowsWhenAsked.push(screen.queryAllByRole('checkbox', { name: /^Check / }).length);
        return search['POST search/searchByName'](body);
      },
    });
    const results = await searchByName();
    await waitFor(() =>
      expect(status(results)).toHaveTextContent('Displaying Results: 1-100 of 100'),
    );
    expect(rowsWhenAsked).toEqual([25, 50, 75]);
    // The columns are as wide as the screen says, whatever the rows hold (rows added later move nothing).
    expect(within(results).getByRole('table').style.getPropertyValue('--table-layout')).toBe(
      'fixed',
    );
    expect(within(results).getByRole('columnheader', { name: /Recorded Date/ }).style.width).toBe(
      'var(--results-date-column)',
    );
  });

  it('pages from the server, 100 a page, marking the page current and the pages seen visited', async () => {
    api = mockApi(nameSearchOf(250));
    const results = await searchByName();
    await waitFor(() =>
      expect(status(results)).toHaveTextContent('Displaying Results: 1-100 of 250'),
    );
    const pager = screen.getByRole('navigation', { name: 'Results pages' });
    expect(within(pager).queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: '+10' })).not.toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(status(results)).toHaveTextContent('Displaying Results: 201-250 of 250'),
    );
    expect(searchCalls().at(-1)).toMatchObject({ pageNumber: 3, batch: 0, updateHistory: false });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'data-visited',
      'true',
    );
    expect(within(pager).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute(
      'data-visited',
    );
  });

  it('sorts on the server at the current page, and toggles the direction', async () => {
    api = mockApi(nameSearchOf(250));
    await searchByName();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searchCalls().at(-1)?.pageNumber).toBe(2));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'recordedDate',
    );
    await waitFor(() =>
      expect(searchCalls().at(-1)).toMatchObject({
        pageNumber: 2,
        sortKey: 'recordedDate',
        sortDirection: 'ASC',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sort direction: ascending' }));
    await waitFor(() =>
      expect(searchCalls().at(-1)).toMatchObject({
        sortKey: 'recordedDate',
        sortDirection: 'DESC',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Sort direction: descending' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recordedDate'),
    );
    // A key and then the direction at once, before the first answer: the second builds on the first.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'instrument');
    await userEvent.click(screen.getByRole('button', { name: 'Sort direction: descending' }));
    await waitFor(() =>
      expect(searchCalls().at(-1)).toMatchObject({
        pageNumber: 2,
        sortKey: 'instrument',
        sortDirection: 'ASC',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('instrument'),
    );
  });

  it('filters the checked rows, sorts them in the browser, and Remove Filter asks the server again', async () => {
    api = mockApi(nameSearchOf(250));
    const results = await searchByName();
    await waitFor(() => expect(status(results)).toHaveTextContent('1-100 of 250'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Check Mortgage 9000004' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Check Warranty Deed 9000007' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter Selections' }));
    expect(status(results)).toHaveTextContent('Displaying Results: 1-2 of 2');
    const boxes = screen.getAllByRole('checkbox', { name: /^Check / });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toBeDisabled();
    const calls = searchCalls().length;
    await userEvent.click(screen.getByRole('button', { name: 'Sort direction: ascending' }));
    const order = () =>
      screen.getAllByRole('checkbox', { name: /^Check / }).map((b) => b.getAttribute('aria-label'));
    expect(order()).toEqual(['Check Warranty Deed 9000007', 'Check Mortgage 9000004']);
    expect(searchCalls()).toHaveLength(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Filter' }));
    await waitFor(() =>
      expect(status(results)).toHaveTextContent('Displaying Results: 1-100 of 250'),
    );
    expect(searchCalls().at(-1)).toMatchObject({ pageNumber: 1, sortDirection: 'DESC' });
  });

  it('stops at 100 checked rows with the info alert', async () => {
    api = mockApi(nameSearchOf(3));
    const results = await searchByName();
    await waitFor(() => expect(status(results)).toHaveTextContent('1-3 of 3'));
    // 99 rows already checked on other pages (checks stay as the pages change).
    act(() => useResultsStore.setState({ checked: documentRows(1001, 1099) }));
    expect(screen.queryByText(/reached the limit/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Check Warranty Deed 9000001' }));
    expect(screen.getByRole('checkbox', { name: 'Check Warranty Deed 9000001' })).toBeChecked();
    expect(
      await screen.findByText('You have reached the limit of selecting up to 100 records.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/reached the limit/)).not.toBeInTheDocument());
    const another = screen.getByRole('checkbox', { name: 'Check Mortgage 9000002' });
    await userEvent.click(another);
    expect(another).not.toBeChecked();
    expect(
      await screen.findByText('You have reached the limit of selecting up to 100 records.'),
    ).toBeInTheDocument();
    expect(useResultsStore.getState().checked).toHaveLength(100);
  });

  it('a clicked row is selected, marked read and detailed; Reset Read clears the marks', async () => {
    api = mockApi(nameSearchOf(30));
    await searchByName();
    expect(screen.queryByRole('button', { name: 'Reset Read' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the details of Warranty Deed 9000003' }),
    );
    const row = rowOf(3);
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(row).toHaveAttribute('data-visited', 'true');
    const detail = screen.getByRole('region', { name: 'Warranty Deed 9000003' });
    expect(await within(detail).findByText('Lot 3 Block 1')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'search/documentDetails')?.body).toMatchObject({
      docId: 3,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Read' }));
    expect(rowOf(3)).not.toHaveAttribute('data-visited');
    expect(rowOf(3)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('detail panel buttons (spec 2 §6, §8)', () => {
  it('shows Image only with imageRetrieval for the image key type and an image allowed', async () => {
    api = mockApi(nameSearchOf(3));
    await searchByName({
      user: makeUser({ accountDocTypes: { ABSTRACT: { imageRetrieval: false } } }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the details of Warranty Deed 9000001' }),
    );
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
  });

  it('shows Map and Tax only when the county switches them on and a legal names a parcel', async () => {
    const parcel = documentRow(1, {
      legalSearchResults: [{ docId: 1, description: 'Parcel ID: 21-045-0310', comment: '' }],
    });
    api = mockApi({
      ...nameSearchOf(3, parcel),
      'POST gis/getLinks': {
        header: 'Links to GIS System',
        parcelIds: ['21-045-0310'],
        parcelIdLinks: ['https://gis.example/21-045-0310'],
      },
    });
    await searchByName({
      user: makeUser({ accountDocTypes: { ABSTRACT: { imageRetrieval: true } } }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the details of Mortgage 9000002' }),
    );
    await screen.findByRole('region', { name: 'Mortgage 9000002' });
    expect(screen.getByRole('button', { name: 'Image' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tax' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Show the details of Warranty Deed 9000001' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Map' }));
    const links = await screen.findByRole('dialog', { name: 'Links to GIS System' });
    expect(within(links).getByRole('link', { name: '21-045-0310' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('hides Map and Tax where the county switches them off', async () => {
    const parcel = documentRow(1, {
      legalSearchResults: [{ docId: 1, description: 'Parcel ID: 21-045-0310', comment: '' }],
    });
    api = mockApi(nameSearchOf(3, parcel));
    await searchByName({
      county: countyWith((c) => {
        c.search2.map = false;
        c.search2.tax = false;
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the details of Warranty Deed 9000001' }),
    );
    await screen.findByText('Parcel ID: 21-045-0310');
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tax' })).not.toBeInTheDocument();
  });
});

describe('sequences (spec 2 §4)', () => {
  it('a grantor starts a name search; Back to Search Results restores the page, order and row', async () => {
    api = mockApi(nameSearchOf(250));
    const results = await searchByName();
    await waitFor(() => expect(status(results)).toHaveTextContent('1-100 of 250'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(status(results)).toHaveTextContent('101-200 of 250'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Show the details of Warranty Deed 9000103' }),
    );
    const parties = await screen.findByRole('region', { name: 'Grantors/Grantees' });
    await userEvent.click(within(parties).getByRole('button', { name: 'GRANTOR 103' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Search Results' }));
    await waitFor(() => expect(status(results)).toHaveTextContent('101-200 of 250'));
    const followed = api.calls
      .filter((c) => c.path === 'search/searchByName')
      .map((c) => c.body as Record<string, unknown>);
    expect(followed.find((b) => b.grantorGranteeLastName1 === 'GRANTOR 103')).toMatchObject({
      grantorGranteeLastName1: 'GRANTOR 103',
      grantorGranteeSearchIn: 'BOTH',
      updateHistory: true,
    });
    expect(followed.at(-1)).toMatchObject({ pageNumber: 2, updateHistory: false });
    expect(rowOf(103)).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.queryByRole('button', { name: 'Back to Search Results' }),
    ).not.toBeInTheDocument();
  });
});

/** The window seen through these media queries (jsdom matches none: a wide window). */
function viewport(matching: string[]): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: matching.includes(query),
  });
  return () => {
    window.matchMedia = original;
  };
}
const PHONE = ['(max-width: 47.99em)', '(max-width: 74.99em)'];
const TABLET = ['(max-width: 74.99em)'];

/** A name search answering these rows (one page). */
function nameSearchWith(rows: ReturnType<typeof documentRow>[]) {
  return {
    ...nameSearchOf(rows.length),
    'POST search/searchByName': (body: unknown) => ({
      content: searchAnswer((body as Body).batch > 1 ? [] : rows),
    }),
  };
}

describe('the detail panel opens with a row (wide windows)', () => {
  it('is not there until a row is chosen, sits beside the rows, and closes back to the row', async () => {
    api = mockApi(nameSearchOf(3));
    await searchByName();
    expect(screen.queryByRole('region', { name: 'Document Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Show the details of Warranty Deed 9000003' });
    await userEvent.click(open);
    const detail = screen.getByRole('region', { name: 'Warranty Deed 9000003' });
    expect(await within(detail).findByText('Lot 3 Block 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Close the details' }));
    expect(screen.queryByRole('region', { name: 'Warranty Deed 9000003' })).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
    expect(rowOf(3)).toHaveAttribute('aria-selected', 'false');
    expect(rowOf(3)).toHaveAttribute('data-visited', 'true');
  });
});

describe('sorting by the column headings', () => {
  it('marks the sorted column and sorts on the server from the keyboard, then the other way', async () => {
    api = mockApi(nameSearchOf(250));
    const results = await searchByName();
    await waitFor(() => expect(status(results)).toHaveTextContent('1-100 of 250'));
    const documentHead = screen.getByRole('columnheader', { name: 'Instrument / Document #' });
    const recordedHead = screen.getByRole('columnheader', { name: /^Recorded Date/ });
    expect(documentHead).toHaveAttribute('aria-sort', 'ascending');
    expect(recordedHead).not.toHaveAttribute('aria-sort');
    // The names and legals are not server sorts: no button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Legals' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    within(recordedHead)
      .getByRole('button', { name: /^Recorded Date/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(searchCalls().at(-1)).toMatchObject({
        pageNumber: 1,
        sortKey: 'recordedDate',
        sortDirection: 'ASC',
      }),
    );
    await waitFor(() => expect(recordedHead).toHaveAttribute('aria-sort', 'ascending'));
    expect(documentHead).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recordedDate');

    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(searchCalls().at(-1)).toMatchObject({
        sortKey: 'recordedDate',
        sortDirection: 'DESC',
      }),
    );
    await waitFor(() => expect(recordedHead).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByRole('button', { name: 'Sort direction: descending' })).toBeInTheDocument();
  });
});

describe('why a row matched', () => {
  it('puts the party the name search looked for first, marked, and the others behind +n more', async () => {
    const party = (last: string, first: string) => ({
      displayName: `${last}, ${first}`,
      lastName: last,
      firstName: first,
      middleInitial: '',
      business: false,
    });
    api = mockApi(
      nameSearchWith([
        documentRow(1, {
          grantorSearchResults: [party('JONES', 'ROBERT'), party('SMITHSON', 'ANNA')],
          granteeSearchResults: [party('BAKER', 'CAROL'), party('SMITH', 'JOHN')],
        }),
      ]),
    );
    renderSearch('/search/searchByName');
    // The form opens with the criteria searched last: typed afresh.
    const last = await screen.findByLabelText(label('Business or Last Name'));
    await userEvent.clear(last);
    await userEvent.type(last, 'smith');
    await userEvent.clear(screen.getByLabelText(label('First Name')));
    await userEvent.type(screen.getByLabelText(label('First Name')), 'ann');
    await submit();
    await screen.findByRole('region', { name: 'Search Results' }, { timeout: 8000 });
    const row = rowOf(1);
    const marks = row.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('SMITHSON, ANNA (matches your search)');
    expect(within(row).queryByText('JONES, ROBERT')).not.toBeInTheDocument();
    // SMITH, JOHN is not ANN: the grantees keep their order.
    expect(within(row).getByText('BAKER, CAROL')).toBeInTheDocument();
    expect(within(row).queryByText('SMITH, JOHN')).not.toBeInTheDocument();
    expect(within(row).getAllByText('+1 more')).toHaveLength(2);
  });
});

describe('search within results', () => {
  it('filters the loaded rows by names, legals and numbers, says how many, and says when none', async () => {
    const rows = documentRows(1, 30);
    rows[4] = documentRow(5, {
      legalSearchResults: [{ docId: 5, description: 'Outlot A Pine Ridge Addition', comment: '' }],
    });
    api = mockApi(nameSearchWith(rows));
    const results = await searchByName();
    await waitFor(() => expect(status(results)).toHaveTextContent('1-30 of 30'));
    const within_ = screen.getByRole('searchbox', { name: 'Search within results' });
    const openButtons = () => screen.getAllByRole('button', { name: /^Show the details of / });

    await userEvent.type(within_, 'pine  RIDGE');
    expect(screen.getByText('1 of 30 rows shown')).toBeInTheDocument();
    expect(openButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show the details of Warranty Deed 9000005',
    ]);

    await userEvent.clear(within_);
    await userEvent.type(within_, 'grantee 12');
    expect(openButtons().map((b) => b.getAttribute('aria-label'))).toContain(
      'Show the details of Mortgage 9000012',
    );
    await userEvent.clear(within_);
    await userEvent.type(within_, '9000012');
    expect(screen.getByText('1 of 30 rows shown')).toBeInTheDocument();
    expect(openButtons()).toHaveLength(1);

    await userEvent.type(within_, 'x');
    expect(screen.getByRole('heading', { name: 'No rows here match “9000012x”' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear the search within results' });
    await userEvent.click(clear.at(-1)!);
    expect(within_).toHaveValue('');
    expect(openButtons()).toHaveLength(30);
    expect(screen.queryByText(/rows shown/)).not.toBeInTheDocument();
    // The page's own count is the search's, not the filter's.
    expect(status(results)).toHaveTextContent('Displaying Results: 1-30 of 30');
  });
});

describe('phones and narrow windows', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('shows each result as a card with its key fields, and the detail over the list', async () => {
    restore = viewport(PHONE);
    api = mockApi(nameSearchOf(3));
    await searchByName();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Result cards' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    const third = cards[2];
    for (const text of ['Recorded Date / Book/Page', 'Grantors / Grantees', 'Legals'])
      expect(within(third).getByText(text).tagName).toBe('DT');
    expect(within(third).getByText('Lot 3 Block 1')).toBeInTheDocument();
    expect(within(third).getByText('GRANTOR 3')).toBeInTheDocument();
    expect(
      within(third).getByRole('checkbox', { name: 'Check Warranty Deed 9000003' }),
    ).toBeEnabled();

    await userEvent.click(
      within(third).getByRole('button', { name: 'Show the details of Warranty Deed 9000003' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Warranty Deed 9000003' });
    expect(await within(dialog).findByText('Lot 3 Block 1')).toBeInTheDocument();
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('region', { name: 'Warranty Deed 9000003' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(third).not.toHaveAttribute('aria-current');
  });

  it('keeps the table on a tablet and opens the detail over it', async () => {
    restore = viewport(TABLET);
    api = mockApi(nameSearchOf(3));
    await searchByName();
    expect(screen.getByRole('table', { name: 'Search Results' })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Show the details of Mortgage 9000002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mortgage 9000002' });
    expect(await within(dialog).findByText('Lot 2 Block 1')).toBeInTheDocument();
  });
});

describe('Torrens results', () => {
  const showCertificates = () =>
    useResultsStore.setState({
      view: {
        search: { type: 'searchByTorrensCertificate', criteria: { certificateNumber: '1001' } },
        rows: [torrensRow(1), torrensRow(2)],
        total: 2,
        truncated: false,
        pageNumber: 1,
        sortKey: 'certificateNumber',
        sortDirection: 'ASC',
        timestamp: 1,
        variantIds: [],
      },
    });

  it('shows the File # column only where the county uses Torrens file numbers', async () => {
    showCertificates();
    renderSearch('/search/TorrensSearchResults', {
      county: countyWith((c) => {
        c.searchOptions.torrensUseFileNumber = true;
      }),
    });
    expect(
      await screen.findByRole('columnheader', { name: 'Certificate # / File #' }),
    ).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('F-1001')).toBeInTheDocument();
  });

  it('leaves it out where the county does not', async () => {
    showCertificates();
    renderSearch('/search/TorrensSearchResults', {
      county: countyWith((c) => {
        c.searchOptions.torrensUseFileNumber = false;
      }),
    });
    expect(await screen.findByRole('columnheader', { name: 'Certificate #' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /File #/ })).not.toBeInTheDocument();
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(screen.queryByText('F-1001')).not.toBeInTheDocument();
  });
});
