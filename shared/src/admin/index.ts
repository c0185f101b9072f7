// @lrp/shared/admin: the administrators' contract and calls (user manager, county settings, modules). A
// singleton of its own, downloaded by the administration screens only.
import { ACCOUNT_ENTRY_MESSAGES } from '@lrp/contract';
import { PROFILE_MESSAGES } from '@lrp/contract';
import { registerMessages } from '../i18n/messages';

// The user entry checks a person's details with the profile's rules; the account entry has its own.
registerMessages({ profile: PROFILE_MESSAGES, accounts: ACCOUNT_ENTRY_MESSAGES });

export { USER_LIST_PAGE_SIZE, USER_STATUS_FILTERS, userEntryFormSchema, userPasswordRequestSchema } from '@lrp/contract';
export type { ManagedUser, UserEntryForm, UserListItem, UserListRequest, UserSaveRequest } from '@lrp/contract';
export {
  useExportUsers,
  useManagedUser,
  useSaveUser,
  useSetUserPassword,
  useToggleUserStatus,
  useUserListAction,
  useUsers,
} from '../api/user-manager-api';
export { ACCOUNT_LIST_PAGE_SIZE, accountSaveRequestSchema, DOC_TYPE_ROWS_ADDED, IMAGE_CHARGE_METHODS, landLinkRequired, paymentMethodsFor } from '@lrp/contract';
export type { Account, AccountDocType, AccountDocTypesContainer, AccountListItem, AccountListRequest, AccountPageAccess, AccountSaveRequest, AccountTasks } from '@lrp/contract';
export {
  useAccount,
  useAccountDocTypes,
  useAccountDocTypesCall,
  useAccountListAction,
  useAccountPageAccess,
  useAccounts,
  useAccountTask,
  useAccountTasks,
  useExportAccounts,
  useFlatFeeUsage,
  useSaveAccount,
  useSaveAccountPageAccess,
  useSaveFlatFeeUsage,
  useToggleAccountStatus,
} from '../api/accounts-api';
export type { AccountTaskCall } from '../api/accounts-api';
export { useModulesConfig, useSaveModulesConfig } from '../api/county-config-api';
export { useModuleReleases, usePinModuleRelease } from '../api/module-releases-api';
export type { ModuleRelease, ModuleReleases } from '@lrp/contract';
