import { mockApi, type FetchRecorder } from '@lrp/shared/test';

import userEvent from '@testing-library/user-event';
import { errorOf, field, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Tract Index (NMI)', () => {
  it('requires island and village (three characters); the parcel ID is letters and digits', async () => {
    renderSearch('/search/searchByTractIndexNMI');
    await submit();
    expect(errorOf(label('Island'))).toBe('Required.');
    expect(errorOf(label('Village'))).toBe('Required.');
    await userEvent.selectOptions(field('Island'), 'SPN');
    await userEvent.type(field('Village'), 'Ga');
    await userEvent.type(field('Parcel ID'), 'SGAR-7');
    await submit();
    expect(errorOf(label('Village'))).toBe('Three characters minimum.');
    expect(errorOf(label('Parcel ID'))).toBe('Numbers and letters only.');
    expect(searched()).toBe(false);
  });
});
