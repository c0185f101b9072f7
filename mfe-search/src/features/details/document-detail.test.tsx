import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentResult, ReferencingDocument } from '@lrp/contract';
import { label, renderSearch, submit } from '../search-form/render-search';
import { useResultsStore } from '../results/results-store';
import { documentRow, searchAnswer } from '../results/test-rows';

let api: FetchRecorder;
afterEach(() => api?.restore());
beforeEach(() => useResultsStore.setState({ view: null, sequenceOrigin: null, selectedId: null }));

const mortgage = documentRow(2, {
  instrumentCode: 'MTG',
  instrumentDescription: 'Mortgage',
  mortgageAmount: 51_600,
  salePrice: null,
});
const assignment = documentRow(14, {
  instrumentCode: 'ASG',
  instrumentDescription: 'Assignment of Mortgage',
  recordedDate: '09/09/1993',
  recordedDateTime: '09/09/1993 10:15 AM',
});
const satisfaction = documentRow(3, {
  instrumentCode: 'SAT',
  instrumentDescription: 'Satisfaction of Mortgage',
  recordedDate: '06/02/1999',
  recordedDateTime: '06/02/1999 10:40 AM',
});
const referring = (d: DocumentResult): ReferencingDocument => ({
  docId: d.docId,
  instrumentDescription: d.instrumentDescription,
  docNumber: String(d.docNumber),
  docType: d.documentType,
  displayDocNumber: d.displayDocNumber,
  displayBookAndPage: d.displayBookAndPage,
  recordedDate: d.recordedDate,
  recordedTime: d.recordedDateTime.slice(11, 16),
  recordedAmPm: d.recordedDateTime.slice(17),
});
const byId = new Map([mortgage, assignment, satisfaction].map((d) => [d.docId, d]));

function county() {
  return mockApi({
    'POST search/searchByName': searchAnswer([mortgage, satisfaction]),
    'POST search/searchByDocumentNumber': (body: unknown) => {
      const found = [...byId.values()].filter(
        (d) => d.displayDocNumber === (body as { documentNumber: string }).documentNumber,
      );
      return { content: searchAnswer(found) };
    },
    'POST search/documentDetails': (body: unknown) => ({
      content: {
        details: { ...byId.get((body as { docId: number }).docId), parcelIds: [], addresses: [] },
        paymentNeeded: false,
        paymentNeededAgain: false,
        price: 0,
        usageBalance: null,
      },
    }),
    'POST search/referenceDocuments': (body: unknown) => ({
      content: {
        referenceDocuments:
          (body as { id: number }).id === mortgage.docId
            ? []
            : [{ ...referring(mortgage), docId: mortgage.docId }],
      },
    }),
    'POST search/referencedByDocuments': (body: unknown) => ({
      content: {
        referencedBy:
          (body as { id: number }).id === mortgage.docId
            ? [referring(assignment), referring(satisfaction)]
            : [],
      },
    }),
  });
}

async function openMortgage() {
  renderSearch('/search/searchByName');
  await userEvent.type(await screen.findByLabelText(label('Business or Last Name')), 'GRANTOR');
  await submit();
  await screen.findByRole('region', { name: 'Search Results' }, { timeout: 8000 });
  await userEvent.click(
    screen.getByRole('button', {
      name: `Show the details of Mortgage ${mortgage.displayDocNumber}`,
    }),
  );
  return screen.findByRole('region', { name: `Mortgage ${mortgage.displayDocNumber}` });
}

describe('a document detail: Referenced By', () => {
  it("lists the documents that refer to it, oldest first; a link opens that document's detail", async () => {
    api = county();
    const detail = await openMortgage();
    const table = await within(detail).findByRole('table', { name: 'Referenced By' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Assignment of Mortgage', assignment.displayDocNumber, '09/09/1993 10:15 AM']);
    expect(within(second).getByRole('cell', { name: 'Satisfaction of Mortgage' })).toBeVisible();
    expect(api.calls.find((c) => c.path === 'search/referencedByDocuments')?.body).toEqual({
      id: mortgage.docId,
    });

    await userEvent.click(within(first).getByRole('button', { name: assignment.displayDocNumber }));
    // The assignment's own detail: searched by its type and number, its row chosen, its tables read.
    const opened = await screen.findByRole('region', {
      name: `Assignment of Mortgage ${assignment.displayDocNumber}`,
    });
    expect(api.calls.find((c) => c.path === 'search/searchByDocumentNumber')?.body).toMatchObject({
      documentType: 'ABSTRACT',
      documentNumber: assignment.displayDocNumber,
    });
    const references = await within(opened).findByRole('table', { name: 'Reference Documents' });
    expect(
      within(references).getByRole('button', { name: mortgage.displayDocNumber }),
    ).toBeVisible();
    expect(within(opened).getByRole('region', { name: 'Referenced By' })).toHaveTextContent('None');
    // A sequence: Back to Search Results returns to the name search.
    expect(screen.getByRole('button', { name: 'Back to Search Results' })).toBeVisible();
  });

  it('a document nothing refers to shows None', async () => {
    api = mockApi({
      'POST search/searchByName': searchAnswer([mortgage]),
      'POST search/documentDetails': {
        details: { ...mortgage, parcelIds: [], addresses: [] },
        paymentNeeded: false,
        paymentNeededAgain: false,
        price: 0,
        usageBalance: null,
      },
      'POST search/referenceDocuments': { referenceDocuments: [] },
      'POST search/referencedByDocuments': { referencedBy: [] },
    });
    const detail = await openMortgage();
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('search/referencedByDocuments'),
    );
    const section = within(detail).getByRole('region', { name: 'Referenced By' });
    expect(section).toHaveTextContent('None');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });
});
