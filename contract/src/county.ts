import './zod';
import * as z from 'zod/mini';
import { AUTH_MESSAGES, USERNAME_MAX } from './auth';
import { efileFeesSchema } from './efile';
import { homeSelectionsSchema } from './home';
import { isEmailAddress, PROFILE_LIMITS, PROFILE_MESSAGES } from './person';
import {
  aLaCarteRatesSchema,
  aLaCarteSpecialRatesSchema,
  creditCardRatesSchema,
} from './fee-structure';
import {
  billingScheduleSchema,
  creditCardExtraSchema,
  escrowConfigSchema,
  flatFeeConfigSchema,
  flatFeeOverrideSchema,
} from './money-config';
import { auditLogPurgeScheduleSchema, userPurgeScheduleSchema } from './purge-config';
import { searchOptionsSchema } from './search/options';
import { SEARCH_TYPES, SEARCH_TYPE_KEYS } from './search-types';
import { USER_ACCESS_LIMITS, USER_ACCESS_MESSAGES } from './user-access';
import { ACCOUNT_MESSAGES } from './server-messages';
import { notableDatesDisplaySchema } from './notable-dates';

/*
 * The county's configuration groups (spec 3 §3). Each group is stored as one JSON document and edited by
 * one control-panel screen. `PUBLIC_COUNTY_GROUPS` are sent to the browser before sign-in; the rest stay on
 * the server.
 */

/** A text of at most `n` characters, trimmed; `required` refuses a blank one. */
const settingText = (n: number, required = false) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, PROFILE_MESSAGES.required)] : []),
      z.maxLength(n, PROFILE_MESSAGES.max({ n })),
    );

/** Common (spec 3 §3): the portal's title, the county, its contact and its labels. */
export const commonConfigSchema = z.object({
  appTitle: settingText(100, true),
  countyName: settingText(100, true),
  stateCode: z
    .string()
    .check(
      z.trim(),
      z.maxLength(2, PROFILE_MESSAGES.state),
      z.regex(/^[A-Z]{2}$/, PROFILE_MESSAGES.state),
    ),
  contactName: settingText(100),
  contactTitle: settingText(100),
  contactPhone: z.string().check(
    z.trim(),
    z.maxLength(PROFILE_LIMITS.standardPhone, PROFILE_MESSAGES.standardPhone),
    z.refine(
      (v) => v === '' || v.length === PROFILE_LIMITS.standardPhone,
      PROFILE_MESSAGES.standardPhone,
    ),
  ),
  contactEmail: z.string().check(
    z.trim(),
    z.maxLength(PROFILE_LIMITS.email, PROFILE_MESSAGES.max({ n: PROFILE_LIMITS.email })),
    z.refine(
      (v) => v === '' || v.length > PROFILE_LIMITS.email || isEmailAddress(v),
      PROFILE_MESSAGES.email,
    ),
  ),
  bookLabel: settingText(30, true),
  torrensLabel: settingText(30, true),
});

export const languagesConfigSchema = z.object({ languages: z.boolean() });

export const loginPageRegistrationSchema = z.object({
  forgotPasswordLink: z.boolean(),
  selfRegistration: z.boolean(),
  emaileExpireIn: z
    .int({ error: PROFILE_MESSAGES.required })
    .check(
      z.minimum(1, USER_ACCESS_MESSAGES.expiryHours),
      z.maximum(720, USER_ACCESS_MESSAGES.expiryHours),
    ),
});

/** Lockout 1 (spec 3 §3, §5): the login page's message and the headline are required. */
export const userLockoutSchema = z.object({
  lockoutInPlace: z.boolean(),
  messageLogin: settingText(500, true),
  messageHeadline: settingText(200, true),
});

/** A whole number from `min` to `max`; blank is Required. (spec 3 §5). */
const wholeNumber = (min: number, max: number, range: string) =>
  z.int({ error: PROFILE_MESSAGES.required }).check(z.minimum(min, range), z.maximum(max, range));

