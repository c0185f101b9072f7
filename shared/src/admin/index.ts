// @lrp/shared/admin: the administrators' contract and calls (user manager, county settings, modules). A
// singleton of its own, downloaded by the administration screens only.
export { USER_LIST_PAGE_SIZE, USER_STATUS_FILTERS } from '../contract/user-manager';
export type { UserListItem, UserListRequest } from '../contract/user-manager';
export { useUsers } from '../api/user-manager-api';
export { useModulesConfig, useSaveModulesConfig } from '../api/county-config-api';
export { useModuleReleases, usePinModuleRelease } from '../api/module-releases-api';
export type { ModuleRelease, ModuleReleases } from '../contract/portal';
