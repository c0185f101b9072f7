import {
  Button,
  Group,
  Loader,
  showAlert,
  Stack,
  Text,
  TextInput,
  translateMessage,
  useTranslation,
} from '@lrp/shared';
import {
  IMAGING_MESSAGES,
  type PagesSelected,
  pagePicturePath,
  parsePageList,
  THUMBNAILS_PER_VIEW,
} from '@lrp/contract';
import { type ImageDocumentRef, useThumbnails, useUpdatePreviewSettings } from './api/imaging-api';
import { apiUrl } from '@lrp/shared/sections';
import { Modal, Radio } from '@lrp/shared/widgets';
import { type ReactNode, useRef, useState } from 'react';
import { atFirst, atLast, jump, move, type Move, type MoveResult } from './page-navigation';
import { Thumbnail } from './thumbnail';

export type Selection = PagesSelected;
export const NO_SELECTION: Selection = {
  pageSelectionMethod: 'ENTIRE_DOCUMENT',
  selectedAsCsv: '',
  pages: [],
};

const MOVES: Move[] = ['first', 'prev5', 'prev1', 'next1', 'next5', 'last'];

/**
 * What is wrong with a typed page list ('Document does not have a page 0', the list's format), in the user's
 * language, or null. While typing (`complete` false) a list is judged by what is complete: a trailing comma, dash or
 * space is the next page on its way. At Continue the whole text counts, as the server will read it.
 */
function pageListError(text: string, pageCount: number, complete: boolean): string | null {
  const judged = complete ? text : text.replace(/[\s,-]+$/, '');
  if (judged.trim() === '' || pageCount < 1) return null;
  const list = parsePageList(judged, pageCount);
  return list.ok ? null : translateMessage(list.message);
}

/**
 * The preview (spec 1 §4): "[title] has N page(s).", 5 thumbnails with page numbers and checkboxes, the
 * navigation when there are more than 5 pages, All Pages or a page list, Continue and Cancel. Each selection
 * change goes to the server, which answers the new selection.
 */
