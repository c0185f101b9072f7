import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { act, screen } from '@testing-library/react';
import { useCalendarWanted } from '../../search-form/search-date-field';
import userEvent from '@testing-library/user-event';
import {
  countyWith,
  errorOf,
  field,
  label,
  renderSearch,
  submit,
} from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Search by Date', () => {
  it('checks the date range with the shared date rules', async () => {
    renderSearch('/search/searchByDate');
    await screen.findByLabelText(label('From Date'));
    // The calendar's DateField replaces the plain date inputs once the form is touched.
    act(() => useCalendarWanted.getState().want());
    await act(async () => {
      await import('@lrp/shared/dates');
    });
    const from = field('From Date');
    await userEvent.clear(from);
    await submit();
    expect(errorOf(label('From Date'))).toBe('Required.');
    await userEvent.type(from, '01/01/2020');
    await userEvent.clear(field('To Date'));
    await userEvent.type(field('To Date'), '01/01/2019');
    await submit();
    expect(errorOf(label('To Date'))).toBe('Invalid date range.');
    expect(screen.getByLabelText('Document Type')).toBeInTheDocument();
    expect(searched()).toBe(false);
  });

  it('shows Document Type only for property-code counties', async () => {
    renderSearch('/search/searchByDate', {
      county: countyWith((c) => (c.search2.propertyCode = false)),
    });
    await screen.findByRole('heading', { name: 'Search by Date' });
    expect(screen.queryByLabelText('Document Type')).not.toBeInTheDocument();
  });
});
