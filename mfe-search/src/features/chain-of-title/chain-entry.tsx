import type { ChainDocument, ChainEntry } from '@lrp/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  ModuleDialog,
  Stack,
  Text,
  useTranslation,
  VisuallyHidden,
} from '@lrp/shared';
import { useState } from 'react';
import { useImageShown } from '../details/detail-buttons';
import classes from './chain-of-title.module.css';

const ROLE_CLASS = {
  CONVEYANCE: classes.conveyance,
  MORTGAGE: classes.mortgage,
  LIEN: classes.lien,
  OTHER: classes.other,
} as const;

const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A document's Open (its detail, through the document-number search) and Images (the imaging preview). */
function DocumentButtons({
  document,
  onOpen,
}: {
  document: ChainDocument;
  onOpen: (document: ChainDocument) => void;
}) {
  const { t } = useTranslation('chainOfTitle');
  const [imagesOpen, setImagesOpen] = useState(false);
  const title = `${document.instrumentDescription} ${document.displayDocNumber}`;
  const imageShown = useImageShown(
    document.sourcedDocKey && document.docId !== null
      ? {
          docId: document.docId,
          title,
          sourcedDocKey: document.sourcedDocKey,
          imageAllowed: document.imageAllowed,
          legals: null,
        }
      : null,
  );
  if (document.docId === null || !document.sourcedDocKey)
    return (
      <Text size="xs" c="dimmed">
        {t('notOnFile')}
      </Text>
    );
  return (
    <Group gap="xs">
      <Button size="compact-xs" variant="default" onClick={() => onOpen(document)}>
        {t('openDocument')}
        <VisuallyHidden> {document.displayDocNumber}</VisuallyHidden>
      </Button>
      {imageShown && document.pageCount > 0 && (
        <Button size="compact-xs" variant="default" onClick={() => setImagesOpen(true)}>
          {t('images')}
          <VisuallyHidden> {document.displayDocNumber}</VisuallyHidden>
        </Button>
      )}
      {imagesOpen && (
        <ModuleDialog
          module="mfe-imaging"
          dialog="imagePreview"
          props={{
            opened: true,
            onClose: () => setImagesOpen(false),
            title,
            sourcedDocKey: document.sourcedDocKey,
          }}
        />
      )}
    </Group>
  );
}

/** One recorded document of the chain: what it is, who to whom, what refers to it, and its gaps. */
export function ChainEntryCard({
  entry,
  onOpen,
}: {
  entry: ChainEntry;
  onOpen: (document: ChainDocument) => void;
}) {
  const { t } = useTranslation('chainOfTitle');
  const d = entry.document;
  return (
    <li className={`${classes.entry} ${ROLE_CLASS[entry.role]}`}>
      <Card withBorder padding="sm" radius="md" className={classes.card}>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <div>
              <Text fw={700} component="h4" size="md" m={0}>
                {d.instrumentDescription} {d.displayDocNumber}
              </Text>
              <Text size="sm" c="dimmed">
                {t('recorded', { date: d.recordedDate })} · {t(`roles.${entry.role}`)}
                {d.amount !== null && ` · ${money(d.amount)}`}
              </Text>
            </div>
            <Group gap="xs">
              {entry.open !== null && (
                <Badge color={entry.open ? 'red.9' : 'teal.9'} variant="filled">
                  {entry.open ? t('open') : t('closed')}
                </Badge>
              )}
              {entry.byOwnerName && (
                <Badge color="gray.8" variant="filled">
                  {t('byOwnerName')}
                </Badge>
              )}
            </Group>
          </Group>
          {(d.grantors.length > 0 || d.grantees.length > 0) && (
            <Text size="sm" className={classes.parties}>
              <strong>{t('from')}:</strong> {d.grantors.join('; ') || '-'}
              {'  '}→ <strong>{t('to')}:</strong> {d.grantees.join('; ') || '-'}
            </Text>
          )}
          {entry.attached.length > 0 && (
            <Stack gap={4} component="ul" m={0} pl="md">
              {entry.attached.map((a) => (
                <li key={`${a.relation}-${a.document.displayDocNumber}`}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">
                      {t(`relations.${a.relation}`)}: {a.document.instrumentDescription}{' '}
                      {a.document.displayDocNumber} ({a.document.recordedDate})
                      {a.document.grantees.length > 0 && ` → ${a.document.grantees.join('; ')}`}
                    </Text>
                    <DocumentButtons document={a.document} onOpen={onOpen} />
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          {entry.gaps.map((gap) => (
            <Alert
              key={gap.kind}
              color="orange"
              variant="light"
              p="xs"
              title={t(`gapTitles.${gap.kind}`)}
            >
              {t(`gaps.${gap.kind}`, { names: gap.names.join('; ') })}
            </Alert>
          ))}
          <DocumentButtons document={d} onOpen={onOpen} />
        </Stack>
      </Card>
    </li>
  );
}