export function PreviewStep({
  opened,
  document,
  title,
  selection,
  onSelection,
  onContinue,
  onAddToCart,
  cart,
  onClose,
}: {
  opened: boolean;
  document: ImageDocumentRef;
  title: string;
  selection: Selection;
  onSelection: (selection: Selection) => void;
  onContinue: (pageCount: number) => void;
  /** Puts the selection in the image cart (image-cart/): shown when given. */
  onAddToCart?: (pageCount: number) => void;
  /** The cart's summary, under the selection. */
  cart?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('imaging');
  const [start, setStart] = useState(1);
  const [jumpTo, setJumpTo] = useState('');
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const thumbnails = useThumbnails(document, start, opened);
  const update = useUpdatePreviewSettings();
  const typed = useRef(selection.selectedAsCsv);
  const pagesField = useRef<HTMLInputElement>(null);
  // Continue judges the whole typed text; typing again goes back to judging what is complete.
  const [continued, setContinued] = useState(false);
  const pageCount = thumbnails.data?.header.pageCount ?? 0;
  const name = thumbnails.data?.header.uiTitleBeginningOfSentence ?? title;
  const pagesError =
    selection.pageSelectionMethod === 'CSV_PAGES'
      ? pageListError(selection.selectedAsCsv, pageCount, continued)
      : null;
  const selected = new Set(
    selection.pageSelectionMethod === 'ENTIRE_DOCUMENT'
      ? Array.from({ length: pageCount }, (_, i) => i + 1)
      : selection.pages,
  );

  const change = (
    imagePreviewSettingChange: Parameters<typeof update.mutate>[0]['imagePreviewSettingChange'],
    next: Pick<Selection, 'pageSelectionMethod' | 'selectedAsCsv'>,
    page?: number,
  ) => {
    update.mutate(
      {
        imagePreviewSettingChange,
        imagePreviewSettings: { ...document, pageCount, ...next },
        page,
      },
      // A typed list stays as typed; an answer to older text is dropped.
      {
        onSuccess: (answer) => {
          if (imagePreviewSettingChange !== 'PAGES_CHANGED') typed.current = answer.selectedAsCsv;
          else if (typed.current !== next.selectedAsCsv) return;
          onSelection(answer);
        },
      },
    );
  };
  const go = (result: MoveResult) => {
    if ('alert' in result) showAlert({ kind: 'warning', message: translateMessage(result.alert) });
    else setStart(result.start);
  };
  const proceed = (then: (pageCount: number) => void = onContinue) => {
    if (selection.pageSelectionMethod === 'CSV_PAGES' && selection.selectedAsCsv.trim() === '') {
      showAlert({ kind: 'warning', message: translateMessage(IMAGING_MESSAGES.noPagesSelected) });
      return;
    }
    // A list that names no such page, or is not a list, stays on the field with its message.
    if (
      selection.pageSelectionMethod === 'CSV_PAGES' &&
      pageListError(selection.selectedAsCsv, pageCount, true)
    ) {
      setContinued(true);
      pagesField.current?.focus();
      return;
    }
    then(pageCount);
  };

  if (thumbnails.isError || (thumbnails.data && pageCount === 0)) {
    return (
      <Modal opened={opened} onClose={onClose} title={t('preview.title')} centered size="lg">
        <Text>{t('preview.noImages', { title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={onClose}>{t('preview.close')}</Button>
        </Group>
      </Modal>
    );
  }

  const views = thumbnails.data?.thumbnails ?? [];
  const first = views[0]?.page ?? start;
  const edge = (kind: Move) =>
    kind === 'first' || kind.startsWith('prev') ? atFirst(first) : atLast(first, pageCount);
  return (
    <>
      <Modal
        opened={opened && enlarged === null}
        onClose={onClose}
        title={t('preview.title')}
        centered
        size="auto"
      >
        {!thumbnails.data ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('preview.loading')} />
          </Group>
        ) : (
          <Stack gap="md">
            <Text fw={600}>{t('preview.pages', { title: name, count: pageCount })}</Text>
            <Text size="sm">{t('preview.instructions')}</Text>
            <Group
              role="group"
              aria-label={t('preview.thumbnails', { from: first, to: first + views.length - 1 })}
              gap="md"
              justify="center"
              wrap="wrap"
            >
              {views.map((view) => (
                <Thumbnail
                  key={view.page}
                  page={view.page}
                  image={view.image}
                  title={name}
                  selected={selected.has(view.page)}
                  onToggle={() => change('PAGE_TOGGLED', selection, view.page)}
                  onEnlarge={() => setEnlarged(view.page)}
                />
              ))}
            </Group>
            {pageCount > THUMBNAILS_PER_VIEW && (
              <Group
                component="nav"
                aria-label={t('preview.navigation')}
                gap="xs"
                justify="center"
                wrap="wrap"
              >
                {MOVES.slice(0, 3).map((kind) => (
                  <Button
                    key={kind}
                    size="xs"
                    variant="default"
                    data-disabled={edge(kind) || undefined}
                    aria-disabled={edge(kind)}
                    onClick={() => go(move(kind, first, pageCount))}
                  >
                    {t(`preview.${kind}`)}
                  </Button>
                ))}
                <TextInput
                  size="xs"
                  w={80}
                  aria-label={t('preview.jump')}
                  value={jumpTo}
                  onChange={(e) => setJumpTo(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') go(jump(jumpTo, pageCount));
                  }}
                />
                <Button size="xs" variant="default" onClick={() => go(jump(jumpTo, pageCount))}>
                  {t('preview.go')}
                </Button>
                {MOVES.slice(3).map((kind) => (
                  <Button
                    key={kind}
                    size="xs"
                    variant="default"
                    data-disabled={edge(kind) || undefined}
                    aria-disabled={edge(kind)}
                    onClick={() => go(move(kind, first, pageCount))}
                  >
                    {t(`preview.${kind}`)}
                  </Button>
                ))}
              </Group>
            )}
            <Radio.Group
              label={t('preview.selection')}
              value={selection.pageSelectionMethod}
              onChange={(value) =>
                change('PAGE_SELECTION_METHOD_CHANGED', {
                  pageSelectionMethod: value as Selection['pageSelectionMethod'],
                  selectedAsCsv: selection.selectedAsCsv,
                })
              }
            >
              {/* "Pages" and its field: the hint once, under the field, and what is wrong with the list. */}
              <Group gap="lg" mt="xs" align="baseline">
                <Radio value="ENTIRE_DOCUMENT" label={t('preview.allPages')} />
                <Radio value="CSV_PAGES" label={t('preview.somePages')} />
                <TextInput
                  ref={pagesField}
                  aria-label={t('preview.pagesField')}
                  description={t('preview.pagesHint')}
                  error={pagesError}
                  inputWrapperOrder={['label', 'input', 'error', 'description']}
                  value={selection.selectedAsCsv}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    typed.current = text;
                    setContinued(false);
                    onSelection({
                      ...selection,
                      pageSelectionMethod: 'CSV_PAGES',
                      selectedAsCsv: text,
                    });
                    change('PAGES_CHANGED', {
                      pageSelectionMethod: 'CSV_PAGES',
                      selectedAsCsv: text,
                    });
                  }}
                />
              </Group>
            </Radio.Group>
          </Stack>
        )}
        {cart}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('preview.cancel')}
          </Button>
          {onAddToCart && (
            <Button
              variant="light"
              onClick={() => proceed(onAddToCart)}
              disabled={!thumbnails.data}
            >
              {t('cart.add')}
            </Button>
          )}
          <Button onClick={() => proceed()} disabled={!thumbnails.data}>
            {t('preview.continue')}
          </Button>
        </Group>
      </Modal>
      <EnlargedPage
        document={document}
        title={name}
        page={enlarged}
        selected={enlarged !== null && selected.has(enlarged)}
        onKeep={(page) => change('KEEP_PAGE', selection, page)}
        onIgnore={(page) => change('IGNORE_PAGE', selection, page)}
        onClose={() => setEnlarged(null)}
      />
    </>
  );
}

