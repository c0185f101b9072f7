export { AUTH_MESSAGES, loginRequestSchema, passwordSchema, usernameSchema, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS, USERNAME_MAX, USERNAME_MIN } from './auth';
export type { LoginRequest } from './auth';
export {
  commonConfigSchema,
  countyConfigSchemas,
  countyFlag,
  efileConfigSchema,
  languagesConfigSchema,
  loginPageRegistrationSchema,
  modulesConfigSchema,
  PUBLIC_COUNTY_GROUPS,
  reportsConfigSchema,
  search2ConfigSchema,
  searchConfigSchema,
  userAccessSchema,
  userLockoutSchema,
} from './county';
export type { CountyConfig, CountyGroupName, PublicCountyConfig, PublicCountyGroupName } from './county';
export { codeDescriptionSchema, envelopeSchema, paragraphSchema } from './envelope';
export type { ApiEnvelope, CodeDescription, Paragraph } from './envelope';
export { INT4_MAX, MONEY_AMOUNT_MAX, rowIdSchema } from './limits';
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, languageTag } from './languages';
export type { LanguageCode } from './languages';
export {
  disabledModuleSchema,
  enabledModuleSchema,
  ESSENTIAL_MODULES,
  localizedLabelSchema,
  moduleDescriptorSchema,
  moduleMountSchema,
  mountAccessSchema,
  navEntrySchema,
  portalModulesSchema,
  PRODUCT_CONFIG_PATH,
  productConfigSchema,
} from './portal';
export type {
  DisabledModule,
  EnabledModule,
  LocalizedLabel,
  ModuleDescriptor,
  ModuleMount,
  MountAccess,
  NavEntry,
  PortalModules,
  ProductConfig,
} from './portal';
export {
  HELPER_DATA_CALLS,
  LOGIN_LINK_ROWS,
  LOGIN_SLIDE_INTERVAL_MS,
  LOGIN_SLIDES_MAX,
  loginPageParagraphsSchema,
  loginPageSlidesSchema,
  namedResultListSchema,
  namedResultSchema,
} from './reference-data';
export type { NamedResult, NamedResultList } from './reference-data';
export { ACCOUNT_TYPES, ADMIN_ROLES, COUNTY_STAFF_ROLES, NAMED_USER_ROLES, PAYMENT_METHODS, ROLES, USER_STATUSES } from './roles';
export type { AccountType, PaymentMethod, Role, UserStatus } from './roles';
export { SEARCH_TYPE_KEYS, SEARCH_TYPES } from './search-types';
export type { SearchTypeKey } from './search-types';
export { currentUserSchema, loginStatusSchema } from './user';
export type { CurrentUser, LoginStatus } from './user';
export { USER_LIST_PAGE_SIZE, USER_STATUS_FILTERS, userListItemSchema, userListRequestSchema, userListSchema } from './user-manager';
export type { UserListItem, UserListRequest } from './user-manager';
export {
  checkPasswordConfirm,
  checkPhone,
  completeRegistrationRequestSchema,
  completeRegistrationResponseSchema,
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
  formatInternationalPhone,
  formatStandardPhone,
  formatZip,
  isEmailAddress,
  personFields,
  PHONE_FORMAT_TYPES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  signUpFormSchema,
  signUpRequestSchema,
} from './profile';
export type { PhoneFormatType, SignUpRequest } from './profile';
export { checkDateRange, DATE_MESSAGES, DATE_RANGE_CAPS, formatUsDate, parseUsDate, todayUtc } from './dates';
export {
  disclaimerLink,
  headedTableSchema,
  homeContentSchema,
  homeSelectionsSchema,
  REPORT_RANGES,
  REPORT_TYPES,
  reportRangeDates,
  transactionReportRequestSchema,
} from './home';
export type { HeadedTable, HomeContent, HomeSelections, ReportRange, TransactionReportRequest } from './home';
export { passwordChangeFormSchema, passwordChangeRequestSchema, profileSchema, storedProfileSchema, usageBalanceRequestSchema, usageBalanceResponseSchema } from './current-user';
export type { Profile } from './current-user';
export { escrowConfigSchema, flatFeeOverrideSchema, flatFeeRateSchema } from './money-config';
export {
  addOnConfirmationRequestSchema,
  addOnConfirmationSchema,
  addOnOptionsSchema,
  authorizationResponseSchema,
  CARD_MESSAGE_SOURCE,
  cardFrameMessageSchema,
  cardTokenResponseSchema,
  cardTransactionResponseSchema,
  completeDepositResponseSchema,
  depositAmountSchema,
  escrowSurcharge,
  flatFeeOptionSchema,
  formatMoney,
  initiateDepositRequestSchema,
  initiateDepositResponseSchema,
  PAYMENT_MESSAGES,
  roundCents,
  userAddOnRequestSchema,
  userAddOnResponseSchema,
} from './payments';
export type { AddOnConfirmation, AddOnOptions, CardFrameMessage, CardTransactionResponse } from './payments';
export { catalogEntries, message } from './messages';
export type { MessageGroup, MessageTemplate } from './messages';
export { CONTRACT_MESSAGES } from './catalog';
