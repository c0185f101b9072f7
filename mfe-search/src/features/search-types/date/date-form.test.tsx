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

  it.each(['13/45/2020', '2020-01-01', '02/30/2020'])(
    "a date typed as %s shows 'MM/DD/YYYY' and searches nothing, not the date it replaced",
    async (typed) => {
      renderSearch('/search/searchByDate');
      await screen.findByLabelText(label('From Date'));
      act(() => useCalendarWanted.getState().want());
      await act(async () => {
        await import('@lrp/shared/dates');
      });
      // The form opens with a valid From Date; the person types over it.
      expect(field('From Date')).toHaveValue('01/03/1950');
      await userEvent.clear(field('From Date'));
      await userEvent.type(field('From Date'), typed);
      await userEvent.tab();
      expect(field('From Date')).toHaveValue(typed);
      await submit();
      expect(errorOf(label('From Date'))).toBe('MM/DD/YYYY');
      expect(field('From Date')).toHaveValue(typed);
      expect(searched()).toBe(false);

      // The same on To Date.
      await userEvent.clear(field('From Date'));
      await userEvent.type(field('From Date'), '01/01/2020');
      await userEvent.clear(field('To Date'));
      await userEvent.type(field('To Date'), typed);
      await submit();
      expect(errorOf(label('To Date'))).toBe('MM/DD/YYYY');
      expect(searched()).toBe(false);
    },
  );

  it("shows 'MM/DD/YYYY' for a date typed badly before the calendar has loaded, and keeps what was typed", async () => {
    // A new page: the calendar has not loaded; touching the form loads it while the person types.
    act(() => useCalendarWanted.setState({ wanted: false, DateField: null }));
    renderSearch('/search/searchByDate');
    await userEvent.clear(await screen.findByLabelText(label('From Date')));
    await userEvent.type(field('From Date'), '13/45/2020');
    await submit();
    expect(useCalendarWanted.getState().DateField).not.toBeNull();
    expect(field('From Date')).toHaveValue('13/45/2020');
    expect(errorOf(label('From Date'))).toBe('MM/DD/YYYY');
    expect(searched()).toBe(false);
  });

  it('keeps the date being typed when the calendar arrives while the field has the focus', async () => {
    // The calendar's code is on its way (asked for, not arrived).
    act(() => useCalendarWanted.setState({ wanted: true, DateField: null }));
    renderSearch('/search/searchByDate');
    const from = await screen.findByLabelText(label('From Date'));
    // The person selects the date that is there to type over it, and the calendar's code lands at that moment.
    await userEvent.tripleClick(from);
    const { DateField } = await import('@lrp/shared/dates');
    act(() => useCalendarWanted.setState({ DateField }));
    await userEvent.keyboard('03/01/2012');
    expect(field('From Date')).toHaveValue('03/01/2012');
    expect(field('From Date')).toHaveFocus();
    // Leaving the field shows the calendar's input with the same date.
    await userEvent.tab();
    expect(field('From Date')).toHaveValue('03/01/2012');
  });
});
