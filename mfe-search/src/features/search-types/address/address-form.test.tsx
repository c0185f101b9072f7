import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, field, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Search by Address', () => {
  it('requires house number and street name, three characters of street, and of city when given', async () => {
    renderSearch('/search/searchByAddress');
    await submit();
    expect(errorOf(label('House Number'))).toBe('Required.');
    expect(errorOf(label('Street Name'))).toBe('Required.');
    await userEvent.type(field('Street Name'), 'Ta');
    await userEvent.type(field('City/Town'), 'Pi');
    await submit();
    expect(errorOf(label('Street Name'))).toBe('Three characters minimum.');
    expect(errorOf(label('City/Town'))).toBe('Three characters minimum, or leave blank.');
    expect(screen.getByLabelText('Instrument Group')).toHaveValue('ALL');
    expect(searched()).toBe(false);
  });

  it("clears all the form's errors when any field is edited (spec 2 §4)", async () => {
    renderSearch('/search/searchByAddress');
    await submit();
    expect(errorOf(label('House Number'))).toBe('Required.');
    expect(errorOf(label('Street Name'))).toBe('Required.');
    await userEvent.type(field('House Number'), '1');
    expect(errorOf(label('House Number'))).toBeNull();
    expect(errorOf(label('Street Name'))).toBeNull();
    expect(screen.queryByText('Required.')).not.toBeInTheDocument();
    // A select edited clears them too.
    await submit();
    expect(errorOf(label('Street Name'))).toBe('Required.');
    await userEvent.selectOptions(screen.getByLabelText('Instrument Group'), 'DEED');
    expect(errorOf(label('Street Name'))).toBeNull();
    expect(searched()).toBe(false);
  });
});
