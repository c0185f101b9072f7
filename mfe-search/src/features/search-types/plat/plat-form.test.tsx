import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, field, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Plat Search', () => {
  it('requires a plat, then types ahead from two characters, prefix and case ignored', async () => {
    renderSearch('/search/searchByPlat');
    await submit();
    expect(errorOf(label('Plat Number'))).toBe('A valid plat required.');
    const name = field('Plat Name');
    await userEvent.type(name, 'p');
    expect(screen.queryByRole('combobox', { name: /matching plat/ })).not.toBeInTheDocument();
    await userEvent.type(name, 'I');
    const matches = screen.getByRole('combobox', { name: '2 matching plats' });
    expect(matches.querySelectorAll('option')[0]).toHaveTextContent(
      '(Click here to select a plat)',
    );
    await userEvent.selectOptions(matches, '1008');
    expect(field('Plat Number')).toHaveValue('1008');
    expect(name).toHaveValue('Pine Ridge Second Addition');
    // Chosen: typing is ignored until Reset.
    await userEvent.type(name, 'x');
    expect(name).toHaveValue('Pine Ridge Second Addition');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(name).toHaveValue('');
    await userEvent.type(field('Plat Number'), '99');
    expect(errorOf(label('Plat Number'))).toBe('No matching plat found.');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // One match selects it.
    await userEvent.type(name, 'map');
    expect(field('Plat Number')).toHaveValue('2001');
    expect(searched()).toBe(false);
  });

  it('picks from the Full List, sorted by number or name and positioned to a typed value', async () => {
    renderSearch('/search/searchByPlat');
    await userEvent.click(await screen.findByRole('button', { name: 'Full List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plats' });
    const firstCell = () => dialog.querySelector('tbody tr td')?.textContent;
    expect(firstCell()).toBe('1007');
    await userEvent.click(screen.getByRole('button', { name: 'Plat Name' }));
    // Maple Ridge (2001) comes first by name.
    expect(firstCell()).toBe('2001');
    await userEvent.click(
      screen.getByRole('button', { name: 'Select Pine Ridge Second Addition' }),
    );
    expect(field('Plat Number')).toHaveValue('1008');
  });
});
