import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import { errorOf, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Grantor Grantee Book Search', () => {
  it('requires the name and starts its dates at 01/01/1800', async () => {
    renderSearch('/search/searchByGrantorGranteeBook');
    expect(await screen.findByLabelText(label('From Date'))).toHaveValue('01/01/1800');
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    await submit();
    expect(errorOf(label('Business or Last Name'))).toBe('Required.');
    expect(searched()).toBe(false);
  });
});
