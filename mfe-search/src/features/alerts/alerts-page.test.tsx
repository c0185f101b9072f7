import type { PropertyAlert } from '@lrp/contract';
import { makeCountyConfig, makeUser, mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearch } from '../search-form/render-search';
import { decodeCriteria } from '../saved-searches/share-link';

let api: FetchRecorder;
afterEach(() => api?.restore());

const nameAlert: PropertyAlert = {
  id: 3,
  kind: 'NAME',
  lastName: 'Zwiebelhofer',
  firstName: 'Greta',
  parcelId: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  matchCount: 1,
  matches: [
    {
      docId: 41,
      displayDocNumber: '9750001',
      instrumentDescription: 'Warranty Deed',
      recordedDate: '11/26/2026',
      matchedAt: '2026-11-26T12:00:00Z',
    },
  ],
};

function openPage(list: () => PropertyAlert[], routes: Record<string, unknown> = {}) {
  api = mockApi({ 'GET alerts': () => ({ content: list() }), ...routes });
  renderSearch('/search/alerts');
}

describe('Property Alerts', () => {
  it('lists the alerts with what matched, each match linking to its document', async () => {
    openPage(() => [nameAlert]);
    const table = await screen.findByRole('table', { name: 'Your alerts' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Name: Zwiebelhofer, Greta');
    expect(row).toHaveTextContent('1 recording');
    const link = within(row).getByRole('link', { name: '9750001' });
    const criteria = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('criteria');
    expect(decodeCriteria(criteria)).toEqual({ documentNumber: '9750001' });
  });

  it('adds a name alert, or a parcel alert; a name too short is refused before any call', async () => {
    let list: PropertyAlert[] = [];
    openPage(() => list, {
      'POST alerts': (body: unknown) => {
        list = [{ ...nameAlert, id: 8, matches: [], matchCount: 0 }];
        return { content: { ...(body as object), id: 8 } };
      },
    });
    expect(await screen.findByText('No alerts yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New alert' });
    await userEvent.type(within(form).getByLabelText(/^Business or Last Name/), 'Z');
    await userEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    expect(within(form).getByText('Enter at least 2 letters of the name.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'alerts' && c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^Business or Last Name/), 'wiebelhofer');
    await userEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    expect(await screen.findByText(/Alert added/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'alerts' && c.method === 'POST')!.body).toMatchObject({
      kind: 'NAME',
      lastName: 'Zwiebelhofer',
    });
    expect(await screen.findByRole('table', { name: 'Your alerts' })).toHaveTextContent(
      'Zwiebelhofer',
    );

    await userEvent.click(within(form).getByRole('radio', { name: 'A parcel ID' }));
    await userEvent.type(within(form).getByLabelText(/^Parcel ID/), '21-045-0310');
    await userEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'alerts' && c.method === 'POST')).toHaveLength(2),
    );
    expect(
      api.calls.filter((c) => c.path === 'alerts' && c.method === 'POST')[1].body,
    ).toMatchObject({
      kind: 'PARCEL',
      parcelId: '21-045-0310',
    });
  });

  it('deletes an alert only after Yes', async () => {
    let list = [nameAlert];
    openPage(() => list, {
      'POST alerts/3/delete': () => {
        list = [];
        return { content: { deleted: true } };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the alert Name: Zwiebelhofer, Greta' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete alert' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls.some((c) => c.path === 'alerts/3/delete')).toBe(false);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the alert Name: Zwiebelhofer, Greta' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete alert' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('No alerts yet.')).toBeInTheDocument();
  });

  it('tells a guest alerts need an account, and calls nothing', async () => {
    api = mockApi({});
    renderSearch('/search/alerts', { user: makeUser({ role: 'GUEST' }) });
    expect(await screen.findByText(/need an account of your own/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Property Alerts' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'alerts')).toBe(false);
  });

  it('when the county allows it, a guest subscribes an e-mail address and is told to confirm it', async () => {
    api = mockApi({ 'POST alerts/public': { confirmationSent: true } });
    const county = makeCountyConfig();
    county.search2.publicAlerts = true;
    renderSearch('/search/alerts', { user: makeUser({ role: 'GUEST' }), county });
    const form = await screen.findByRole('form', { name: 'New alert' });
    expect(screen.getByRole('link', { name: 'Property Alerts' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'A parcel ID' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Parcel ID/ }), '21-045-0310');
    await userEvent.type(within(form).getByRole('textbox', { name: /^E-mail address/ }), 'me@');
    await userEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    expect(
      within(form).getByText('Enter an e-mail address like name@example.com.'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'alerts/public')).toBe(false);

    await userEvent.type(
      within(form).getByRole('textbox', { name: /^E-mail address/ }),
      'example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    expect(
      await screen.findByText(
        'Check your e-mail: open the link we sent to me@example.com to start the alert.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'alerts/public')!.body).toMatchObject({
      kind: 'PARCEL',
      parcelId: '21-045-0310',
      email: 'me@example.com',
    });
    // A shared guest login lists no alerts.
    expect(api.calls.some((c) => c.path === 'alerts' && c.method === 'GET')).toBe(false);
  });
});
