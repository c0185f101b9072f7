import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Tract Book Legal', () => {
  it('starts at 01/01/1800; Metes & Bounds requires section, township and range', async () => {
    renderSearch('/search/searchByTractBookLegal');
    expect(await screen.findByLabelText(label('From Date'))).toHaveValue('01/01/1800');
    await userEvent.click(screen.getByRole('radio', { name: 'Metes & Bounds' }));
    await submit();
    for (const name of ['Section', 'Township', 'Range'])
      expect(errorOf(label(name))).toBe('Required.');
    expect(searched()).toBe(false);
  });
});
