import type {
  DownloadOrder,
  ImageResponse,
  PayDownloadOrderResult,
  SourcedDocKey,
  ThumbnailsResponse,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { checkImagePurchases } from '../../../src/modules/imaging/purchase-check';
import { pdfPages } from '../../helpers/pdf-text';
import { ALL_DATES, FIXTURE, fixture, query, rowsOf, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Every kind of record previews and sells its own pages: the server finds the record by the key's kind and id.
 * Certificates, tract-book entries and grantor-grantee books number their rows from 1 like documents do, so each
 * of them shares its id with an unrelated document: keyed by the id alone, their Image button sold that document.
 */

const t = setupServerTest();

type KeyedRow = { sourcedDocKey: SourcedDocKey; pageCount: number };

/** The first row each kind of search answers for the fixture, and the title its images carry. */
const KINDS: {
  kind: string;
  find: (client: TestClient) => Promise<KeyedRow>;
  title: RegExp;
}[] = [
  {
    kind: 'document',
    find: async (client) =>
      (
        await rowsOf<KeyedRow & { displayDocNumber: string }>(client, 'searchByDocumentNumber', {
          documentNumber: fixture(2),
        })
      )[0],
    title: new RegExp(`Mortgage ${fixture(2)}`),
  },
  {
    kind: 'tax lien',
    find: async (client) =>
      (
        await rowsOf<KeyedRow>(client, 'searchByTaxLien', {
          ...ALL_DATES,
          searchByTaxLienMethod: 'LIENNUMBER',
          lienNumber: FIXTURE.lienNumber,
        })
      )[0],
    title: new RegExp(FIXTURE.lienDocNumber),
  },
  {
    kind: 'Torrens certificate',
    find: async (client) =>
      (
        await rowsOf<KeyedRow>(client, 'searchByTorrensCertificate', {
          certificateNumber: FIXTURE.torrens.current,
        })
      )[0],
    title: new RegExp(`Torrens Certificate ${FIXTURE.torrens.current}`),
  },
  {
    kind: 'tract book',
    find: async (client) =>
      (
        await rowsOf<KeyedRow>(client, 'searchByTractBookId', {
          ...ALL_DATES,
          tractBookId: FIXTURE.tractBookId,
        })
      )[0],
    title: new RegExp(`Tract Book ${FIXTURE.tractBookId}`),
  },
  {
    kind: 'grantor-grantee book',
    find: async (client) =>
      (
        await rowsOf<KeyedRow>(client, 'searchByGrantorGranteeBook', {
          ...ALL_DATES,
          grantorGranteeLastName: 'Quillfeather',
        })
      )[0],
    title: /Grant(or|ee) Book \S+/,
  },
];

const buyFirstPage = async (client: TestClient, key: SourcedDocKey) => {
  const order = await client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
    sourcedDocKey: key,
    pageSelectionMethod: 'CSV_PAGES',
    selectedAsCsv: '1',
  });
  expect(order.status).toBe(200);
  const guid = order.body.content.imageState.guid;
  const paid = await client.post<PayDownloadOrderResult>('/api/imaging/payDownloadOrder', {
    imageStateGuid: guid,
  });
  expect(paid.body.content.status).toBe('PAID');
  const image = await client.post<ImageResponse>('/api/imaging/getImage', { imageStateGuid: guid });
  expect(image.status).toBe(200);
  return { order: order.body.content, pdf: Buffer.from(image.body.content.pdf, 'base64') };
};

describe.each(KINDS)('the Image button of a $kind', ({ find, title }) => {
  test('previews, prices, sells and delivers that record’s own pages', async () => {
    const client = await signedIn(t, 'escrow.user');
    const row = await find(client);
    expect(row).toBeDefined();
    const key = row.sourcedDocKey;

    const thumbnails = await client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', {
      sourcedDocKey: key,
    });
    expect(thumbnails.status).toBe(200);
    const header = thumbnails.body.content.header;
    expect(header.uiTitle).toMatch(title);
    expect(header.pageCount).toBe(row.pageCount);
    expect(header.sourcedDocKey).toMatchObject({
      docKeyType: key.docKeyType,
      docKeyNumber: key.docKeyNumber,
    });
    expect(thumbnails.body.content.thumbnails.length).toBe(Math.min(5, row.pageCount));

    const { order, pdf } = await buyFirstPage(client, key);
    expect(order.feeSchedule.title).toMatch(title);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(title);
    expect(pages[0]).toContain(`Page 1 of ${row.pageCount}`);

    // Stored against the record's kind and id, and drawn for it.
    const bought = await query<{ record_kind: string; record_id: number; page: number }>(
      t,
      sql`select p.record_kind, p.doc_id as record_id, p.page from image_purchases p join users u on u.id = p.user_id
        where u.username = 'escrow.user' and p.image_state_guid = ${order.imageState.guid}`,
    );
    expect(bought).toEqual([
      { record_kind: key.docKeyType, record_id: Number(key.docKeyNumber), page: 1 },
    ]);
  });
});

