import {
  Anchor,
  Button,
  Card,
  Group,
  NewsList,
  OnceOpened,
  type Paragraph,
  Stack,
  Text,
  Title,
  useDisclosure,
  useTranslation,
} from '@lrp/shared';
import { PlainTable } from '@lrp/shared/sections';
import { disclaimerLink, type HeadedTable } from '@lrp/contract';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { useServerLabel } from './server-labels';

const AllNewsDialog = lazy(() =>
  import('./all-news-dialog').then((m) => ({ default: m.AllNewsDialog })),
);

const NEWS_ON_CARD = 3;
const LINKS_ON_CARD = 6;

export function HomeCard({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title} h="100%">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** A table the server built: its headings and each row's name (first cell) in the user's language. */
function HeadedTableView({ table, label }: { table: HeadedTable; label: string }) {
  const serverLabel = useServerLabel();
  const rows = table.rows.map(([name, ...cells]) => [serverLabel(name ?? ''), ...cells]);
  return <PlainTable label={label} headings={table.headings.map(serverLabel)} rows={rows} />;
}

/**
 * The county's links: the first six; the rest behind "More links" when the county's linksMore is on
 * (docs/decisions.md).
 */
export function LinksCard({ links, more }: { links: Paragraph[]; more: boolean }) {
  const { t } = useTranslation('shell');
  const [expanded, expand] = useDisclosure(false);
  const all = links.filter((l) => l.heading.trim() && l.paragraphContent.trim());
  const canExpand = more && all.length > LINKS_ON_CARD;
  const shown = canExpand && expanded ? all : all.slice(0, LINKS_ON_CARD);
  return (
    <HomeCard
      title={t('homeCards.links')}
      action={
        canExpand &&
        !expanded && (
          <Button size="xs" variant="light" onClick={expand.open}>
            {t('homeCards.moreLinks')}
          </Button>
        )
      }
    >
      <Stack gap={6}>
        {shown.map((link) => (
          <Anchor
            key={link.heading + link.paragraphContent}
            href={link.paragraphContent}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.heading}
          </Anchor>
        ))}
      </Stack>
    </HomeCard>
  );
}

export function NotableDatesCard({ table }: { table: HeadedTable }) {
  const { t } = useTranslation('shell');
  return (
    <HomeCard title={t('homeCards.notableDates')}>
      <HeadedTableView table={table} label={t('homeCards.notableDatesTable')} />
    </HomeCard>
  );
}

export function TransactionsCard({
  table,
  onDetails,
}: {
  table: HeadedTable;
  onDetails?: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <HomeCard
      title={t('homeCards.transactions')}
      action={
        onDetails && (
          <Button size="xs" variant="light" onClick={onDetails}>
            {t('homeCards.details')}
          </Button>
        )
      }
    >
      <HeadedTableView table={table} label={t('homeCards.transactionsTable')} />
    </HomeCard>
  );
}

/** The latest news: three on the card; all of them in a dialog when the county's latestNewsMore is on. */
export function LatestNewsCard({ news, more }: { news: Paragraph[]; more: boolean }) {
  const { t } = useTranslation('shell');
  const [opened, modal] = useDisclosure(false);
  const items = news.filter((n) => n.heading.trim() || n.paragraphContent.trim());
  return (
    <HomeCard
      title={t('homeCards.latestNews')}
      action={
        more &&
        items.length > NEWS_ON_CARD && (
          <Button size="xs" variant="light" onClick={modal.open}>
            {t('homeCards.allNews')}
          </Button>
        )
      }
    >
      <NewsList items={items.slice(0, NEWS_ON_CARD)} />
      <OnceOpened Dialog={AllNewsDialog} props={{ opened, onClose: modal.close, items }} />
    </HomeCard>
  );
}

export function ContactUsCard({
  name,
  phone,
  email,
}: {
  name: string;
  phone: string;
  email: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <HomeCard title={t('homeCards.contactUs')}>
      <Stack gap="xs">
        {name && <Text fw={500}>{name}</Text>}
        {phone && (
          <Group gap="xs">
            <IconPhone size={18} aria-hidden />
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
          </Group>
        )}
        {email && (
          <Group gap="xs">
            <IconMail size={18} aria-hidden />
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </Group>
        )}
      </Stack>
    </HomeCard>
  );
}

/** Shown only when exactly one link is headed Disclaimer (spec 1 §2). */
export function DisclaimerCard({ links }: { links: Paragraph[] }) {
  const { t } = useTranslation('shell');
  const href = disclaimerLink(links);
  if (!href) return null;
  return (
    <HomeCard title={t('homeCards.disclaimer')}>
      <Text size="sm">
        {t('homeCards.disclaimerText')}{' '}
        <Anchor href={href} target="_blank" rel="noopener noreferrer">
          {t('homeCards.disclaimer')}
        </Anchor>
        .
      </Text>
    </HomeCard>
  );
}
