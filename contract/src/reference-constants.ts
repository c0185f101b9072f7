// The start-up calls and the sign-in page's limits, apart from the reference data's schemas (reference-data.ts):
// the shell reads them at start-up without bringing zod into the page.

/** The five start-up helper-data calls (spec 1 §7; their paths are ours to name). */
export const HELPER_DATA_CALLS = {
  countyConfiguration: 'helperdata/countyConfiguration',
  codeDescriptions: 'helperdata/codeDescriptions',
  instrumentCodes: 'helperdata/instrumentCodes',
  productVersions: 'helperdata/productVersions',
  notableDates: 'helperdata/notableDates',
} as const;

export const LOGIN_SLIDES_MAX = 6;
export const LOGIN_SLIDE_INTERVAL_MS = 30000;
export const LOGIN_LINK_ROWS = 12;
