import { Badge, Stack, useCountyStore, useTranslation } from '@lrp/shared';
import {
  type GrantorGranteeBookDetail,
  type TaxLienDetail,
  type TorrensCertificateDetail,
  TRACT_BOOK_LEGAL_ROWS_PER_PAGE,
  type TractBookDetail,
} from '@lrp/contract';
import type { useSequence } from '../results/use-sequence';
import { FieldList, PagedTable } from './detail-parts';
import { LegalDetailsButton } from './legal-details-dialog';
import { LinkButton } from './link-button';

type Sequence = ReturnType<typeof useSequence>;
const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Tax-lien detail (spec 2 §2): the lien, its taxpayers, revisions and releases; names and documents search. */
export function TaxLienDetailView({
  detail,
  sequence,
}: {
  detail: TaxLienDetail;
  sequence: Sequence;
}) {
  const { t } = useTranslation('search');
  return (
    <Stack gap="sm">
      <FieldList
        fields={[
          [t('detail.documentNumber'), detail.displayDocNumber],
          [t('detail.instrument'), detail.instrumentDescription],
          [t('detail.recordedDateTime'), detail.recordedDateTime],
          [t('detail.lienNumber'), detail.lienNumber],
          [t('detail.lienDate'), detail.lienDate],
          [t('detail.lienType'), detail.lienType],
          [t('detail.totalAmount'), money(detail.totalAmount)],
        ]}
      />
      <PagedTable
        label={t('detail.taxpayers')}
        headings={[t('detail.name'), t('detail.address')]}
        rows={detail.taxpayerSearchResults.map((p) => [
          <LinkButton key="n" onClick={() => sequence.taxpayer(p)}>
            {p.name}
          </LinkButton>,
          p.displayAddress,
        ])}
      />
      <PagedTable
        label={t('detail.revisions')}
        headings={[t('detail.flag'), t('detail.documentNumber')]}
        rows={detail.revisionSearchResults.map((r) => [
          r.flag,
          <LinkButton key="d" onClick={() => sequence.lienDocument(r.docType, r.docNumber)}>
            {r.displayDocNumber}
          </LinkButton>,
        ])}
      />
      <PagedTable
        label={t('detail.releases')}
        headings={[t('detail.partialFull'), t('detail.release'), t('detail.revoke')]}
        rows={detail.releaseSearchResults.map((r) => [
          r.partialFullFlag,
          r.releaseDocNumber ? (
            <LinkButton
              key="r"
              onClick={() => sequence.lienDocument(r.releaseDocType, r.releaseDocNumber)}
            >
              {`${r.releaseDisplayDocNumber} ${r.releaseDate}`}
            </LinkButton>
          ) : (
            ''
          ),
          r.revokeDocNumber ? (
            <LinkButton
              key="v"
              onClick={() => sequence.lienDocument(r.revokeDocType, r.revokeDocNumber)}
            >
              {`${r.revokeDisplayDocNumber} ${r.revokeDate}`}
            </LinkButton>
          ) : (
            ''
          ),
        ])}
      />
    </Stack>
  );
}

/** Torrens certificate detail: status, numbers, dates, owners, memorials; cancelling certificates search. */
export function TorrensDetailView({
  detail,
  sequence,
}: {
  detail: TorrensCertificateDetail;
  sequence: Sequence;
}) {
  const { t } = useTranslation('search');
  const options = useCountyStore((s) => s.config.searchOptions);
  const bookLabel = useCountyStore((s) => s.config.common?.bookLabel ?? 'Book');
  return (
    <Stack gap="sm">
      <FieldList
        fields={[
          [t('detail.status'), <Badge key="s">{detail.status}</Badge>],
          [t('detail.certificateNumber'), detail.certificateNumber],
          ...(options?.torrensUseFileNumber
            ? [[t('detail.fileNumber'), detail.fileNumber] as [string, string]]
            : []),
          [t('detail.certifiedDate'), detail.certifiedDate],
          [t('detail.bookPage', { book: bookLabel }), detail.displayBookAndPage],
          [t('detail.legalDescription'), detail.legalDescription],
          [t('detail.recital'), detail.recital],
        ]}
      />
      {detail.cancelledBySearchResults.length > 0 && (
        <PagedTable
          label={t('detail.cancelledBy')}
          headings={[t('detail.certificateNumber')]}
          rows={detail.cancelledBySearchResults.map((c) => [
            <LinkButton
              key="c"
              onClick={() => sequence.certificate(c.cancelledByCertificateNumber)}
            >
              {c.cancelledByCertificateNumber}
            </LinkButton>,
          ])}
        />
      )}
      <PagedTable
        label={t('detail.owners')}
        headings={[t('detail.name')]}
        rows={detail.owners.map((o) => [o.displayName])}
      />
      <PagedTable
        label={t('detail.memorials')}
        headings={[t('detail.documentNumber'), t('detail.instrument'), t('detail.recordedDate')]}
        rows={detail.memorials.map((m) => [
          m.displayDocNumber,
          m.instrumentDescription,
          m.recordedDate,
        ])}
      />
    </Stack>
  );
}

/** Tract-book detail: the entry and its legal descriptions, 10 a page, with their Details. */
export function TractBookDetailView({ detail }: { detail: TractBookDetail }) {
  const { t } = useTranslation('search');
  const bookLabel = useCountyStore((s) => s.config.common?.bookLabel ?? 'Book');
  return (
    <Stack gap="sm">
      <FieldList
        fields={[
          [t('detail.tractBookId'), detail.tractBookId],
          [t('detail.recordedDate'), detail.recordedDate],
          [t('detail.instrument'), detail.instrument],
          [t('detail.grantor'), detail.grantor],
          [t('detail.grantee'), detail.grantee],
          [t('detail.bookPage', { book: bookLabel }), detail.displayBookAndPage],
        ]}
      />
      <PagedTable
        label={t('detail.legalDescriptions')}
        headings={[t('detail.description'), t('detail.comment')]}
        perPage={TRACT_BOOK_LEGAL_ROWS_PER_PAGE}
        rows={detail.legalDescriptions.map((l) => [l.description, l.comment])}
        action={
          detail.legalDescriptions.length > 0 && (
            <LegalDetailsButton id={detail.id} source="TRACT_BOOK" />
          )
        }
      />
    </Stack>
  );
}

/** Grantor-grantee book detail: the volume's names and dates. */
export function GrantorGranteeBookDetailView({ detail }: { detail: GrantorGranteeBookDetail }) {
  const { t } = useTranslation('search');
  return (
    <FieldList
      fields={[
        [t('detail.id'), String(detail.id)],
        [t('detail.bookType'), detail.type],
        [t('detail.volume'), detail.volume],
        [t('detail.fromName'), detail.fromName],
        [t('detail.toName'), detail.toName],
        [t('detail.fromDate'), detail.fromDate],
        [t('detail.toDate'), detail.toDate],
      ]}
    />
  );
}
