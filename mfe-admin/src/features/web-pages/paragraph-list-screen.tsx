import {
  PARAGRAPH_LIMITS,
  PARAGRAPH_LIST_SCHEMAS,
  PARAGRAPH_MESSAGES,
  type Paragraph,
  type ParagraphList,
  type ParagraphListName,
} from '@lrp/contract';
import {
  Alert,
  Button,
  Group,
  registerMessages,
  Stack,
  Text,
  TextInput,
  translateMessage,
  useTranslation,
} from '@lrp/shared';
import { Table, Textarea } from '@lrp/shared/widgets';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MoveButtons } from '../common/move-buttons';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

// The lists' rules (the 50-row limits, a link's label and address, first and last row): in the user's language.
registerMessages({ paragraphs: PARAGRAPH_MESSAGES });

/** News rows (a heading and its text) or link rows (a label and a URL). */
export type ParagraphKind = 'news' | 'links';

const blankRow = (): Paragraph => ({ heading: '', paragraphContent: '' });

/** The form's errors for the table at `paragraphs`: the whole list's, and each row's field's. */
export function listErrors(errors: Record<string, ReactNode>) {
  return {
    list: errors.paragraphs,
    field: (index: number, name: keyof Paragraph) => errors[`paragraphs.${index}.${name}`],
  };
}

/** A form's errors without the table's: what is left once the rows change (their numbers may have moved). */
const withoutListErrors = (errors: Record<string, ReactNode>) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('paragraphs')));

/**
 * The rows of a news or links list (spec 3 §2.3): a heading and its content per row, each input named by its
 * column and row ("Heading, row 3"). A growing list has Remove per row and Add (5 rows at a time, the last block
 * only as many as fit under 50; at 50 it says the limit); Login
 * Page Links' fixed rows (`fixed`) have Move up and Move down instead ("Already at first row" / "at last row").
 * After Add the first new row's heading takes the focus; after a move, the moved row's button keeps it.
 */
