import { Button, Group, useTranslation } from '@lrp/shared';

/**
 * Up and Down for a row of an ordered list (Login - Links, Login - Slides), each named for its row ("Move row 3 up").
 * `data-move` lets the list put the focus back on the moved row's button.
 */
export function MoveButtons({
  upLabel,
  downLabel,
  onMove,
}: {
  upLabel: string;
  downLabel: string;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        data-move="up"
        aria-label={upLabel}
        onClick={() => onMove(-1)}
      >
        {t('webPages.lists.up')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        data-move="down"
        aria-label={downLabel}
        onClick={() => onMove(1)}
      >
        {t('webPages.lists.down')}
      </Button>
    </Group>
  );
}
