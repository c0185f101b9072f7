/*
 * The control panel's Technical group (spec 3 §2.3, TRIMIN only): the calls that are not settings groups. E-file
 * and Languages are groups (county.ts); migration from LandShark One is landshark-one.ts.
 */

/** The server's answers (catalog group `technical`). */
export const TECHNICAL_MESSAGES = {
  configurationReloaded:
    "Configuration reloaded: every instance reads the county's settings, page content and lists again at its next request.",
} as const;
