import { mockApi, type FetchRecorder } from '@lrp/shared/test';

import userEvent from '@testing-library/user-event';
import { errorOf, field, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Search by Document Number', () => {
  it('requires the number; a range must be numeric and in order', async () => {
    renderSearch('/search/searchByDocumentNumber');
    await submit();
    expect(errorOf(label('Document Number'))).toBe('Required.');
    await userEvent.type(field('Document Number'), 'T900001');
    await userEvent.type(field('To Document Number'), '9000013');
    await submit();
    expect(errorOf(label('Document Number'))).toBe('Numeric only on a range search.');
    await userEvent.clear(field('Document Number'));
    await userEvent.type(field('Document Number'), '9000013');
    await userEvent.clear(field('To Document Number'));
    await userEvent.type(field('To Document Number'), '9000001');
    await submit();
    expect(errorOf(label('Document Number'))).toBe('Invalid numeric range.');
    expect(errorOf(label('To Document Number'))).toBe('Invalid numeric range.');
    expect(searched()).toBe(false);
  });
});
