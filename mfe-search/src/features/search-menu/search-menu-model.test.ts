import { SEARCH_TYPE_KEYS } from '@lrp/contract';
import { makeCountyConfig } from '@lrp/shared/test';
import { buildSearchMenu, defaultSearchKey } from './search-menu-model';

describe('buildSearchMenu', () => {
  it('lists every enabled type sorted by name, with the special searches apart', () => {
    const menu = buildSearchMenu(makeCountyConfig(), SEARCH_TYPE_KEYS);
    expect(menu.main.map((e) => e.label)).toEqual([
      'Address',
      'Book & Page',
      'Date',
      'Document Number',
      'Legal Description',
      'Name',
      'Parcel ID',
      'Torrens Certificate',
      'Torrens Text',
      'Tract Index (NMI)',
    ]);
    expect(menu.special.map((e) => e.label)).toEqual([
      'Grantor Grantee Book',
      'Plat',
      'Tax Lien',
      'Tract Book ID',
      'Tract Book Legal',
    ]);
  });

  it('drops types the county switched off, Torrens types without Torrens, and types outside the user list', () => {
    const config = makeCountyConfig();
    (config.search as Record<string, unknown>).Address = false;
    config.search2.torrens = false;
    config.common.bookLabel = 'Liber';
    const menu = buildSearchMenu(
      config,
      SEARCH_TYPE_KEYS.filter((k) => k !== 'searchByPlat'),
    );
    const labels = [...menu.main, ...menu.special].map((e) => e.label);
    expect(labels).not.toContain('Address');
    expect(labels).not.toContain('Torrens Certificate');
    expect(labels).not.toContain('Plat');
    expect(labels).toContain('Liber & Page');
  });

  it('opens the county default search, or the first allowed one when the user lacks it', () => {
    const config = makeCountyConfig();
    expect(defaultSearchKey(config, buildSearchMenu(config, SEARCH_TYPE_KEYS))).toBe(
      'searchByName',
    );
    const withoutName = buildSearchMenu(
      config,
      SEARCH_TYPE_KEYS.filter((k) => k !== 'searchByName'),
    );
    expect(defaultSearchKey(config, withoutName)).toBe('searchByAddress');
    expect(defaultSearchKey(config, buildSearchMenu(config, []))).toBeNull();
  });
});
