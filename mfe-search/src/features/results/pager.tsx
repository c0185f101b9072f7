import { Button, Group, useTranslation } from '@lrp/shared';
import { jumpFrom, pagerModel } from './pager-model';

/**
 * A pager (spec 2 §4): First, -10, Prev, the page numbers, Next, +10, Last. The selected page is marked current,
 * visited pages look visited.
 * @param label what it pages, for screen readers ("Results pages")
 */
export function Pager({
  label,
  pageCount,
  selected,
  shown,
  visited = [],
  onPage,
}: {
  label: string;
  pageCount: number;
  selected: number;
  shown: number;
  visited?: readonly number[];
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('search');
  const model = pagerModel(pageCount, selected, shown);
  const go = (page: number) => {
    if (page !== selected && page >= 1 && page <= pageCount) onPage(page);
  };
  const step = (name: string, text: string, page: number, disabled: boolean) => (
    <Button
      key={name}
      size="compact-sm"
      variant="default"
      disabled={disabled}
      onClick={() => go(page)}
    >
      {text}
    </Button>
  );
  return (
    <nav aria-label={label}>
      <Group gap={4} wrap="wrap">
        {model.firstLast && step('first', t('pager.first'), 1, selected === 1)}
        {model.jumps &&
          step('back10', t('pager.back10'), jumpFrom(selected, -1, pageCount), selected === 1)}
        {step('prev', t('pager.prev'), selected - 1, selected === 1)}
        {model.pages.map((page) => (
          <Button
            key={page}
            size="compact-sm"
            variant={page === selected ? 'filled' : visited.includes(page) ? 'light' : 'subtle'}
            aria-current={page === selected ? 'page' : undefined}
            aria-label={t('pager.page', { page })}
            data-visited={visited.includes(page) || undefined}
            onClick={() => go(page)}
          >
            {page}
          </Button>
        ))}
        {step('next', t('pager.next'), selected + 1, selected >= pageCount)}
        {model.jumps &&
          step(
            'forward10',
            t('pager.forward10'),
            jumpFrom(selected, 1, pageCount),
            selected >= pageCount,
          )}
        {model.firstLast && step('last', t('pager.last'), pageCount, selected >= pageCount)}
      </Group>
    </nav>
  );
}
