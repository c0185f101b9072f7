import { PAGER_JUMP, PAGER_JUMP_ABOVE } from '@lrp/contract';

/** What a pager shows (spec 2 §4): the page numbers, First/Last, -10/+10; Prev and Next always. */
export type PagerModel = {
  pages: number[];
  /** First and Last show when there are more pages than numbers shown. */
  firstLast: boolean;
  /** -10 and +10 show above PAGER_JUMP_ABOVE pages. */
  jumps: boolean;
};

export const pageCountOf = (rows: number, perPage: number) =>
  Math.max(1, Math.ceil(rows / perPage));

/** The pager of `pageCount` pages showing at most `shown` numbers around the selected page. */
export function pagerModel(pageCount: number, selected: number, shown: number): PagerModel {
  const size = Math.min(shown, pageCount);
  const start = Math.min(Math.max(1, selected - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return {
    pages: Array.from({ length: size }, (_, i) => start + i),
    firstLast: pageCount > shown,
    jumps: pageCount > PAGER_JUMP_ABOVE,
  };
}

/** The page a -10 / +10 leads to, kept within the pages. */
export const jumpFrom = (selected: number, by: -1 | 1, pageCount: number) =>
  Math.min(pageCount, Math.max(1, selected + by * PAGER_JUMP));
