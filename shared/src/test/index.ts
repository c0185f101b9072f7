export { makeCountyConfig, makeEnabledModule, makeUser } from './fixtures';
export { mockApi } from './mock-fetch';
export type { ApiRoutes, FetchRecorder } from './mock-fetch';
export { renderWithPortal } from './render';
export type { PortalRenderOptions } from './render';
