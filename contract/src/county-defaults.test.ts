import { countyConfigSchemas, type CountyGroupName } from './county';
import { COUNTY_DEFAULTS } from './county-defaults';

describe('the county defaults', () => {
  const groups = Object.keys(countyConfigSchemas) as CountyGroupName[];

  it('have every group of the contract, and no other', () => {
    expect(Object.keys(COUNTY_DEFAULTS).sort()).toEqual([...groups].sort());
  });

  it.each(groups)('%s: valid for its schema, which keeps it as it is', (group) => {
    const result = countyConfigSchemas[group].safeParse(COUNTY_DEFAULTS[group]);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toEqual(COUNTY_DEFAULTS[group]);
  });

  it('a new county keeps e-file and self-registration off until it has its own content', () => {
    expect(COUNTY_DEFAULTS.efile.efile).toBe(false);
    expect(COUNTY_DEFAULTS.loginPageRegistration.selfRegistration).toBe(false);
  });
});
