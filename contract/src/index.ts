// @lrp/contract: the API's schemas, rules, messages and constants, shared by the server and the browser. A package
// of its own, versioned (package.json), bundled by each package that imports it (webpack keeps only what is used:
// every module but the zod configuration (zod.ts) is free of side effects, package.json `sideEffects`).

export {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIALS,
  USERNAME_MAX,
  USERNAME_MIN,
} from './auth-messages';
export { loginRequestSchema, passwordSchema, usernameSchema } from './auth';
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
export {
  LEGAL_DATE_COLUMNS,
  NOTABLE_DATE_COLUMNS,
  NOTABLE_DATE_INDEX_COLUMNS,
  NOTABLE_DATE_INDEXES,
  NOTABLE_DATES_DISPLAY_DEFAULTS,
  notableDateFlag,
  notableDatesDisplaySchema,
  shownNotableDates,
} from './notable-dates';
export type { NotableDatesDisplay } from './notable-dates';
export type {
  CountyConfig,
  CountyGroupName,
  PublicCountyConfig,
  PublicCountyGroupName,
} from './county';
export {
  codeDescriptionSchema,
  codedMessageSchema,
  envelopeSchema,
  paragraphSchema,
} from './envelope';
export type { ApiEnvelope, CodeDescription, Paragraph } from './envelope';
export { INT4_MAX, MONEY_AMOUNT_MAX, rowIdSchema } from './limits';
export { isWebAddress, WEB_ADDRESS_MESSAGE } from './web-address';
export {
  isBlankParagraph,
  loginLinkSlots,
  PARAGRAPH_LIMITS,
  PARAGRAPH_LIST_SCHEMAS,
  PARAGRAPH_LISTS,
  PARAGRAPH_MESSAGES,
} from './paragraph-lists';
export type { ParagraphList, ParagraphListName } from './paragraph-lists';
export {
  LOGIN_SLIDE_FORMATS,
  LOGIN_SLIDE_LIMITS,
  loginSlideSchema,
  loginSlidesConfigSchema,
  SLIDE_MESSAGES,
} from './login-slides';
export type { LoginSlide, LoginSlidesConfig } from './login-slides';
export {
  EFILE_FORMATS,
  EFILE_LIMITS,
  EFILE_MESSAGES,
  EFILE_STATUSES,
  EFILE_TYPE_NAMES,
  EFILE_TYPES,
  efileAuthAndCaptureRequestSchema,
  efileAuthAndCaptureResponseSchema,
  efileCaptureRequestSchema,
  efileCaptureResponseSchema,
  efileCharges,
  efileFeesSchema,
  efileFieldsSchema,
  efileImageResponseSchema,
  efileReviewRequestSchema,
  efileSubmissionRequestSchema,
  efileSubmissionResponseSchema,
  efileSubmissionRowSchema,
  efileSubmissionsQuerySchema,
  efileSubmissionsResponseSchema,
} from './efile';
export type {
  EfileFees,
  EfileFields,
  EfileFormat,
  EfileImageResponse,
  EfileReviewRequest,
  EfileStatus,
  EfileSubmissionRequest,
  EfileSubmissionRow,
  EfileType,
} from './efile';
export { TECHNICAL_MESSAGES } from './technical';
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
  builtWithSchema,
  releaseManifestSchema,
  shellManifestSchema,
  moduleReleaseSchema,
  moduleReleasesSchema,
  pinModuleRequestSchema,
} from './portal';
export { isUnderMount, mountOwningPath } from './mount-paths';
export { compareVersions, releaseMismatches, satisfies } from './release';
export type { BuiltWith, ReleaseFit, ShellManifest } from './release';
export { pathClashes, releaseProblems } from './release-rules';
export type {
  DisabledModule,
  EnabledModule,
  LocalizedLabel,
  ModuleDescriptor,
  ReleaseManifest,
  ModuleRelease,
  ModuleReleases,
  PinModuleRequest,
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
} from './reference-constants';
export {
  loginPageParagraphsSchema,
  loginPageSlidesSchema,
  namedResultListSchema,
  namedResultSchema,
} from './reference-data';
export type { NamedResult, NamedResultList } from './reference-data';
export {
  ACCOUNT_TYPES,
  ADMIN_ROLES,
  COUNTY_STAFF_ROLES,
  NAMED_USER_ROLES,
  PAYMENT_METHODS,
  ROLES,
  USER_STATUSES,
} from './roles';
export type { AccountType, PaymentMethod, Role, UserStatus } from './roles';
export { SEARCH_TYPE_KEYS, SEARCH_TYPES } from './search-types';
export type { SearchTypeKey } from './search-types';
export { currentUserSchema, loginStatusSchema } from './user';
export type { CurrentUser, LoginStatus } from './user';
export {
  managedUserSchema,
  USER_LIST_PAGE_SIZE,
  USER_STATUS_FILTERS,
  userEntryFormSchema,
  userIdParamsSchema,
  userIdSchema,
  userListActionSchema,
  userListItemSchema,
  userListRequestSchema,
  userListSchema,
  userPasswordRequestSchema,
  userSaveRequestSchema,
  userSaveResponseSchema,
  userStatusSchema,
} from './user-manager';
export type {
  ManagedUser,
  UserEntryForm,
  UserListAction,
  UserListItem,
  UserListRequest,
  UserPasswordRequest,
  UserSaveRequest,
} from './user-manager';
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
export {
  checkDateRange,
  DATE_MESSAGES,
  DATE_RANGE_CAPS,
  formatUsDate,
  parseUsDate,
  todayUtc,
} from './dates';
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
export type {
  HeadedTable,
  HomeContent,
  HomeSelections,
  ReportRange,
  TransactionReportRequest,
} from './home';
export {
  passwordChangeFormSchema,
  passwordChangeRequestSchema,
  profileSchema,
  storedProfileSchema,
  usageBalanceRequestSchema,
  usageBalanceResponseSchema,
} from './current-user';
export type { Profile } from './current-user';
export {
  billingScheduleSchema,
  cardSurcharge,
  checkFlatFeeRates,
  creditCardExtraSchema,
  escrowConfigSchema,
  FLAT_FEE_RATE_LEVELS,
  flatFeeConfigSchema,
  flatFeeOverrideSchema,
  flatFeeRateSchema,
  moneySchema,
  percentSchema,
  RENEWAL_TIME_PATTERN,
} from './money-config';
export type {
  BillingSchedule,
  CreditCardExtra,
  EscrowConfig,
  FlatFeeConfig,
  FlatFeeOverride,
  FlatFeeRate,
} from './money-config';
export { FEE_MESSAGES } from './fee-messages';
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
  cancelImageStateRequestSchema,
  userAddOnResponseSchema,
} from './payments';
export type {
  AddOnConfirmation,
  AddOnOptions,
  CardFrameMessage,
  CardTransactionResponse,
} from './payments';
export {
  cartItemSchema,
  cartOrderRequestSchema,
  cartOrderResponseSchema,
  DEFAULT_IMAGE_NAME,
  downloadOrderRequestSchema,
  downloadOrderResponseSchema,
  feeLineSchema,
  feeScheduleSchema,
  formatPageList,
  IMAGE_PREVIEW_SETTING_CHANGES,
  imagePreviewSettingsSchema,
  imageResponseSchema,
  imageStateRequestSchema,
  IMAGING_MESSAGES,
  MAX_CART_DOCUMENTS,
  MAX_IMAGE_PAGES,
  PAGE_SELECTION_METHODS,
  PAGE_STEPS,
  pageImageRequestSchema,
  pageImageResponseSchema,
  pagePictureParamsSchema,
  pagePicturePath,
  pagePictureQuerySchema,
  pagesSelectedSchema,
  parsePageList,
  PAY_STATUSES,
  payCartOrderRequestSchema,
  payDownloadOrderResponseSchema,
  selectedPages,
  thumbnailSchema,
  THUMBNAILS_PER_VIEW,
  thumbnailsRequestSchema,
  thumbnailsResponseSchema,
  updatePreviewSettingsRequestSchema,
  updatePreviewSettingsResponseSchema,
} from './imaging';
export type {
  CartItem,
  CartOrder,
  CartOrderRequest,
  DownloadOrder,
  DownloadOrderRequest,
  FeeSchedule,
  ImagePreviewSettingChange,
  ImagePreviewSettings,
  ImageResponse,
  PageList,
  PageSelectionMethod,
  PagesSelected,
  PayDownloadOrderResult,
  ThumbnailsRequest,
  ThumbnailsResponse,
  UpdatePreviewSettingsRequest,
} from './imaging';
export { catalogEntries, codedGroup, message, messageMatcher } from './messages';
export type {
  CodedGroup,
  CodedMessage,
  MessageGroup,
  MessageTemplate,
  MessageValues,
} from './messages';
export { CONTRACT_MESSAGES, RULE_MESSAGES } from './catalog';
export {
  ACCOUNT_MESSAGES,
  COUNTY_TEXT_MESSAGES,
  IMAGING_ORDER_MESSAGES,
  IMAGING_SERVER_MESSAGES,
  MODULE_RELEASE_MESSAGES,
  MONEY_MESSAGES,
  SEARCH_SERVER_MESSAGES,
  SERVER_MESSAGES,
  USER_ADMIN_MESSAGES,
  VALIDATION_MESSAGES,
} from './server-messages';
export { BLANK_PERSON, PERSON_FIELDS, personOf } from './person';
export type { Person, PersonField } from './person';
export { COUNTY_DEFAULTS } from './county-defaults';
export { SESSION_MESSAGES } from './session';
export { CLIENT_LOG_LEVELS, CLIENT_LOG_LIMITS } from './logging-limits';
export type { ClientLogLevel } from './logging-limits';
export { clientLogEntrySchema, clientLogRequestSchema } from './logging';
export type { ClientLogEntry, ClientLogRequest } from './logging';
export {
  ALL_DOCUMENT_TYPES,
  aLaCarteRatesSchema,
  aLaCarteSpecialRatesSchema,
  checkSpecialRates,
  isBlankSpecialRate,
  isWholeCents,
  normalizeSpecialRates,
  RATE_MAX,
  rateSchema,
  SPECIAL_RATES_BLOCK,
  SPECIAL_RATES_MAX,
  specialRateSchema,
  specialRatesTableSchema,
  creditCardRateName,
  creditCardRatesSchema,
  RATE_NAMES,
  rateFor,
  SEARCH_RATE_NAMES,
} from './fee-structure';
export type {
  ALaCarteRates,
  ALaCarteSpecialRates,
  CreditCardRates,
  RateName,
  SpecialRate,
} from './fee-structure';
export {
  ALL_PAGES,
  BATCHED_SEARCHES,
  DEFAULT_FROM_DATE,
  DETAIL_ROWS_PER_PAGE,
  FIRST_BACKGROUND_BATCH,
  HISTORICAL_BOOK_SEARCHES,
  HISTORICAL_BOOKS_FROM_DATE,
  LAST_BACKGROUND_BATCH,
  NOTABLE_DATES_SEARCHES,
  PAGER_JUMP,
  PAGER_JUMP_ABOVE,
  PAGER_PAGES_SHOWN,
  PARCEL_ID_MARKER,
  PICKER_ROWS_PER_PAGE,
  RESULTS_BATCH_SIZE,
  RESULTS_MAX_PAGE,
  RESULTS_PAGE_SIZE,
  RESULTS_TRUNCATION,
  SEARCH_FIELD_LIMITS,
  SEARCH_HISTORY_SIZE,
  SELECTION_LIMIT,
  TRACT_BOOK_LEGAL_ROWS_PER_PAGE,
} from './search/constants';
export {
  ALL_CODE,
  AND_OR,
  NAME_MATCHES,
  criteriaFieldNames,
  defaultCriteria,
  LEGAL_TYPES,
  normalizeTaxLienCriteria,
  SEARCH_CRITERIA,
  SEARCH_IN,
  SEARCH_METHODS,
  searchByAddressCriteriaSchema,
  searchByBookAndPageCriteriaSchema,
  searchByDateCriteriaSchema,
  searchByDocumentNumberCriteriaSchema,
  searchByGrantorGranteeBookCriteriaSchema,
  searchByLegalDescriptionCriteriaSchema,
  searchByNameCriteriaSchema,
  searchByParcelIdCriteriaSchema,
  searchByPlatCriteriaSchema,
  searchByTaxLienCriteriaSchema,
  searchByTorrensCertificateCriteriaSchema,
  searchByTorrensTextCriteriaSchema,
  searchByTractBookIdCriteriaSchema,
  searchByTractBookLegalCriteriaSchema,
  searchByTractIndexNMICriteriaSchema,
  searchCriteriaSchema,
  searchPagingFields,
  searchRequestSchema,
  TAX_LIEN_METHODS,
  TORRENS_TEXT_SCOPES,
  torrensTextLabel,
} from './search/criteria';
export type {
  LegalType,
  NameMatch,
  SearchCriteria,
  SearchCriteriaInput,
  SearchIn,
  SearchMethod,
  SearchPaging,
  TaxLienMethod,
  TorrensTextScope,
} from './search/criteria';
export {
  codeDescriptionFilterSchema,
  codeDescriptionResultListSchema,
  detailRequestSchema,
  detailResponseSchema,
  documentDetailSchema,
  documentIdRequestSchema,
  grantorGranteeBookDetailSchema,
  LEGAL_DETAIL_LABELS,
  LEGAL_DETAIL_SOURCES,
  legalDescriptionDetailsRequestSchema,
  legalDescriptionDetailsSchema,
  memorialSchema,
  parcelLinksSchema,
  referenceDocumentSchema,
  referenceDocumentsSchema,
  taxLienDetailSchema,
  torrensCertificateDetailSchema,
  tractBookDetailSchema,
  tractBookLegalSchema,
} from './search/details';
export type {
  DetailRequest,
  DocumentDetail,
  GrantorGranteeBookDetail,
  LegalDescriptionDetails,
  LegalDetailSource,
  LegalDetailColumn,
  ParcelLinks,
  ReferenceDocument,
  TaxLienDetail,
  TorrensCertificateDetail,
  TractBookDetail,
} from './search/details';
export {
  displayCriteria,
  longDescription,
  SEARCH_FIELD_LABELS,
  SEARCH_VALUE_LABELS,
} from './search/labels';
export { SEARCH_MESSAGES } from './search/messages';
export {
  RESULTS_EXPORT_FORMATS,
  resultsExportRequestSchema,
  SEARCH_RESULTS_EXPORT_FILES,
  searchExportPath,
} from './search/exports';
export type { ResultsExportFields, ResultsExportFormat } from './search/exports';
export {
  referencedByDocumentsSchema,
  referencedByRequestSchema,
  referencingDocumentSchema,
} from './search/referenced-by';
export type {
  ReferencedByDocuments,
  ReferencedByRequest,
  ReferencingDocument,
} from './search/referenced-by';
export {
  recordingStatisticsRequestSchema,
  recordingStatisticsRowSchema,
  recordingStatisticsSchema,
} from './search/recording-statistics';
export type {
  RecordingStatistics,
  RecordingStatisticsRequest,
} from './search/recording-statistics';
export {
  amountLabel,
  defaultSearchDates,
  START_DATE_SEARCHES,
  searchOptionsSchema,
} from './search/options';
export type { SearchOptions } from './search/options';
export { matchingPlats, platsFromLists } from './search/plats';
export type { Plat } from './search/plats';
export {
  RESULT_KINDS,
  SEARCH_RESULT_KINDS,
  SEARCH_RESULTS_REPORT_FILE,
  searchPath,
  searchPrintPath,
  SORT_DIRECTIONS,
} from './search/result-kinds';
export type { ResultKind, ResultKindOf, SortDirection, SortKey } from './search/result-kinds';
export {
  cancelledByResultSchema,
  documentResultSchema,
  grantorGranteeBookResultSchema,
  labelValueSchema,
  legalResultSchema,
  namesParcelId,
  partyResultSchema,
  paymentFields,
  releaseResultSchema,
  RESULT_ROW_SCHEMAS,
  revisionResultSchema,
  searchHistoryEntrySchema,
  searchHistoryListSchema,
  searchResponseSchema,
  sourcedDocKeySchema,
  taxLienResultSchema,
  taxpayerResultSchema,
  TORRENS_STATUSES,
  torrensCertificateResultSchema,
  torrensResultSchema,
  tractBookResultSchema,
  VERIFIED_STATUSES,
} from './search/results';
export type {
  DocumentResult,
  GrantorGranteeBookResult,
  LegalResult,
  PartyResult,
  SearchHistoryEntry,
  SearchResponse,
  SourcedDocKey,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from './search/results';
export {
  ACCOUNT_ENTRY_MESSAGES,
  ACCOUNT_LIMITS,
  ACCOUNT_LIST_PAGE_SIZE,
  ACCOUNT_STATUS_FILTERS,
  accountDocTypeSchema,
  accountDocTypesContainerSchema,
  accountDocTypesReplySchema,
  accountEntryParamsSchema,
  accountIdParamsSchema,
  accountIdSchema,
  accountListActionReplySchema,
  accountListActionSchema,
  accountListItemSchema,
  accountListRequestSchema,
  accountListSchema,
  accountPageAccessSchema,
  accountSaveRequestSchema,
  accountSaveResponseSchema,
  accountSchema,
  accountStatusSchema,
  accountTasksSchema,
  DOC_TYPE_ROWS_ADDED,
  flatFeeUsageSchema,
  IMAGE_CHARGE_METHODS,
  landLinkRequired,
  paymentMethodsFor,
} from './accounts';
export type {
  Account,
  AccountDocType,
  AccountDocTypesContainer,
  AccountListAction,
  AccountListItem,
  AccountListRequest,
  AccountPageAccess,
  AccountSaveRequest,
  AccountTasks,
  FlatFeeUsage,
} from './accounts';
export {
  auditLogPurgeScheduleSchema,
  checkPurgeDate,
  PURGE_LIMITS,
  PURGE_MESSAGES,
  PURGE_SERVER_MESSAGES,
  userPurgeNowSchema,
  userPurgeScheduleSchema,
} from './purge-config';
export type { AuditLogPurgeSchedule, UserPurgeNow, UserPurgeSchedule } from './purge-config';
export {
  LANDSHARK_ONE_DATA_TYPES,
  LANDSHARK_ONE_LIMITS,
  LANDSHARK_ONE_MESSAGES,
  LANDSHARK_ONE_RUN_KINDS,
  LANDSHARK_ONE_RUN_STATES,
  LANDSHARK_ONE_SERVER_MESSAGES,
  landSharkOneConnectionSchema,
  landSharkOneMigrationSchema,
  landSharkOneRunSchema,
  landSharkOneStartedSchema,
  migrateLandSharkOneAccountsUsersSchema,
  migrateLandSharkOneAuditLogSchema,
} from './landshark-one';
export type {
  LandSharkOneConnection,
  LandSharkOneDataType,
  LandSharkOneMigration,
  LandSharkOneRun,
  MigrateLandSharkOneAccountsUsers,
  MigrateLandSharkOneAuditLog,
} from './landshark-one';
export { SESSION_SERVER_MESSAGES, USER_ACCESS_LIMITS, USER_ACCESS_MESSAGES } from './user-access';
export {
  choosesAccount,
  LEDGER_TRANSACTION_TYPES,
  logTypesFor,
  minutesOfDay,
  REPORT_AM_PM,
  REPORT_CALLS,
  REPORT_DATA_SOURCES,
  REPORT_FIELDS,
  REPORT_FLAGS,
  REPORT_FORMATS,
  REPORT_HOURS,
  REPORT_LIMITS,
  REPORT_LOG_TYPES,
  REPORT_MESSAGES,
  REPORT_MINUTES,
  REPORT_ORDER_BY,
  REPORT_PATHS,
  REPORT_ROLES,
  REPORT_SERVER_MESSAGES,
  reportCriteriaSchema,
  reportJobSchema,
  reportUserMatchesSchema,
  reportUserMatchSchema,
  transactionTypesFor,
} from './reports';
export type {
  LedgerTransactionType,
  ReportCriteria,
  ReportCriteriaInput,
  ReportDataSource,
  ReportFormat,
  ReportJob,
  ReportLogType,
  ReportPath,
  ReportUserMatch,
} from './reports';
export {
  RECORDING_DOCUMENT_TYPES,
  RECORDING_LEGAL_TYPES,
  RECORDING_LIMITS,
  RECORDING_QUARTERS,
  recordingDocumentSchema,
  recordingRejectionSchema,
  recordingsImportReportSchema,
  recordingsImportRequestSchema,
  REFERENCED_DOCUMENT_TYPES,
  SERVICE_CREDENTIAL_SCOPES,
  serviceCredentialCreatedSchema,
  serviceCredentialCreateSchema,
  serviceCredentialSchema,
} from './recordings';
export type {
  RecordingDocument,
  RecordingRejection,
  RecordingsImportReport,
  ServiceCredential,
} from './recordings';
export { SAVED_SEARCH_LIMITS, savedSearchCreateSchema, savedSearchSchema } from './search/saved';
export {
  CHAIN_ENTRY_ROLES,
  CHAIN_GAP_KINDS,
  CHAIN_OF_TITLE_BY,
  CHAIN_OF_TITLE_MAX_DOCUMENTS,
  CHAIN_OF_TITLE_PDF_FILE,
  CHAIN_RELATIONS,
  chainOfTitleRequestSchema,
  chainOfTitleResponseSchema,
  chainOfTitleSchema,
} from './search/chain-of-title';
export type {
  ChainDocument,
  ChainEntry,
  ChainEntryRole,
  ChainGap,
  ChainGapKind,
  ChainOfTitle,
  ChainOfTitleBy,
  ChainOfTitleRequest,
  ChainOfTitleResponse,
  ChainRelation,
} from './search/chain-of-title';

export type { SavedSearch, SavedSearchCreate } from './search/saved';
export {
  PROPERTY_ALERT_KINDS,
  PROPERTY_ALERT_LIMITS,
  propertyAlertCreateSchema,
  propertyAlertMatchSchema,
  propertyAlertSchema,
  propertyAlertStatisticsSchema,
  publicPropertyAlertCreateSchema,
} from './alerts';
export type {
  PropertyAlert,
  PropertyAlertCreate,
  PropertyAlertKind,
  PublicPropertyAlertCreate,
} from './alerts';
