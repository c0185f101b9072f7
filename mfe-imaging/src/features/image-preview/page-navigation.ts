import { IMAGING_MESSAGES, PAGE_STEPS, THUMBNAILS_PER_VIEW } from '@lrp/contract';

/*
 * The preview's navigation (spec 1 §4, §5, §9): views of 5 pages from `start`; steps of 1 and 5; First and Last;
 * a jump to a page. At an edge the move answers the spec's alert instead of a new start.
 */

export type Move = 'first' | 'prev5' | 'prev1' | 'next1' | 'next5' | 'last';
export type MoveResult = { start: number } | { alert: string };

export const lastStart = (pageCount: number) => Math.max(1, pageCount - THUMBNAILS_PER_VIEW + 1);
export const atFirst = (start: number) => start <= 1;
export const atLast = (start: number, pageCount: number) => start >= lastStart(pageCount);

export function move(kind: Move, start: number, pageCount: number): MoveResult {
  const last = lastStart(pageCount);
  switch (kind) {
    case 'first':
      return atFirst(start) ? { alert: IMAGING_MESSAGES.firstPage } : { start: 1 };
    case 'prev5':
      return atFirst(start)
        ? { alert: IMAGING_MESSAGES.firstPage }
        : { start: Math.max(1, start - PAGE_STEPS.large) };
    case 'prev1':
      return atFirst(start)
        ? { alert: IMAGING_MESSAGES.firstPage }
        : { start: start - PAGE_STEPS.small };
    case 'next1':
      return atLast(start, pageCount)
        ? { alert: IMAGING_MESSAGES.lastPage }
        : { start: start + PAGE_STEPS.small };
    case 'next5':
      return atLast(start, pageCount)
        ? { alert: IMAGING_MESSAGES.lastPages }
        : { start: Math.min(last, start + PAGE_STEPS.large) };
    case 'last':
      return atLast(start, pageCount) ? { alert: IMAGING_MESSAGES.lastPage } : { start: last };
  }
}

/** Go: a whole page number of the document shows the view holding it, anything else is the spec's alert. */
export function jump(value: string, pageCount: number): MoveResult {
  const text = value.trim();
  const page = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(page >= 1 && page <= pageCount))
    return { alert: IMAGING_MESSAGES.noSuchPage({ value: text }) };
  return { start: Math.min(page, lastStart(pageCount)) };
}
