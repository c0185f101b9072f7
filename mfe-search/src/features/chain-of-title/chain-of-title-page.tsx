import {
  CHAIN_OF_TITLE_MAX_DOCUMENTS,
  type ChainDocument,
  type ChainOfTitle,
  type ChainOfTitleRequest,
} from '@lrp/contract';
import {
  Alert,
  apiErrorMessage,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  registerLocales,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useTranslation,
} from '@lrp/shared';
import { apiFieldErrors } from '@lrp/shared/sections';
import { useState } from 'react';
import { openDocument } from '../details/open-document';
import { CardTokenOnEntry } from '../pay-per-search/card-token';
import { usePayPerSearch } from '../pay-per-search/use-pay-per-search';
import { useSequence } from '../results/use-sequence';
import { useChainOfTitle, useDownloadChainOfTitle } from './api/chain-of-title-api';
import { ChainEntryCard } from './chain-entry';
import { ChainForm } from './chain-form';
import { usePropertyWords } from './property-words';
import english from './locales/en.json';
import classes from './chain-of-title.module.css';

// The page's texts come with its code: /search's first load carries none of them.
registerLocales('chainOfTitle', english, (tag) =>
  import(`./locales/${tag}.json`).then((m: { default: typeof english }) => m.default),
);

function Summary({ chain, request }: { chain: ChainOfTitle; request: ChainOfTitleRequest }) {
  const { t } = useTranslation('chainOfTitle');
  const download = useDownloadChainOfTitle();
  const property = usePropertyWords(request);
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Title order={4}>{t('summary.heading', { property })}</Title>
        <Button
          variant="default"
          loading={download.isPending}
          onClick={() => download.mutate(request)}
        >
          {t('download')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
        {fact(t('summary.owners'), chain.currentOwners.join('; ') || t('summary.noOwners'))}
        {fact(t('summary.documents'), chain.entries.length)}
        {fact(
          t('summary.gaps'),
          <Badge color={chain.gapCount > 0 ? 'red.9' : 'teal.9'} variant="filled">
            {chain.gapCount}
          </Badge>,
        )}
        {fact(t('summary.generated'), chain.generatedAt)}
      </SimpleGrid>
      {chain.truncated && (
        <Alert color="yellow" variant="light">
          {t('summary.truncated', { count: CHAIN_OF_TITLE_MAX_DOCUMENTS })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /search/chainOfTitle (issue 37): a property's recorded history as a timeline, from the server's chain (its
 * rules are in the server's chain-of-title module). Each document opens its detail (the document-number search)
 * or its images; the chain downloads as a PDF. A card payer pays first, as for a search.
 */
export default function ChainOfTitlePage() {
  const { t } = useTranslation('chainOfTitle');
  const run = useChainOfTitle();
  const payment = usePayPerSearch();
  const sequence = useSequence();
  const [shown, setShown] = useState<{ chain: ChainOfTitle; request: ChainOfTitleRequest } | null>(
    null,
  );
  const submit = (request: ChainOfTitleRequest) => {
    if (run.isPending) return;
    run.mutate(request, {
      onSuccess: (answer) => {
        if (payment.needsPayment(answer, () => submit(request))) return;
        setShown(answer.chain ? { chain: answer.chain, request } : null);
      },
    });
  };
  const open = (document: ChainDocument) =>
    openDocument(sequence, {
      docId: document.docId!,
      docType: document.documentType,
      docNumber: document.displayDocNumber,
    });
  const fieldErrors = run.error ? apiFieldErrors(run.error) : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <CardTokenOnEntry />
      <Stack gap="md">
        <Title order={3}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
        <ChainForm pending={run.isPending} onSubmit={submit} fieldErrors={fieldErrors} />
        <Text size="sm" c="dimmed">
          {t('price')}
        </Text>
        {run.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('working')}</Text>
          </Group>
        )}
        {run.error && !fieldErrors && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(run.error)}
          </Alert>
        )}
        {shown && !run.isPending && (
          <Stack gap="md" aria-live="polite">
            <Summary chain={shown.chain} request={shown.request} />
            {shown.chain.entries.length === 0 ? (
              <Text>{t('empty')}</Text>
            ) : (
              <ol className={classes.timeline} aria-label={t('timeline')}>
                {shown.chain.entries.map((entry) => (
                  <ChainEntryCard
                    key={`${entry.document.documentType}-${entry.document.displayDocNumber}`}
                    entry={entry}
                    onOpen={open}
                  />
                ))}
              </ol>
            )}
          </Stack>
        )}
      </Stack>
      {payment.dialogs}
      {sequence.dialogs}
    </Paper>
  );
}
