import {
  LOGIN_SLIDE_FORMATS,
  LOGIN_SLIDE_LIMITS,
  loginSlidesConfigSchema,
  PARAGRAPH_MESSAGES,
  SLIDE_MESSAGES,
  type LoginSlide,
  type LoginSlidesConfig,
} from '@lrp/contract';
import {
  Alert,
  apiErrorMessage,
  Button,
  Group,
  Image,
  Loader,
  registerMessages,
  Stack,
  Text,
  translateMessage,
  useCountyStore,
  useTranslation,
} from '@lrp/shared';
import { Table } from '@lrp/shared/widgets';
import { useEffect, useRef, useState } from 'react';
import { MoveButtons } from '../common/move-buttons';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { slidePictureUrl, useUploadSlide } from './api/login-slides-api';

registerMessages({ slides: SLIDE_MESSAGES, paragraphs: PARAGRAPH_MESSAGES });

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Why a file is not sent at all (its declared type or its size), or null to let the server read it. */
function refusedBeforeUpload(file: File): string | null {
  if (file.size > LOGIN_SLIDE_LIMITS.uploadBytes) return translateMessage(SLIDE_MESSAGES.tooLarge);
  if (file.type && !(LOGIN_SLIDE_FORMATS as readonly string[]).includes(file.type))
    return translateMessage(SLIDE_MESSAGES.notAPicture);
  return null;
}

/**
 * Web Pages > Login - Slides (spec 3 §2.3, §9; docs/decisions.md "Login slides"): the slides in the order the
 * login page shows them, each with its picture, name and size. Add slides uploads pictures one after another
 * (each is checked and made a 1200 x 500 slide by the server, and added last at once); Up, Down and Remove
 * change the order the form holds, which Save stores (a removed slide is deleted then).
 */
function LoginSlidesForm({ stored }: { stored: LoginSlidesConfig }) {
  const { t } = useTranslation('admin');
  const apiPrefix = useCountyStore((s) => s.productConfig?.SERVER_URL ?? '/api/');
  const { form, status, onSubmit } = useSettingsForm<LoginSlidesConfig>({
    group: 'loginPageSlides',
    initial: stored,
    schema: loginSlidesConfigSchema,
  });
  const upload = useUploadSlide();
  const input = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusAfter = useRef<string | null>(null);
  const [uploading, setUploading] = useState<{ name: string; n: number; of: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const slides = form.values.slides;
  const label = t('controlPanel.screens.loginPageSlides.label');

  useEffect(() => {
    if (focusAfter.current === null) return;
    tableRef.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [slides]);

  const change = (next: LoginSlide[]) => {
    setNotice(null);
    form.clearErrors();
    form.setFieldValue('slides', next);
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= slides.length) {
      setNotice(
        translateMessage(by < 0 ? PARAGRAPH_MESSAGES.firstRow : PARAGRAPH_MESSAGES.lastRow),
      );
      return;
    }
    const next = [...slides];
    [next[index], next[to]] = [next[to], next[index]];
    focusAfter.current = `[data-row="${to}"] [data-move="${by < 0 ? 'up' : 'down'}"]`;
    change(next);
  };

  const addFiles = async (files: File[]) => {
    setProblems([]);
    setNotice(null);
    const found: string[] = [];
    for (const [i, file] of files.entries()) {
      const refused = refusedBeforeUpload(file);
      if (refused) {
        found.push(`${file.name}: ${refused}`);
        continue;
      }
      setUploading({ name: file.name, n: i + 1, of: files.length });
      try {
        const reply = await upload.mutateAsync(file);
        // The new slide is the server's last; the form keeps its own order (and its unsaved removals).
        const added = reply.content.slides.at(-1);
        if (added) form.setFieldValue('slides', [...form.getValues().slides, added]);
        setNotice(reply.message);
      } catch (error) {
        found.push(`${file.name}: ${apiErrorMessage(error)}`);
      }
    }
    setUploading(null);
    setProblems(found);
  };

  const listError = form.errors.slides;
  return (
    <SettingsForm
      label={label}
      status={status}
      onSubmit={onSubmit}
      formError={listError}
      actions={
        <>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={LOGIN_SLIDE_FORMATS.join(',')}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length > 0) void addFiles(files);
            }}
            data-testid="slide-file"
          />
          <Button
            variant="light"
            disabled={uploading !== null}
            onClick={() => {
              if (slides.length >= LOGIN_SLIDE_LIMITS.max)
                setNotice(translateMessage(SLIDE_MESSAGES.slideLimit));
              else input.current?.click();
            }}
          >
            {t('webPages.slides.add')}
          </Button>
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {t('webPages.slides.help', { max: LOGIN_SLIDE_LIMITS.max })}
      </Text>
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
        <Table ref={tableRef} aria-label={label} verticalSpacing="xs" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={48}>
                {t('webPages.lists.row')}
              </Table.Th>
              <Table.Th scope="col" w={176}>
                {t('webPages.slides.picture')}
              </Table.Th>
              <Table.Th scope="col">{t('webPages.slides.file')}</Table.Th>
              <Table.Th scope="col">{t('webPages.lists.order')}</Table.Th>
              <Table.Th scope="col">{t('webPages.lists.remove')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slides.map((slide, i) => (
              <Table.Tr key={slide.id} data-row={i}>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {i + 1}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Image
                    src={slidePictureUrl(apiPrefix, slide.id)}
                    alt={t('webPages.slides.thumbnail', { n: i + 1, name: slide.fileName })}
                    w={160}
                    h={67}
                    radius="sm"
                    fit="cover"
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {slide.fileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('webPages.slides.size', {
                      width: slide.width,
                      height: slide.height,
                      kb: kilobytes(slide.bytes),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <MoveButtons
                    upLabel={t('webPages.slides.moveUp', { n: i + 1 })}
                    downLabel={t('webPages.slides.moveDown', { n: i + 1 })}
                    onMove={(by) => move(i, by)}
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('webPages.slides.remove', { n: i + 1 })}
                    onClick={() => change(slides.filter((_, j) => j !== i))}
                  >
                    {t('webPages.lists.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" aria-live="polite">
        <Text size="sm" c="dimmed">
          {t('webPages.slides.count', { n: slides.length, max: LOGIN_SLIDE_LIMITS.max })}
        </Text>
        {uploading && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('webPages.slides.uploading', uploading)}</Text>
          </Group>
        )}
        {notice && (
          <Text size="sm" role="status">
            {notice}
          </Text>
        )}
      </Stack>
      {problems.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('webPages.slides.notAdded')}>
          <Stack gap={4}>
            {problems.map((problem) => (
              <Text size="sm" key={problem}>
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </SettingsForm>
  );
}

export default function LoginSlidesScreen() {
  return (
    <SettingsScreen<LoginSlidesConfig> screen="loginPageSlides" group="loginPageSlides">
      {(stored) => <LoginSlidesForm stored={stored} />}
    </SettingsScreen>
  );
}
