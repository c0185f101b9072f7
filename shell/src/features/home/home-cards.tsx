import {
  Anchor,
  Button,
  Card,
  Group,
  NewsList,
  OnceOpened,
  type Paragraph,
  PlainTable,
  Stack,
  Text,
  Title,
  useDisclosure,
  useTranslation,
} from '@lrp/shared';
import { disclaimerLink, type HeadedTable } from '@lrp/shared/account';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';

const AllNewsDialog = lazy(() => import('./all-news-dialog').then((m) => ({ default: m.AllNewsDialog })));

const NEWS_ON_CARD = 3;

export function HomeCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
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

function HeadedTableView({ table, label }: { table: HeadedTable; label: string }) {
  return <PlainTable label={label} headings={table.headings} rows={table.rows} />;
}

export function LinksCard({ links }: { links: Paragraph[] }) {
  const { t } = useTranslation('shell');
  const shown = links.filter((l) => l.heading.trim() && l.paragraphContent.trim());
  return (
    <HomeCard title={t('homeCards.links')}>
      <Stack gap={6}>
        {shown.map((link) => (
          <Anchor key={link.heading + link.paragraphContent} href={link.paragraphContent} target="_blank" rel="noopener noreferrer">
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

export function TransactionsCard({ table, onDetails }: { table: HeadedTable; onDetails?: () => void }) {
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

export function LatestNewsCard({ news }: { news: Paragraph[] }) {
  const { t } = useTranslation('shell');
  const [opened, modal] = useDisclosure(false);
  const items = news.filter((n) => n.heading.trim() || n.paragraphContent.trim());
  return (
    <HomeCard
      title={t('homeCards.latestNews')}
      action={
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

export function ContactUsCard({ name, phone, email }: { name: string; phone: string; email: string }) {
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
