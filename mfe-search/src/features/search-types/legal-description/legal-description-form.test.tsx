import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  countyWith,
  errorOf,
  field,
  hasField,
  label,
  renderSearch,
  submit,
} from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Search by Legal Description', () => {
  it('Lots & Blocks: the plat is required; Metes & Bounds: section, township and range are numbers', async () => {
    renderSearch('/search/searchByLegalDescription');
    expect(await screen.findByRole('radio', { name: 'Lots & Blocks' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Contains' })).toBeChecked();
    expect(hasField('Section')).toBe(false);
    expect(hasField('Lot')).toBe(true);
    await submit();
    expect(errorOf(label('Plat Number'))).toBe('A valid plat required.');
    await userEvent.click(screen.getByRole('radio', { name: 'Metes & Bounds' }));
    expect(hasField('Plat Number')).toBe(false);
    expect(hasField('Lot')).toBe(false);
    await userEvent.type(field('Section'), '1a');
    await userEvent.type(field('Grantor/Grantee First Name'), 'Nora');
    await submit();
    expect(errorOf(label('Section'))).toBe('Numbers only.');
    expect(errorOf(label('Grantor/Grantee Last Name'))).toBe('Required if First Name entered.');
    expect(searched()).toBe(false);
  });

  it('shows the optional legal fields the county enables', async () => {
    renderSearch('/search/searchByLegalDescription');
    await userEvent.click(await screen.findByRole('radio', { name: 'Metes & Bounds' }));
    for (const name of [
      'QQQQ',
      'QQQ',
      'QQ',
      'Q',
      'Base',
      'Meridian',
      'Other Lot Type',
      'Other Lot',
    ])
      expect(hasField(name)).toBe(true);
    // Municipality codes: a select of the county's municipalities.
    expect(field('Municipality').tagName).toBe('SELECT');
  });

  it('hides them where the county does not', async () => {
    const county = countyWith((c) => {
      Object.assign(c.searchOptions, {
        qqqq: false,
        qqq: false,
        baseline: false,
        meridian: false,
        mbOtherLot: false,
        sublot: false,
        useMunicipalityCodes: false,
      });
    });
    renderSearch('/search/searchByLegalDescription', { county });
    expect(hasField('Sublot')).toBe(false);
    await userEvent.click(await screen.findByRole('radio', { name: 'Metes & Bounds' }));
    for (const name of ['QQQQ', 'QQQ', 'Base', 'Meridian', 'Other Lot'])
      expect(hasField(name)).toBe(false);
    expect(hasField('QQ')).toBe(true);
    expect(field('Municipality').tagName).toBe('INPUT');
  });
});
