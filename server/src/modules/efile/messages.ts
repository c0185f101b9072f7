import { codedGroup, EFILE_MESSAGES } from '@lrp/contract';

/** E-file's answers, coded by the catalog's `efile` group (the browser shows them in the user's language). */
export const EFILE = codedGroup('efile', EFILE_MESSAGES);
