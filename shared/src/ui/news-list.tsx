import { Stack, Text } from '@mantine/core';
import type { Paragraph } from '@lrp/contract';

/** News items as the county wrote them: a heading and its text; blank items are skipped. */
export function NewsList({ items }: { items: Paragraph[] }) {
  return (
    <Stack gap="sm">
      {items
        .filter((item) => item.heading.trim() || item.paragraphContent.trim())
        .map((item, index) => (
          <article key={index}>
            <Text fw={600} size="sm">
              {item.heading}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {item.paragraphContent}
            </Text>
          </article>
        ))}
    </Stack>
  );
}
