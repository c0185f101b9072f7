// @lrp/shared: the portal's platform, a singleton every page loads: the API client and query cache, the stores,
// i18n, the router, the module host, the light half of the UI kit and what the sign-in page needs of the contract.
// Heavier components are in widgets and dates, so a page downloads only what it uses; feature calls live in the
// remote that uses them (docs/architecture.md). Export explicitly: everything exported here is shipped.

// Contract: sign-in, roles, languages, the county's public settings, modules, reference data, dates, messages.
export {
  ACCOUNT_TYPES,
  ADMIN_ROLES,
  AUTH_MESSAGES,
  COUNTY_STAFF_ROLES,
  countyFlag,
  DEFAULT_LANGUAGE,
  ESSENTIAL_MODULES,
  formatUsDate,
  HELPER_DATA_CALLS,
  LANGUAGE_CODES,
  LANGUAGES,
  languageTag,
  LOGIN_LINK_ROWS,
  LOGIN_SLIDE_INTERVAL_MS,
  LOGIN_SLIDES_MAX,
  message,
  mountOwningPath,
  NAMED_USER_ROLES,
  parseUsDate,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIALS,
  PAYMENT_METHODS,
  releaseMismatches,
  ROLES,
  SESSION_MESSAGES,
  todayUtc,
  USER_STATUSES,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@lrp/contract';
export type {
  AccountType,
  CodeDescription,
  CountyConfig,
  CurrentUser,
  DisabledModule,
  EnabledModule,
  LanguageCode,
  LocalizedLabel,
  LoginRequest,
  LoginStatus,
  MessageGroup,
  MessageTemplate,
  MountAccess,
  NamedResult,
  NavEntry,
  Paragraph,
  PaymentMethod,
  PortalModules,
  ProductConfig,
  PublicCountyConfig,
  Role,
  ShellManifest,
  UserStatus,
} from '@lrp/contract';

// Calls: the client, the one query cache, sign-in, the session check, the portal's start-up, the balance. A
// feature's calls and hooks live in the package that uses them, built on callApi and the query hooks below
// (TanStack Query reaches every package through here: one copy, one cache).
export {
  ApiError,
  apiErrorMessage,
  callApi,
  callApiForFile,
  uploadFile,
  CLIENT_ERROR_MESSAGES,
  configureApi,
  onApiActivity,
} from './api/client';
export type { ApiReply, Out } from './api/client';
export { queryClient, STALE_TIME_MS } from './api/query-client';
export { describeError, flushClientLog, logClientProblem } from './api/client-log';
export { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { QueryClient } from '@tanstack/react-query';
export {
  authKeys,
  fetchLoginStatus,
  loginSlideUrl,
  loginStatusQuery,
  useLogin,
  useLoginPageLatestNews,
  useLoginPageLinks,
  useLoginPageSlides,
  useLogout,
  useSessionCheck,
} from './api/auth-api';
export type { SessionCheck } from './api/auth-api';
export { fetchHelperData, fetchPortalModules, fetchProductConfig } from './api/portal-api';
export { balanceKeys, useMoneyMoved, useUsageBalance } from './api/balance-api';

// Client state.
export { useSessionStore } from './store/session-store';
export type { SessionStatus } from './store/session-store';
export { useCountyStore, useLockoutInPlace } from './store/county-store';
export { showAlert, useUiStore } from './store/ui-store';
export type { AlertKind, PortalAlert } from './store/ui-store';
export { resetStores } from './store/reset-stores';
export { endPortalSession } from './store/end-session';
export { rememberReturnTo, takeReturnTo } from './store/return-to';

// Languages.
export { i18n, localized, registerLocales, setPortalLanguage } from './i18n/i18n';
export { registerMessages, translateCoded, translateMessage } from './i18n/messages';
export type { Coded } from './i18n/messages';
export { useTranslation } from './i18n/react';

// Routing and modules.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';
export type { Location, NavigateFunction, To } from './router';
export { definePortalModule } from './module/portal-module';
export type { PortalModule } from './module/portal-module';
export { getModuleHost, setModuleHost } from './module/module-host';
export type { ModuleHost } from './module/module-host';
export { ModuleDialog } from './module/module-dialog';
export { pageNavigation } from './module/page-navigation';
export { preloadable } from './module/preloadable';

// The light half of the UI kit (Mantine through this facade only) and the portal's own components.
export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  CloseButton,
  Grid,
  Group,
  Image,
  Loader,
  NativeSelect,
  NavLink,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
  useDebouncedValue,
  useDisclosure,
  useForm,
  useMediaQuery,
  VisuallyHidden,
} from './ui/mantine';
export type { MantineColor } from './ui/mantine';
export { portalTheme } from './ui/theme';
export { PortalProviders } from './ui/portal-providers';
export { PortalOverlays } from './ui/portal-overlays';
export { EmptyState } from './ui/empty-state';
export { NewsList } from './ui/news-list';
export { SlideShow } from './ui/slide-show';
export { QueryFailure } from './ui/query-failure';
export { OnceOpened } from './ui/once-opened';
export { isForbidden, showErrorAlert } from './ui/error-alert';
export { PageLoader } from './ui/page-loader';
