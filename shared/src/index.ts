// The public API of @lrp/shared: the only way other packages reach Mantine, ky, the stores and the contract.
// First: zod without eval, before any schema is made (the portal's CSP has no 'unsafe-eval').
import './zod-without-eval';
export { AUTH_MESSAGES, loginRequestSchema, passwordSchema, usernameSchema, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS, USERNAME_MAX, USERNAME_MIN } from './contract';
export type { LoginRequest } from './contract';
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
} from './contract';
export type { CountyConfig, CountyGroupName, PublicCountyConfig, PublicCountyGroupName } from './contract';
export { codeDescriptionSchema, envelopeSchema, paragraphSchema } from './contract';
export type { ApiEnvelope, CodeDescription, Paragraph } from './contract';
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, languageTag } from './contract';
export { INT4_MAX, MONEY_AMOUNT_MAX, rowIdSchema } from './contract';
export type { LanguageCode } from './contract';
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
} from './contract';
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
} from './contract';
export {
  HELPER_DATA_CALLS,
  LOGIN_LINK_ROWS,
  LOGIN_SLIDE_INTERVAL_MS,
  LOGIN_SLIDES_MAX,
  loginPageParagraphsSchema,
  loginPageSlidesSchema,
  namedResultListSchema,
  namedResultSchema,
} from './contract';
export type { NamedResult, NamedResultList } from './contract';
export { ACCOUNT_TYPES, ADMIN_ROLES, COUNTY_STAFF_ROLES, NAMED_USER_ROLES, PAYMENT_METHODS, ROLES, USER_STATUSES } from './contract';
export type { AccountType, PaymentMethod, Role, UserStatus } from './contract';
export { SEARCH_TYPE_KEYS, SEARCH_TYPES } from './contract';
export type { SearchTypeKey } from './contract';
export { currentUserSchema, loginStatusSchema } from './contract';
export type { CurrentUser, LoginStatus } from './contract';
export { USER_LIST_PAGE_SIZE, USER_STATUS_FILTERS, userListItemSchema, userListRequestSchema, userListSchema } from './contract';
export type { UserListItem, UserListRequest } from './contract';
export { ApiError, apiErrorMessage, callApi, CLIENT_ERROR_MESSAGES, configureApi } from './api/client';
export type { ApiReply } from './api/client';
export {
  completeRegistration,
  fetchLoginPageLatestNews,
  fetchLoginPageLinks,
  fetchLoginPageSlides,
  fetchLoginStatus,
  forgotPassword,
  forgotUsername,
  login,
  loginSlideUrl,
  logout,
  resetPassword,
  signUp,
} from './api/auth-api';
export { fetchHelperData, fetchModulesConfig, fetchPortalModules, fetchProductConfig, saveModulesConfig } from './api/portal-api';
export { fetchUsers } from './api/user-manager-api';
export { useSessionStore } from './store/session-store';
export type { SessionStatus } from './store/session-store';
export { useCountyStore } from './store/county-store';
export { showAlert, useUiStore } from './store/ui-store';
export type { AlertKind, PortalAlert } from './store/ui-store';
export { resetStores } from './store/reset-stores';
export { i18n, localized, registerLocales, setPortalLanguage } from './i18n/i18n';
export { AlertHost } from './ui/alert-host';
export { EmptyState } from './ui/empty-state';
export { LoadingModal } from './ui/loading-modal';
export { PortalProviders } from './ui/portal-providers';
export { SectionLayout } from './ui/section-layout';
export type { SectionMenuGroup, SectionMenuItem } from './ui/section-layout';
export { portalTheme } from './ui/theme';
export {
  ActionIcon,
  Alert,
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Divider,
  Flex,
  Grid,
  Group,
  Image,
  Loader,
  MantineProvider,
  Menu,
  Modal,
  NavLink,
  NumberInput,
  Pagination,
  Paper,
  Popover,
  PasswordInput,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
  useDisclosure,
  useForm,
  useMediaQuery,
  VisuallyHidden,
} from './ui/mantine';
export type { MantineColor } from './ui/mantine';
export { definePortalModule } from './module/portal-module';
export type { PortalModule } from './module/portal-module';
export { getModuleHost, setModuleHost } from './module/module-host';
export type { ModuleHost } from './module/module-host';
export { ModuleDialog } from './module/module-dialog';
export { rememberReturnTo, takeReturnTo } from './store/return-to';
export { zodFormValidator } from './ui/zod-form';
export { pageNavigation } from './module/page-navigation';
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
} from './contract';
export type { PhoneFormatType, SignUpRequest } from './contract';
export { PhoneFields, StateSelect, ZipInput } from './ui/person-fields';
export { checkDateRange, DATE_MESSAGES, DATE_RANGE_CAPS, formatUsDate, parseUsDate, todayUtc } from './contract';
export {
  disclaimerLink,
  headedTableSchema,
  homeContentSchema,
  homeSelectionsSchema,
  REPORT_RANGES,
  REPORT_TYPES,
  reportRangeDates,
  transactionReportRequestSchema,
} from './contract';
export type { HeadedTable, HomeContent, HomeSelections, ReportRange, TransactionReportRequest } from './contract';
export { passwordChangeFormSchema, passwordChangeRequestSchema, profileSchema, storedProfileSchema, usageBalanceRequestSchema, usageBalanceResponseSchema } from './contract';
export type { Profile } from './contract';
export { escrowConfigSchema, flatFeeOverrideSchema, flatFeeRateSchema } from './contract';
export { callApiForFile } from './api/client';
export {
  changePassword,
  fetchHomeContent,
  fetchProfile,
  fetchTransactionReport,
  fetchUsageBalance,
  saveProfile,
} from './api/current-user-api';
export { SlideShow } from './ui/slide-show';
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
} from './contract';
export type { AddOnConfirmation, AddOnOptions, CardFrameMessage, CardTransactionResponse } from './contract';
export {
  authorizeCard,
  buyAddOn,
  completeDeposit,
  fetchAddOnConfirmation,
  fetchAddOnOptions,
  initiateDeposit,
  reportAuthorization,
} from './api/payments-api';
export { CardAuthorizationDialog } from './ui/payments/card-authorization-dialog';
export { CARD_FRAME_HEIGHT, CardPaymentFrame } from './ui/payments/card-payment-frame';
export { FlatFeeConfirmationDialog, FlatFeeOptionsDialog } from './ui/payments/flat-fee-add-on-dialogs';
export { NewsList } from './ui/news-list';
export { showErrorAlert } from './ui/error-alert';
export { useSubmitOnce } from './ui/use-submit-once';
