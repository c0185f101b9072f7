import { COUNTY_DEFAULTS, type CountyConfig } from '@lrp/contract';
import type { FlatFeeConfig, NotableDatesConfig } from './server-schemas';

/*
 * What a new county starts with (SEED=none): the contract's COUNTY_DEFAULTS, and the server-only groups'
 * defaults here. The demo seed replaces these with Pine Ridge County's values.
 */
export const DEFAULT_COUNTY_CONFIG: CountyConfig & {
  notableDates: NotableDatesConfig;
  flatFee: FlatFeeConfig;
} = {
  ...COUNTY_DEFAULTS,
  notableDates: {
    headings: ['Index', 'Verified Through', 'Posted Through', 'Images From', 'Images Through'],
    rows: [],
  },
  flatFee: {
    chargingImages: true,
    rates: [
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 100, cost: 50 },
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 250, cost: 100 },
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 500, cost: 175 },
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 1000, cost: 300 },
      { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 500 },
    ],
  },
};