export function ParagraphRows({
  kind,
  rows,
  onChange,
  fieldError,
  label,
  fixed = false,
}: {
  kind: ParagraphKind;
  rows: Paragraph[];
  onChange: (rows: Paragraph[]) => void;
  fieldError?: (index: number, name: keyof Paragraph) => ReactNode;
  label: string;
  fixed?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [notice, setNotice] = useState<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    if (focusAfter.current === null) return;
    tableRef.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [rows]);

  const change = (next: Paragraph[]) => {
    setNotice(null);
    onChange(next);
  };
  const set = (index: number, values: Partial<Paragraph>) =>
    change(rows.map((row, i) => (i === index ? { ...row, ...values } : row)));
  const add = () => {
    const room = Math.min(PARAGRAPH_LIMITS.block, PARAGRAPH_LIMITS.rows - rows.length);
    if (room <= 0) {
      setNotice(
        translateMessage(
          kind === 'links' ? PARAGRAPH_MESSAGES.linkLimit : PARAGRAPH_MESSAGES.paragraphLimit,
        ),
      );
      return;
    }
    focusAfter.current = `[data-row="${rows.length}"] input`;
    change([...rows, ...Array.from({ length: room }, blankRow)]);
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= rows.length) {
      setNotice(
        translateMessage(by < 0 ? PARAGRAPH_MESSAGES.firstRow : PARAGRAPH_MESSAGES.lastRow),
      );
      return;
    }
    const next = [...rows];
    [next[index], next[to]] = [next[to], next[index]];
    focusAfter.current = `[data-row="${to}"] [data-move="${by < 0 ? 'up' : 'down'}"]`;
    change(next);
  };

  const columns =
    kind === 'links'
      ? { heading: t('webPages.lists.label'), paragraphContent: t('webPages.lists.url') }
      : { heading: t('webPages.lists.heading'), paragraphContent: t('webPages.lists.content') };
  const cellLabel = (column: string, index: number) =>
    t('webPages.lists.cell', { column, n: index + 1 });
  const limits =
    kind === 'links'
      ? { heading: PARAGRAPH_LIMITS.linkHeading, paragraphContent: PARAGRAPH_LIMITS.linkAddress }
      : { heading: PARAGRAPH_LIMITS.newsHeading, paragraphContent: PARAGRAPH_LIMITS.newsContent };

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
        <Table ref={tableRef} aria-label={label} verticalSpacing="xs" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={48}>
                {t('webPages.lists.row')}
              </Table.Th>
              <Table.Th scope="col">{columns.heading}</Table.Th>
              <Table.Th scope="col">{columns.paragraphContent}</Table.Th>
              <Table.Th scope="col">
                {fixed ? t('webPages.lists.order') : t('webPages.lists.remove')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" ta="center" py="sm">
                    {t('webPages.lists.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row, i) => (
              <Table.Tr key={i} data-row={i}>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {i + 1}
                  </Text>
                </Table.Td>
                <Table.Td miw={kind === 'links' ? 180 : 200} w={kind === 'links' ? '30%' : '28%'}>
                  <TextInput
                    aria-label={cellLabel(columns.heading, i)}
                    maxLength={limits.heading}
                    value={row.heading}
                    error={fieldError?.(i, 'heading')}
                    onChange={(e) => set(i, { heading: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td miw={260}>
                  {kind === 'links' ? (
                    <TextInput
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      aria-label={cellLabel(columns.paragraphContent, i)}
                      maxLength={limits.paragraphContent}
                      value={row.paragraphContent}
                      error={fieldError?.(i, 'paragraphContent')}
                      onChange={(e) => set(i, { paragraphContent: e.currentTarget.value })}
                    />
                  ) : (
                    <Textarea
                      autosize
                      minRows={2}
                      maxRows={8}
                      aria-label={cellLabel(columns.paragraphContent, i)}
                      maxLength={limits.paragraphContent}
                      value={row.paragraphContent}
                      error={fieldError?.(i, 'paragraphContent')}
                      onChange={(e) => set(i, { paragraphContent: e.currentTarget.value })}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {fixed ? (
                    <MoveButtons
                      upLabel={t('webPages.lists.moveUp', { n: i + 1 })}
                      downLabel={t('webPages.lists.moveDown', { n: i + 1 })}
                      onMove={(by) => move(i, by)}
                    />
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('webPages.lists.removeRow', { n: i + 1 })}
                      onClick={() => change(rows.filter((_, j) => j !== i))}
                    >
                      {t('webPages.lists.remove')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {notice && (
        <Alert color="yellow" variant="light" role="alert">
          {notice}
        </Alert>
      )}
      {!fixed && (
        <Group gap="sm">
          <Button variant="light" onClick={add}>
            {t('webPages.lists.add', { n: PARAGRAPH_LIMITS.block })}
          </Button>
          <Text size="sm" c="dimmed" component="span">
            {t('webPages.lists.count', { n: rows.length, max: PARAGRAPH_LIMITS.rows })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** A settings screen's list form: the rows, their rules' messages, and Save (blank rows are dropped when saved). */
export function ParagraphListForm({
  screen,
  group,
  kind,
  stored,
  fixed = false,
  extra,
}: {
  screen: string;
  group: ParagraphListName;
  kind: ParagraphKind;
  stored: ParagraphList;
  fixed?: boolean;
  /** What the screen shows under the rows (Login - Links' layout preview), from the rows being edited. */
  extra?: (rows: Paragraph[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm<ParagraphList>({
    group,
    initial: stored,
    schema: PARAGRAPH_LIST_SCHEMAS[group],
  });
  const rows = form.values.paragraphs;
  const errors = listErrors(form.errors);
  const label = t(`controlPanel.screens.${screen}.label`);
  return (
    <SettingsForm label={label} status={status} onSubmit={onSubmit} formError={errors.list}>
      <Text size="sm" c="dimmed">
        {t(
          fixed
            ? 'webPages.lists.loginLinksHelp'
            : kind === 'links'
              ? 'webPages.lists.linksHelp'
              : 'webPages.lists.newsHelp',
        )}
      </Text>
      <ParagraphRows
        kind={kind}
        rows={rows}
        fixed={fixed}
        label={label}
        fieldError={errors.field}
        onChange={(next) => {
          form.setErrors(withoutListErrors(form.errors));
          form.setFieldValue('paragraphs', next);
        }}
      />
      {extra?.(rows)}
    </SettingsForm>
  );
}

function ParagraphListScreen({
  screen,
  group,
  kind,
}: {
  screen: string;
  group: ParagraphListName;
  kind: ParagraphKind;
}) {
  return (
    <SettingsScreen<ParagraphList> screen={screen} group={group}>
      {(stored) => <ParagraphListForm screen={screen} group={group} kind={kind} stored={stored} />}
    </SettingsScreen>
  );
}

/** Web Pages > Login - Latest News (spec 1 §2, spec 3 §2.3): the news under the sign-in card. */
export function LoginLatestNewsScreen() {
  return (
    <ParagraphListScreen screen="loginPageLatestNews" group="loginPageLatestNews" kind="news" />
  );
}

/** Web Pages > More Links (spec 1 §2): the home page's links card (one headed Disclaimer feeds its card). */
export function MoreLinksScreen() {
  return <ParagraphListScreen screen="homeExternalLinks" group="externalLinks" kind="links" />;
}

/** Web Pages > More News (spec 1 §2): the home page's latest news card and its modal. */
export function MoreNewsScreen() {
  return <ParagraphListScreen screen="homeLatestNews" group="latestNews" kind="news" />;
}