/** User Access (spec 3 §3, §5): at most 20 login attempts, an inactivity limit of at most 120 minutes. */
export const userAccessSchema = z.object({
  guestUserName: z.string().check(z.maxLength(USERNAME_MAX, AUTH_MESSAGES.usernameMax)),
  limitLoginAttempts: z.boolean(),
  maxloginAttempts: wholeNumber(
    USER_ACCESS_LIMITS.loginAttemptsMin,
    USER_ACCESS_LIMITS.loginAttemptsMax,
    USER_ACCESS_MESSAGES.loginAttempts,
  ),
  inactivityTimeLimit: z.boolean(),
  inactivityTimeLimitPeriod: wholeNumber(
    USER_ACCESS_LIMITS.inactivityMinutesMin,
    USER_ACCESS_LIMITS.inactivityMinutesMax,
    USER_ACCESS_MESSAGES.inactivityMinutes,
  ),
});

export const efileConfigSchema = z.object({
  efile: z.boolean(),
  efileCountyNote: z.string().check(z.maxLength(2000)),
  acknowledgement: z.boolean(),
  acknowledgementStatement: z.string().check(z.maxLength(2000)),
});

const searchFlags = Object.fromEntries(
  SEARCH_TYPES.flatMap((t) => [
    [t.setting, z.boolean()],
    [`${t.setting}CountyNote`, z.string().check(z.maxLength(1000))],
  ]),
) as Record<string, z.ZodMiniBoolean | z.ZodMiniString>;

/**
 * Search 1 (spec 3 §3): the default search, whether each account's search access may differ from the county's
 * ("configurable") or always equals it ("same"), and per search type a switch and a county note. The default
 * search must be switched on ("Your default search needs to be enabled first.", on the Default Search field).
 */
export const searchConfigSchema = z
  .object({
    defaultSearch: z.enum(SEARCH_TYPE_KEYS),
    searchAccess: z.enum(['configurable', 'same']),
    ...searchFlags,
  })
  .check(
    z.superRefine((value, ctx) => {
      const type = SEARCH_TYPES.find((t) => t.key === value.defaultSearch);
      if (type && (value as Record<string, unknown>)[type.setting] !== true)
        ctx.addIssue({
          code: 'custom',
          path: ['defaultSearch'],
          message: ACCOUNT_MESSAGES.defaultSearchOff,
        });
    }),
  );

export const search2ConfigSchema = z.object({
  map: z.boolean(),
  tax: z.boolean(),
  allOnlySearch: z.boolean(),
  downloadResults: z.boolean(),
  torrens: z.boolean(),
  bookType: z.boolean(),
  propertyCode: z.boolean(),
  /** Property alerts for the public: a guest subscribes with an e-mail address it confirms (issue 37). */
  publicAlerts: z.boolean(),
});

export const reportsConfigSchema = z.object({
  statementReport: z.boolean(),
  statementReportCountyNote: z.string().check(z.maxLength(1000)),
  auditAccountsReport: z.boolean(),
  auditAccountsReportCountyNote: z.string().check(z.maxLength(1000)),
  auditUsersReport: z.boolean(),
  auditUsersReportCountyNote: z.string().check(z.maxLength(1000)),
  accountTypeReport: z.boolean(),
  accountTypeReportCountyNote: z.string().check(z.maxLength(1000)),
});

/** Which deployed modules this county offers (a module switched off is never downloaded). */
export const modulesConfigSchema = z.object({
  disabled: z.array(z.string().check(z.maxLength(50))).check(z.maxLength(50)),
});

export const countyConfigSchemas = {
  common: commonConfigSchema,
  languages: languagesConfigSchema,
  loginPageRegistration: loginPageRegistrationSchema,
  userLockout: userLockoutSchema,
  userAccess: userAccessSchema,
  userPurgeSchedule: userPurgeScheduleSchema,
  auditLogPurgeSchedule: auditLogPurgeScheduleSchema,
  efile: efileConfigSchema,
  search: searchConfigSchema,
  search2: search2ConfigSchema,
  searchOptions: searchOptionsSchema,
  notableDatesDisplay: notableDatesDisplaySchema,
  reports: reportsConfigSchema,
  modules: modulesConfigSchema,
  homeSelections: homeSelectionsSchema,
  escrow: escrowConfigSchema,
  flatFeeOverride: flatFeeOverrideSchema,
  aLaCarte: aLaCarteRatesSchema,
  aLaCarteSpecialRates: aLaCarteSpecialRatesSchema,
  creditCard: creditCardRatesSchema,
  creditCardExtra: creditCardExtraSchema,
  flatFee: flatFeeConfigSchema,
  billingSchedule: billingScheduleSchema,
  efileFees: efileFeesSchema,
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
