import type {
  DocumentDetail,
  LegalDescriptionDetails,
  ParcelLinks,
  ReferenceDocument,
  TaxLienDetail,
  TorrensCertificateDetail,
  TractBookDetail,
} from '@lrp/contract';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { ALL_DATES, FIXTURE, fixture, rowsOf, signedIn } from '../../helpers/search';
import { changeCountyGroup } from '../../helpers/card';

/*
 * The detail panel's calls (spec 2 §7): every detail, reference documents, the legal description details, the
 * tax and GIS links, and the user and account pickers.
 */
const t = setupServerTest();
let client: TestClient;
beforeEach(async () => {
  client = await signedIn(t, 'escrow.user');
});

type Details<D> = {
  details: D | null;
  paymentNeeded: boolean;
  paymentNeededAgain: boolean;
  price: number;
  usageBalance: string | null;
};

/** The docId of a fixture document (ids are 1..16 in the fixtures' order, but look it up as the browser would). */
async function docIdOf(displayDocNumber: string): Promise<number> {
  const clerk = await signedIn(t, 'county.clerk');
  const [row] = await rowsOf<{ docId: number }>(clerk, 'searchByDocumentNumber', {
    documentNumber: displayDocNumber,
  });
  return row.docId;
}

async function details<D>(path: string, docId: number, as = client) {
  return as.post<Details<D>>(`/api/search/${path}`, {
    docId,
    sourcedDocKey: {
      docKeyType: 'DOCUMENT',
      docKeyNumber: String(docId),
      imageKeyType: 'ABSTRACT',
    },
  });
}

