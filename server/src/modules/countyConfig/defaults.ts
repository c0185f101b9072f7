import { COUNTY_DEFAULTS, NOTABLE_DATE_COLUMNS, type CountyConfig } from '@lrp/contract';
import type { NotableDatesConfig } from './server-schemas';

/*
 * What a new county starts with (SEED=none): the contract's COUNTY_DEFAULTS, and the server-only groups'
 * defaults here. The demo seed replaces these with Pine Ridge County's values.
 */
export const DEFAULT_COUNTY_CONFIG: CountyConfig & { notableDates: NotableDatesConfig } = {
  ...COUNTY_DEFAULTS,
  notableDates: {
    // The columns the recording system fills (contract NOTABLE_DATE_COLUMNS); Home - Notable Dates picks which show.
    headings: ['Index', ...NOTABLE_DATE_COLUMNS.map((column) => column.heading)],
    rows: [],
  },
};