/** The enlarged page with Keep Page and Ignore Page (each closes it after changing the selection). */
function EnlargedPage({
  document,
  title,
  page,
  selected,
  onKeep,
  onIgnore,
  onClose,
}: {
  document: ImageDocumentRef;
  title: string;
  page: number | null;
  selected: boolean;
  onKeep: (page: number) => void;
  onIgnore: (page: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('imaging');
  return (
    <Modal
      opened={page !== null}
      onClose={onClose}
      title={t('enlarged.title', { page, title })}
      centered
      size="auto"
    >
      {page !== null && (
        <Stack gap="sm" align="center">
          <PagePicture
            key={page}
            src={apiUrl(pagePicturePath(document.sourcedDocKey, page)).href}
            alt={t('preview.pageAlt', { page, title })}
          />
          <Text size="sm">
            {t(selected ? 'enlarged.selected' : 'enlarged.notSelected', { page })}
          </Text>
          <Group justify="center">
            <Button
              onClick={() => {
                onKeep(page);
                onClose();
              }}
            >
              {t('enlarged.keep')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                onIgnore(page);
                onClose();
              }}
            >
              {t('enlarged.ignore')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The page at reading size, as the browser fetches and keeps it (GET imaging/pages/...jpg): a loader until it has
 * arrived, a message if it cannot be shown.
 */
function PagePicture({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('imaging');
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  if (state === 'failed')
    return (
      <Text role="alert" c="red.8">
        {t('preview.pictureFailed')}
      </Text>
    );
  return (
    <>
      {state === 'loading' && <Loader aria-label={t('preview.loading')} />}
      <img
        src={src}
        alt={alt}
        onLoad={() => setState('shown')}
        onError={() => setState('failed')}
        style={{
          display: state === 'shown' ? 'block' : 'none',
          maxWidth: '100%',
          height: 'auto',
          maxHeight: '70vh',
          border: '1px solid var(--mantine-color-gray-4)',
        }}
      />
    </>
  );
}