describe('search/documentDetails and the calls beside it', () => {
  test('a document: every field of the panel, its parties, legals, parcels, address, additional info and display-only lines', async () => {
    const reply = await details<DocumentDetail>('documentDetails', await docIdOf(fixture(1)));
    expect(reply.status).toBe(200);
    expect(reply.body.content).toMatchObject({
      paymentNeeded: false,
      paymentNeededAgain: false,
      price: 0,
      usageBalance: '$250.00',
    });
    expect(reply.body.content.details).toMatchObject({
      displayDocNumber: fixture(1),
      documentType: 'ABSTRACT',
      instrumentCode: 'WD',
      instrumentDescription: 'Warranty Deed',
      recordedDate: '03/14/1988',
      recordedDateTime: '03/14/1988 09:12 AM',
      displayBookAndPage: '9001/1/D',
      salePrice: 64500,
      mortgageAmount: null,
      verifiedStatus: 'VERIFIED',
      pageCount: 2,
      parcelIds: [FIXTURE.parcelId],
      addresses: [],
      displayOnlySearchResults: [{ label: 'Deed Tax', value: '$212.85' }],
      grantorSearchResults: [
        {
          displayName: 'QUILLFEATHER, ARLO J',
          lastName: 'QUILLFEATHER',
          firstName: 'ARLO',
          middleInitial: 'J',
          business: false,
        },
        {
          displayName: 'QUILLFEATHER, MAE',
          lastName: 'QUILLFEATHER',
          firstName: 'MAE',
          middleInitial: '',
          business: false,
        },
      ],
      legalSearchResults: [
        {
          description: 'Lot 7, Block 3, PINE RIDGE SECOND ADDITION',
          comment: `Parcel ID: ${FIXTURE.parcelId}`,
        },
      ],
    });
    const later = await details<DocumentDetail>('documentDetails', await docIdOf(fixture(4)));
    expect(later.body.content.details).toMatchObject({
      addresses: ['412 Tamarack Trail, Pine Ridge 56470'],
      additionalInfoSearchResults: ['eCRV 204719'],
    });
  });

  test('the five-page mortgage; a Torrens document lists its certificate', async () => {
    expect(
      (
        await details<DocumentDetail>(
          'documentDetails',
          await docIdOf(String(FIXTURE.fivePageDocNumber)),
        )
      ).body.content.details?.pageCount,
    ).toBe(5);
    const torrens = await details<DocumentDetail>('documentDetails', await docIdOf('T900002'));
    expect(torrens.body.content.details?.torrensSearchResults).toEqual([
      expect.objectContaining({ certificateNumber: FIXTURE.torrens.current, status: 'Current' }),
    ]);
  });

  test('a protected document is not found by a user without the View Protected Documents flag', async () => {
    const id = await docIdOf(String(FIXTURE.protectedDocNumber));
    const refused = await details('documentDetails', id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('The record could not be found.');
    expect((await client.post('/api/search/referenceDocuments', { id })).status).toBe(404);
    const clerk = await signedIn(t, 'county.clerk');
    expect(
      (await details<DocumentDetail>('documentDetails', id, clerk)).body.content.details,
    ).toMatchObject({ instrumentCode: 'DC', judicialProtection: true });
  });

  test('reference documents: the satisfaction refers to its mortgage', async () => {
    const reply = await client.post<{ referenceDocuments: ReferenceDocument[] }>(
      '/api/search/referenceDocuments',
      { id: await docIdOf(fixture(3)) },
    );
    expect(reply.body.content.referenceDocuments).toEqual([
      {
        docId: await docIdOf(fixture(2)),
        instrumentDescription: 'Mortgage',
        docNumber: fixture(2),
        docType: 'ABSTRACT',
        displayDocNumber: fixture(2),
        displayBookAndPage: '9002/1',
        recordedDate: '03/14/1988',
        recordedTime: '09:13',
        recordedAmPm: 'AM',
      },
    ]);
  });

  test('legal description details: one table per kind, columns as the county shows them', async () => {
    const lot = await client.post<LegalDescriptionDetails>('/api/search/legalDescriptionDetails', {
      id: await docIdOf(fixture(1)),
    });
    expect(lot.body.content).toMatchObject({
      lotsAndBlocksHeaders: [
        'plat',
        'lot',
        'block',
        'sublot',
        'otherLot',
        'description',
        'comment',
      ],
      lotsAndBlocksRows: [
        {
          legalDescriptionTypeDetails: [
            'Pine Ridge Second Addition',
            '7',
            '3',
            '',
            '',
            'Lot 7, Block 3, PINE RIDGE SECOND ADDITION',
            `Parcel ID: ${FIXTURE.parcelId}`,
          ],
        },
      ],
      metesAndBoundsRows: [],
      condoRows: [],
    });
    const metes = await client.post<LegalDescriptionDetails>(
      '/api/search/legalDescriptionDetails',
      { id: await docIdOf(fixture(10)) },
    );
    expect(metes.body.content.metesAndBoundsHeaders).toEqual([
      'section',
      'township',
      'range',
      'qqqq',
      'qqq',
      'qq',
      'q',
      'base',
      'meridian',
      'municipality',
      'otherLot',
      'description',
      'comment',
    ]);
    expect(
      metes.body.content.metesAndBoundsRows[0].legalDescriptionTypeDetails.slice(0, 10),
    ).toEqual(['12', '136', '31', '', '', 'SE', 'NW', '5TH PM', '5TH', 'City of Pine Ridge']);
    await changeCountyGroup(t, 'searchOptions', {
      qqqq: false,
      qqq: false,
      baseline: false,
      meridian: false,
      municipality: false,
      mbOtherLot: false,
    });
    const fewer = await client.post<LegalDescriptionDetails>(
      '/api/search/legalDescriptionDetails',
      { id: await docIdOf(fixture(10)) },
    );
    expect(fewer.body.content.metesAndBoundsHeaders).toEqual([
      'section',
      'township',
      'range',
      'qq',
      'q',
      'description',
      'comment',
    ]);
  });

  test('a Torrens certificate: owners, legal, memorials, what it cancelled and what cancelled it', async () => {
    const [current] = await rowsOf<{ id: number }>(client, 'searchByTorrensCertificate', {
      certificateNumber: FIXTURE.torrens.current,
    });
    const reply = await details<TorrensCertificateDetail>('torrensCertificateDetails', current.id);
    expect(reply.body.content.details).toMatchObject({
      certificateNumber: FIXTURE.torrens.current,
      status: 'Current',
      certifiedDate: '04/01/1975',
      fileNumber: expect.any(String),
      legalDescription: 'Lot 2, Block 1, MAPLE RIDGE',
      owners: [expect.objectContaining({ displayName: 'HALVORSEN, INGA' })],
      memorials: [
        expect.objectContaining({ displayDocNumber: 'T900002', instrumentDescription: 'Mortgage' }),
      ],
      cancels: [
        { certificateId: expect.any(Number), certificateNumber: FIXTURE.torrens.cancelled },
      ],
      cancelledBySearchResults: [],
    });
  });

  test('a tax lien: taxpayer, release and revision, and the lien document', async () => {
    const reply = await details<TaxLienDetail>(
      'taxLienDetails',
      await docIdOf(FIXTURE.lienDocNumber),
    );
    expect(reply.body.content.details).toMatchObject({
      lienNumber: FIXTURE.lienNumber,
      lienDate: '09/28/2012',
      lienType: 'FEDERAL',
      totalAmount: 48213.77,
      taxpayerSearchResults: [
        { name: 'Quillfeather, Nora', displayAddress: '412 Tamarack Trail, Pine Ridge, MN 56470' },
      ],
      releaseSearchResults: [
        {
          partialFullFlag: 'F',
          releaseDisplayDocNumber: 'L900002',
          releaseDate: '06/30/2014',
          revokeDocNumber: '',
        },
      ],
      revisionSearchResults: [{ flag: 'A', displayDocNumber: 'L900003' }],
      grantorSearchResults: [
        expect.objectContaining({
          displayName: 'United States of America, Internal Revenue Service',
        }),
      ],
    });
    expect((await details('taxLienDetails', await docIdOf(fixture(1)))).status).toBe(404);
  });

  test('a tract-book entry with its legal descriptions; a grantor-grantee book', async () => {
    const [entry] = await rowsOf<{ id: number }>(client, 'searchByTractBookId', {
      tractBookId: FIXTURE.tractBookId,
    });
    const tract = await details<TractBookDetail>('tractBookDetails', entry.id);
    expect(tract.body.content.details?.legalDescriptions).toHaveLength(12);
    expect(tract.body.content.details).toMatchObject({
      grantee: 'QUILLFEATHER, JONAS',
      displayBookAndPage: 'Q/1',
      legalDescriptionCount: 12,
    });
    // Its Details: the entry's legals as tables (a tract book has no condominiums).
    const legal = await client.post<LegalDescriptionDetails>(
      '/api/search/legalDescriptionDetails',
      { id: entry.id, source: 'TRACT_BOOK' },
    );
    expect(legal.status).toBe(200);
    const tables = legal.body.content;
    const rows = [...tables.metesAndBoundsRows, ...tables.lotsAndBlocksRows];
    expect(rows).toHaveLength(12);
    expect(tables.condoRows).toEqual([]);
    const descriptions = rows.map((r) => r.legalDescriptionTypeDetails.at(-2));
    expect(descriptions).toEqual(
      expect.arrayContaining(
        tract.body.content.details!.legalDescriptions.map((l) => l.description),
      ),
    );
    const missing = await client.post('/api/search/legalDescriptionDetails', {
      id: 999_999,
      source: 'TRACT_BOOK',
    });
    expect(missing.status).toBe(404);
    const [book] = await rowsOf<{ id: number }>(client, 'searchByGrantorGranteeBook', {
      ...ALL_DATES,
      grantorGranteeLastName: 'Quillfeather',
    });
    const gg = await details<{ volume: string; pageCount: number }>(
      'grantorGranteeBookDetails',
      book.id,
    );
    expect(gg.body.content.details).toMatchObject({
      id: book.id,
      volume: expect.stringMatching(/^Grantor Index 1858-1869, Volume \d+$/),
    });
    expect((await details('grantorGranteeBookDetails', 999_999)).status).toBe(404);
  });
});

describe('tax/getLinks and gis/getLinks', () => {
  test('the parcel IDs of a document with a link into the county system for each', async () => {
    const id = await docIdOf(fixture(1));
    const tax = await client.post<ParcelLinks>('/api/tax/getLinks', { id });
    expect(tax.body.content).toEqual({
      header: 'Links To Tax System',
      parcelIds: [FIXTURE.parcelId],
      parcelIdLinks: [`https://tax.pineridge.example.gov/parcel?pin=${FIXTURE.parcelId}`],
    });
    const gis = await client.post<ParcelLinks>('/api/gis/getLinks', { id });
    expect(gis.body.content).toMatchObject({
      header: 'Links to GIS System',
      parcelIdLinks: [`https://gis.pineridge.example.gov/map?pin=${FIXTURE.parcelId}`],
    });
  });

  test('not offered when the county switches the button off', async () => {
    await changeCountyGroup(t, 'search2', { map: false });
    const reply = await client.post('/api/gis/getLinks', { id: await docIdOf(fixture(1)) });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('These links are not offered in this county.');
    expect((await client.post('/api/tax/getLinks', { id: await docIdOf(fixture(1)) })).status).toBe(
      200,
    );
  });

  test('needs a session', async () => {
    const reply = await t.client().post('/api/tax/getLinks', { id: 1 });
    expect(reply.status).toBe(403);
  });
});

describe('helperdata pickers', () => {
  type Picked = { codeDescriptionResultList: { code: string; description: string }[] };

  test('users: county staff find anyone; an account administrator only the account; a user nobody', async () => {
    const clerk = await signedIn(t, 'county.clerk');
    const all = await clerk.post<Picked>('/api/helperdata/userscodedescription', {
      filterText: 'STROM',
    });
    expect(all.body.content.codeDescriptionResultList.map((u) => u.description)).toEqual([
      'county.clerk (Janet Engstrom)',
      'ingrid.nystrom (Ingrid Nystrom)',
      'linda.bergstrom (Linda Bergstrom)',
    ]);
    const admin = await signedIn(t, 'account.admin');
    const own = await admin.post<Picked>('/api/helperdata/userscodedescription', {
      filterText: '',
    });
    const names = own.body.content.codeDescriptionResultList.map(
      (u) => u.description.split(' ')[0],
    );
    expect(names).toContain('escrow.user');
    expect(names).not.toContain('flatfee.user');
    expect(
      (await client.post('/api/helperdata/userscodedescription', { filterText: '' })).status,
    ).toBe(403);
  });

  test('accounts: county staff only', async () => {
    const clerk = await signedIn(t, 'county.clerk');
    const reply = await clerk.post<Picked>('/api/helperdata/accountscodedescription', {
      filterText: 'abstract',
    });
    expect(reply.body.content.codeDescriptionResultList.map((a) => a.description)).toEqual([
      'North Star Abstract',
    ]);
    expect(
      (
        await (
          await signedIn(t, 'account.admin')
        ).post('/api/helperdata/accountscodedescription', { filterText: '' })
      ).status,
    ).toBe(403);
  });
});
