// @lrp/shared/sections: what the signed-in sections' pages share (the frame of a section with its own menu, the plain
// table, saving a file the portal sent, a refusal's messages per field, an upload with its progress), a singleton of
// its own so that the sign-in page, which needs none of it, does not download it.
export { SectionLayout } from './section-layout';
export type { SectionMenuGroup, SectionMenuItem } from './section-layout';
export { PlainTable } from './plain-table';
export { saveFile } from './save-file';
export { apiFieldErrors } from './field-errors';
export { callApiForFileOrReply } from './file-or-reply';
export type { ApiFileAnswer } from './file-or-reply';
export { postFormWithProgress } from './form-with-progress';
// An API path's URL, for what the browser fetches itself (an <img> of a scanned page's picture).
export { apiUrl } from '../api/client';