test('a certificate and the document that shares its id are two records, with two titles and two purchases', async () => {
  const client = await signedIn(t, 'escrow.user');
  const [certificate] = await rowsOf<KeyedRow>(client, 'searchByTorrensCertificate', {
    certificateNumber: FIXTURE.torrens.cancelled,
  });
  const id = certificate.sourcedDocKey.docKeyNumber;
  const [document] = await query<{ display_doc_number: string }>(
    t,
    sql`select display_doc_number from documents where id = ${Number(id)} and image_allowed and not judicial_protection`,
  );
  expect(document).toBeDefined();
  const asDocument = {
    docKeyType: 'DOCUMENT' as const,
    docKeyNumber: id,
    imageKeyType: 'ABSTRACT',
  };
  const titles = await Promise.all(
    [certificate.sourcedDocKey, asDocument].map(async (key) => {
      const reply = await client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', {
        sourcedDocKey: key,
      });
      return reply.body.content.header.uiTitle;
    }),
  );
  expect(titles[0]).toBe(`Torrens Certificate ${FIXTURE.torrens.cancelled}`);
  expect(titles[1]).toContain(document.display_doc_number);
  // The imageKeyType the browser sends is not trusted: the server's own is answered.
  const claimed = await client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', {
    sourcedDocKey: { ...certificate.sourcedDocKey, imageKeyType: 'ABSTRACT' },
  });
  expect(claimed.body.content.header.sourcedDocKey.imageKeyType).toBe('TORRENS');
});

test('a key that names no record: 404, never another record’s pages', async () => {
  const client = await signedIn(t, 'escrow.user');
  for (const docKeyNumber of ['999999', '0', '-1', '1e3', '99999999999']) {
    const reply = await client.post('/api/imaging/getThumbnails', {
      sourcedDocKey: { docKeyType: 'TORRENS_CERTIFICATE', docKeyNumber, imageKeyType: 'TORRENS' },
    });
    expect([docKeyNumber, reply.status]).toEqual([docKeyNumber, 404]);
  }
  const noKind = await client.post('/api/imaging/getThumbnails', {
    sourcedDocKey: { docKeyNumber: '1', imageKeyType: 'ABSTRACT' },
  });
  expect(noKind.status).toBe(400);
});

test('the purchase check counts pages bought before kinds that may have been meant for another kind', async () => {
  const client = await signedIn(t, 'county.clerk');
  // county.clerk searched the Torrens certificates today…
  const [certificate] = await rowsOf<KeyedRow>(client, 'searchByTorrensCertificate', {
    certificateNumber: FIXTURE.torrens.current,
  });
  const id = Number(certificate.sourcedDocKey.docKeyNumber);
  const before = await checkImagePurchases(t.testDb.database.db);
  // …and, before migration 0017, bought pages 1-2 recorded against the document with the certificate's id;
  // account.admin bought the same pages without having searched any certificate.
  await query(
    t,
    sql`insert into image_purchases (user_id, record_kind, doc_id, page, image_state_guid, recorded_before_kinds)
      select u.id, 'DOCUMENT', ${id}, p, 'before-kinds-' || u.username, true
      from users u, generate_series(1, 2) p where u.username in ('county.clerk', 'account.admin')`,
  );
  try {
    const after = await checkImagePurchases(t.testDb.database.db);
    expect(after.ambiguous - before.ambiguous).toBe(4);
    expect(after.likely - before.likely).toBe(2);
    const [userId] = await query<{ id: number }>(
      t,
      sql`select id from users where username = 'county.clerk'`,
    );
    expect(after.review).toContainEqual(
      expect.objectContaining({ userId: userId.id, docId: id, pages: 2 }),
    );
  } finally {
    await query(t, sql`delete from image_purchases where image_state_guid like 'before-kinds-%'`);
  }
});
