import { mockApi, type FetchRecorder } from '@lrp/shared/test';

import userEvent from '@testing-library/user-event';
import { errorOf, field, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Search by Parcel ID', () => {
  it('requires the parcel ID, then two characters', async () => {
    renderSearch('/search/searchByParcelId');
    await submit();
    expect(errorOf(label('Parcel ID'))).toBe('Required.');
    await userEvent.type(field('Parcel ID'), '2');
    await submit();
    expect(errorOf(label('Parcel ID'))).toBe('2 characters minimum.');
    expect(searched()).toBe(false);
  });
});
