import {
  Anchor,
  Paper,
  SimpleGrid,
  Stack,
  Title,
  useCountyStore,
  useLoginPageLinks,
  useTranslation,
} from '@lrp/shared';
import { linkRows } from './link-rows';

/**
 * The county's links block under the sign-in card (spec 1 §2), when the county's linksLoginPage is on; a failure
 * to load them is ignored (spec 1 §7).
 */
export function LoginLinks() {
  const { t } = useTranslation('auth');
  const shown = useCountyStore((s) => s.config.homeSelections?.linksLoginPage ?? true);
  const links = useLoginPageLinks(shown);
  if (!shown) return null;
  const rows = linkRows(links.data ?? []);
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('links.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('links.title')}
      </Title>
      <Stack gap="xs">
        {rows.map((row, index) => (
          <SimpleGrid
            key={index}
            cols={{ base: Math.min(row.length, 2), sm: row.length }}
            spacing="xs"
          >
            {row.map((link) => (
              <Anchor
                key={link.heading + link.paragraphContent}
                href={link.paragraphContent}
                target="_blank"
                rel="noopener noreferrer"
                ta="center"
                size="sm"
              >
                {link.heading}
              </Anchor>
            ))}
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}
