import {
  isBlankParagraph,
  loginLinkSlots,
  type Paragraph,
  type ParagraphList,
} from '@lrp/contract';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title, useTranslation } from '@lrp/shared';
import { SettingsScreen } from '../control-panel/settings/settings-screen';
import { ParagraphListForm } from './paragraph-list-screen';

/** Links in one row of the login page before a second row starts (spec 1 §2). */
const ROW_WIDTH = 6;

/**
 * The login page's layout of its links (spec 1 §2, as mfe-auth's link-rows.ts lays them out): empty slots left
 * out; one link centred, two in halves, up to six in columns of one row, more in a second row.
 */
export function loginLinkRows(rows: readonly Paragraph[]): Paragraph[][] {
  const links = rows.filter((p) => !isBlankParagraph(p) && p.heading.trim());
  if (links.length === 0) return [];
  if (links.length <= ROW_WIDTH) return [links];
  return [links.slice(0, ROW_WIDTH), links.slice(ROW_WIDTH)];
}

/** A small picture of how the login page will lay out the links being edited. */
function LayoutPreview({ rows }: { rows: Paragraph[] }) {
  const { t } = useTranslation('admin');
  const layout = loginLinkRows(rows);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={t('webPages.lists.preview')}
    >
      <Stack gap="xs">
        <Title order={4} size="h6">
          {t('webPages.lists.preview')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('webPages.lists.previewRule')}
        </Text>
        {layout.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('webPages.lists.previewEmpty')}
          </Text>
        )}
        {layout.map((row, index) => (
          <SimpleGrid
            key={index}
            cols={row.length}
            spacing="xs"
            data-testid="preview-row"
            data-columns={row.length}
          >
            {row.map((link, i) => (
              <Anchor key={i} component="span" ta="center" size="sm" title={link.paragraphContent}>
                {link.heading}
              </Anchor>
            ))}
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Web Pages > Login - Links (spec 1 §2, spec 3 §2.3): the login page's links in 12 fixed rows of a label and a
 * URL, moved up and down to order them (blank rows are empty slots), with a preview of the page's layout.
 */
export default function LoginLinksScreen() {
  return (
    <SettingsScreen<ParagraphList> screen="loginPageLinks" group="loginPageLinks">
      {(stored) => (
        <ParagraphListForm
          screen="loginPageLinks"
          group="loginPageLinks"
          kind="links"
          fixed
          stored={{ paragraphs: loginLinkSlots(stored.paragraphs) }}
          extra={(rows) => <LayoutPreview rows={rows} />}
        />
      )}
    </SettingsScreen>
  );
}
