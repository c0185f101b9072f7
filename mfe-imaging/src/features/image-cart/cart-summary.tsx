import { Button, Group, Stack, Text, useTranslation } from '@lrp/shared';
import { useCartStore } from './cart-store';

/**
 * The cart under the preview: what is in it (each record with its pages and a Remove button) and Check out.
 * Shows nothing while the cart is empty.
 */
export function CartSummary({ onCheckout }: { onCheckout: () => void }) {
  const { t } = useTranslation('imaging');
  const items = useCartStore((s) => s.items);
  const remove = useCartStore((s) => s.remove);
  if (items.length === 0) return null;
  return (
    <Stack
      gap={4}
      mt="md"
      p="sm"
      role="region"
      aria-label={t('cart.title')}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
    >
      <Text fw={600} size="sm" aria-live="polite">
        {t('cart.count', { count: items.length })}
      </Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={`${item.sourcedDocKey.docKeyType}:${item.sourcedDocKey.docKeyNumber}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {item.title}:{' '}
                {item.pageSelectionMethod === 'ENTIRE_DOCUMENT'
                  ? t('cart.allPages')
                  : t('cart.pages', { pages: item.selectedAsCsv })}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={t('cart.remove', { title: item.title })}
                onClick={() => remove(item.sourcedDocKey)}
              >
                {t('cart.removeShort')}
              </Button>
            </Group>
          </li>
        ))}
      </ul>
      <Group justify="flex-end">
        <Button size="xs" onClick={onCheckout}>
          {t('cart.checkout')}
        </Button>
      </Group>
    </Stack>
  );
}
