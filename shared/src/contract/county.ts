import { z } from 'zod';
import { homeSelectionsSchema } from './home';
import { aLaCarteRatesSchema, creditCardRatesSchema } from './fee-structure';
import { escrowConfigSchema, flatFeeOverrideSchema } from './money-config';
import { searchOptionsSchema } from './search/options';
import { SEARCH_TYPES, SEARCH_TYPE_KEYS } from './search-types';

/*
 * The county's configuration groups (spec 3 §3). Each group is stored as one JSON document and edited by
 * one control-panel screen. `PUBLIC_COUNTY_GROUPS` are sent to the browser before sign-in; the rest stay on
 * the server.
 */

export const commonConfigSchema = z.object({
  appTitle: z.string().trim().min(1, 'Required.').max(100),
  countyName: z.string().trim().min(1, 'Required.').max(100),
  stateCode: z.string().length(2),
  contactName: z.string().max(100),
  contactTitle: z.string().max(100),
  contactPhone: z.string().max(20),
  contactEmail: z.string().max(50),
  bookLabel: z.string().trim().min(1, 'Required.').max(30),
  torrensLabel: z.string().trim().min(1, 'Required.').max(30),
});

export const languagesConfigSchema = z.object({ languages: z.boolean() });

export const loginPageRegistrationSchema = z.object({
  forgotPasswordLink: z.boolean(),
  selfRegistration: z.boolean(),
  emaileExpireIn: z.number().int().min(1).max(720),
});

export const userLockoutSchema = z.object({
  lockoutInPlace: z.boolean(),
  messageLogin: z.string().max(500),
  messageHeadline: z.string().max(200),
});

export const userAccessSchema = z.object({
  guestUserName: z.string(),
  limitLoginAttempts: z.boolean(),
  maxloginAttempts: z.number().int().min(1).max(20),
  inactivityTimeLimit: z.boolean(),
  inactivityTimeLimitPeriod: z.number().int().min(1).max(120),
});

export const efileConfigSchema = z.object({
  efile: z.boolean(),
  efileCountyNote: z.string().max(2000),
  acknowledgement: z.boolean(),
  acknowledgementStatement: z.string().max(2000),
});

const searchFlags = Object.fromEntries(
  SEARCH_TYPES.flatMap((t) => [
    [t.setting, z.boolean()],
    [`${t.setting}CountyNote`, z.string().max(1000)],
  ]),
) as Record<string, z.ZodBoolean | z.ZodString>;

export const searchConfigSchema = z.object({
  defaultSearch: z.enum(SEARCH_TYPE_KEYS),
  searchAccess: z.enum(['configurable', 'same']),
  ...searchFlags,
});

export const search2ConfigSchema = z.object({
  map: z.boolean(),
  tax: z.boolean(),
  allOnlySearch: z.boolean(),
  downloadResults: z.boolean(),
  torrens: z.boolean(),
  bookType: z.boolean(),
  propertyCode: z.boolean(),
});

export const reportsConfigSchema = z.object({
  statementReport: z.boolean(),
  statementReportCountyNote: z.string().max(1000),
  auditAccountsReport: z.boolean(),
  auditAccountsReportCountyNote: z.string().max(1000),
  auditUsersReport: z.boolean(),
  auditUsersReportCountyNote: z.string().max(1000),
  accountTypeReport: z.boolean(),
  accountTypeReportCountyNote: z.string().max(1000),
});

/** Which deployed modules this county offers (a module switched off is never downloaded). */
export const modulesConfigSchema = z.object({
  disabled: z.array(z.string()),
});

export const countyConfigSchemas = {
  common: commonConfigSchema,
  languages: languagesConfigSchema,
  loginPageRegistration: loginPageRegistrationSchema,
  userLockout: userLockoutSchema,
  userAccess: userAccessSchema,
  efile: efileConfigSchema,
  search: searchConfigSchema,
  search2: search2ConfigSchema,
  searchOptions: searchOptionsSchema,
  reports: reportsConfigSchema,
  modules: modulesConfigSchema,
  homeSelections: homeSelectionsSchema,
  escrow: escrowConfigSchema,
  flatFeeOverride: flatFeeOverrideSchema,
  aLaCarte: aLaCarteRatesSchema,
  creditCard: creditCardRatesSchema,
} as const;

export type CountyGroupName = keyof typeof countyConfigSchemas;
export type CountyConfig = { [K in CountyGroupName]: z.infer<(typeof countyConfigSchemas)[K]> };

/** Groups the browser may read before sign-in (titles, switches, notes); never credentials or limits. */
export const PUBLIC_COUNTY_GROUPS = [
  'common',
  'languages',
  'loginPageRegistration',
  'userLockout',
  'efile',
  'search',
  'search2',
  'searchOptions',
  'reports',
  'homeSelections',
  'escrow',
  'flatFeeOverride',
] as const satisfies readonly CountyGroupName[];
export type PublicCountyGroupName = (typeof PUBLIC_COUNTY_GROUPS)[number];
export type PublicCountyConfig = Pick<CountyConfig, PublicCountyGroupName>;

export { countyFlag } from './county-flag';
