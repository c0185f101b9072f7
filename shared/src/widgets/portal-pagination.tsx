import { Pagination as MantinePagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = {
  first: 'pager.first',
  previous: 'pager.previous',
  next: 'pager.next',
  last: 'pager.last',
} as const;

/**
 * Mantine's Pagination with names a screen reader can say: its arrow buttons have no text of their own, so each
 * is named (First page, Previous page, …) and each number reads "Page n", in the user's language; the current
 * page is marked with aria-current.
 */
function PortalPagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <MantinePagination
      getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      getItemProps={(page) => ({
        'aria-label': t('pager.page', { n: page }),
        'aria-current': page === props.value ? 'page' : undefined,
      })}
      {...props}
    />
  );
}

export const Pagination = Object.assign(PortalPagination, {
  Root: MantinePagination.Root,
  Control: MantinePagination.Control,
  Dots: MantinePagination.Dots,
  First: MantinePagination.First,
  Last: MantinePagination.Last,
  Next: MantinePagination.Next,
  Previous: MantinePagination.Previous,
  Items: MantinePagination.Items,
});
