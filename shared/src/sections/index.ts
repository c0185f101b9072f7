// @lrp/shared/sections: what the signed-in sections' pages share (the frame of a section with its own menu, the plain
// table), a singleton of its own so that the sign-in page, which shows neither, does not download it.
export { SectionLayout } from './section-layout';
export type { SectionMenuGroup, SectionMenuItem } from './section-layout';
export { PlainTable } from './plain-table';
