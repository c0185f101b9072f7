import { Stack, Text, useCountyStore, useTranslation } from '@lrp/shared';
import { amountLabel, type DocumentDetail, type PartyResult } from '@lrp/contract';
import { useReferenceDocuments, useReferencedByDocuments } from './api/details-api';
import type { useSequence } from '../results/use-sequence';
import { FieldList, PagedTable } from './detail-parts';
import { LegalDetailsButton } from './legal-details-dialog';
import { LinkButton } from './link-button';
import { openDocument } from './open-document';

const money = (amount: number | null) =>
  amount === null ? '' : amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * The detail panel of a document (spec 2 §2): its fields and tables, each party and reference a search; and the
 * documents that refer to it (Referenced By: a mortgage's satisfaction and assignments), each opening its detail.
 */
export function DocumentDetailView({
  detail,
  sequence,
}: {
  detail: DocumentDetail;
  sequence: ReturnType<typeof useSequence>;
}) {
  const { t } = useTranslation('search');
  const config = useCountyStore((s) => s.config);
  const options = config.searchOptions;
  const bookLabel = config.common?.bookLabel ?? 'Book';
  const references = useReferenceDocuments(detail.docId);
  const referencedBy = useReferencedByDocuments(detail.docId);
  const amount =
    options?.displaySalePrice && !options.displayMortgageAmount
      ? detail.salePrice
      : options?.displayMortgageAmount && !options.displaySalePrice
        ? detail.mortgageAmount
        : (detail.salePrice ?? detail.mortgageAmount);
  const party = (p: PartyResult) => (
    <LinkButton onClick={() => sequence.party(p)}>{p.displayName}</LinkButton>
  );
  const parties: [string, PartyResult][] = [
    ...detail.grantorSearchResults.map((p): [string, PartyResult] => [t('detail.grantor'), p]),
    ...detail.granteeSearchResults.map((p): [string, PartyResult] => [t('detail.grantee'), p]),
  ];
  return (
    <Stack gap="sm">
      <FieldList
        fields={[
          [t('detail.documentNumber'), detail.displayDocNumber],
          [t('detail.instrument'), detail.instrumentDescription],
          [t('detail.recordedDateTime'), detail.recordedDateTime],
          [t('detail.instrumentDate'), detail.instrumentDate],
          [t('detail.bookPage', { book: bookLabel }), detail.displayBookAndPage],
          [options ? amountLabel(options) : t('detail.amount'), money(amount)],
          [t('detail.verified'), t(`detail.verifiedStatus.${detail.verifiedStatus}`)],
          ...detail.displayOnlySearchResults.map((l): [string, string] => [l.label, l.value]),
        ]}
      />
      {detail.torrensSearchResults.length > 0 && (
        <PagedTable
          label={t('detail.torrensCertificates', { torrens: config.common?.torrensLabel ?? '' })}
          headings={[t('detail.certificateNumber'), t('detail.status')]}
          rows={detail.torrensSearchResults.map((c) => [
            <LinkButton key="c" onClick={() => sequence.certificate(c.certificateNumber)}>
              {c.certificateNumber}
            </LinkButton>,
            c.status,
          ])}
        />
      )}
      <PagedTable
        label={t('detail.grantorsGrantees')}
        headings={[t('detail.role'), t('detail.name')]}
        rows={parties.map(([role, p]) => [role, party(p)])}
      />
      <PagedTable
        label={t('detail.legalDescription')}
        headings={[t('detail.description'), t('detail.comment')]}
        rows={detail.legalSearchResults.map((l) => [l.description, l.comment])}
        action={detail.legalSearchResults.length > 0 && <LegalDetailsButton id={detail.docId} />}
      />
      <PagedTable
        label={t('detail.referenceDocuments')}
        headings={[t('detail.instrument'), t('detail.documentNumber'), t('detail.recordedDate')]}
        rows={(references.data ?? []).map((r) => [
          r.instrumentDescription,
          <LinkButton key="d" onClick={() => sequence.document(r.docType, r.docNumber)}>
            {r.displayDocNumber}
          </LinkButton>,
          `${r.recordedDate} ${r.recordedTime} ${r.recordedAmPm}`.trim(),
        ])}
      />
      <PagedTable
        label={t('detail.referencedBy')}
        headings={[t('detail.instrument'), t('detail.documentNumber'), t('detail.recordedDate')]}
        rows={(referencedBy.data ?? []).map((r) => [
          r.instrumentDescription,
          <LinkButton key="d" onClick={() => openDocument(sequence, r)}>
            {r.displayDocNumber}
          </LinkButton>,
          `${r.recordedDate} ${r.recordedTime} ${r.recordedAmPm}`.trim(),
        ])}
      />
      {detail.parcelIds.length > 0 && (
        <FieldList fields={[[t('detail.parcelIds'), detail.parcelIds.join(', ')]]} />
      )}
      {detail.addresses.length > 0 && (
        <FieldList fields={[[t('detail.addresses'), detail.addresses.join('; ')]]} />
      )}
      {detail.additionalInfoSearchResults.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            {t('detail.additionalInfo')}
          </Text>
          <ul style={{ margin: 0 }}>
            {detail.additionalInfoSearchResults.map((info) => (
              <Text component="li" size="sm" key={info}>
                {info}
              </Text>
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}
