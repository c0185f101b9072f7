import { mockApi, type FetchRecorder } from '@lrp/shared/test';

import { errorOf, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Tract Book ID', () => {
  it('requires the tract book ID', async () => {
    renderSearch('/search/searchByTractBookId');
    await submit();
    expect(errorOf(label('Tract Book ID'))).toBe('Required.');
    expect(searched()).toBe(false);
  });
});
