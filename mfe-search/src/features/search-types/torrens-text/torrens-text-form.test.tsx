import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { field, renderSearch } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());

describe('Torrens Text', () => {
  it('labels the text by its scope: All Sections by default, Memorial Doc # asks for a document number', async () => {
    renderSearch('/search/searchByTorrensText');
    expect(await screen.findByRole('radio', { name: 'All Sections' })).toBeChecked();
    expect(field('Text or Document Number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Memorial Doc #' }));
    expect(field('Document Number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Recital' }));
    expect(field('Text')).toBeInTheDocument();
  });
});
