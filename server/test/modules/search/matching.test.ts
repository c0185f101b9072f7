import { sql } from 'drizzle-orm';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import {
  ALL_DATES,
  documentNumbers,
  FIXTURE,
  fixture,
  query,
  rowsOf,
  search,
  signedIn,
} from '../../helpers/search';

/*
 * What each search finds in the seeded county: the fixture documents (server/README.md, "The county's records")
 * give exact answers; generated documents show the matching holds beyond them. flatfee.user searches (a flat-fee
 * account pays nothing per search and may not view protected documents).
 */
const t = setupServerTest();
let client: TestClient;
beforeEach(async () => {
  client = await signedIn(t, 'flatfee.user');
});

const name = (last: string, extra: Record<string, unknown> = {}) =>
  documentNumbers(client, 'searchByName', {
    ...ALL_DATES,
    grantorGranteeLastName1: last,
    ...extra,
  });

describe('Search by Name', () => {
  test('a surname finds every document naming it, either side, sorted by document number; a protected one stays hidden', async () => {
    expect(await name('quillfeather')).toEqual([
      'T900001',
      'L900001',
      fixture(1),
      fixture(4),
      fixture(5),
      fixture(6),
      fixture(7),
      fixture(8),
      fixture(10),
    ]);
    const clerk = await signedIn(t, 'county.clerk');
    const withProtected = await documentNumbers(clerk, 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Quillfeather',
    });
    expect(withProtected).toContain(String(FIXTURE.protectedDocNumber));
    expect(withProtected).toHaveLength(10);
  });

  test('case and punctuation do not matter: O\'Brien, OBRIEN and "o brien" are one name', async () => {
    const found = await name("O'Brien");
    expect(found).toEqual(expect.arrayContaining([fixture(1), fixture(2), fixture(3), fixture(4)]));
    expect(await name('OBRIEN')).toEqual(found);
    expect(await name('o brien')).toEqual(found);
    const [row] = await rowsOf<{ granteeSearchResults: { displayName: string }[] }>(
      client,
      'searchByDocumentNumber',
      { documentNumber: fixture(1) },
    );
    expect(row.granteeSearchResults.map((p) => p.displayName)).toEqual(["O'BRIEN, SEAMUS P"]);
  });

  test('prefixes of the last and first name, and the middle initial, narrow the search', async () => {
    expect(await name('quillfeath', { grantorGranteeFirstName1: 'no' })).toEqual([
      'L900001',
      fixture(4),
      fixture(5),
      fixture(6),
      fixture(7),
      fixture(8),
    ]);
    expect(
      await name('quillfeather', {
        grantorGranteeFirstName1: 'arlo',
        grantorGranteeMiddleInitial1: 'j',
      }),
    ).toEqual([fixture(1)]);
    expect(
      await name('quillfeather', {
        grantorGranteeFirstName1: 'arlo',
        grantorGranteeMiddleInitial1: 'k',
      }),
    ).toEqual([]);
  });

  test('a business name is found from its first words; a first name leaves businesses out', async () => {
    expect(await name('Quillfeather Holdings')).toEqual([fixture(8), fixture(10)]);
    expect(await name('quillfeather', { grantorGranteeFirstName1: 'h' })).toEqual([]);
  });

  test('Search In: grantors only, grantees only', async () => {
    expect(await name('quillfeather', { grantorGranteeSearchIn: 'GRANTORS' })).toEqual([
      'T900001',
      fixture(1),
      fixture(5),
      fixture(6),
      fixture(7),
      fixture(8),
      fixture(10),
    ]);
    expect(await name('quillfeather', { grantorGranteeSearchIn: 'GRANTEES' })).toEqual([
      'L900001',
      fixture(4),
      fixture(6),
      fixture(8),
    ]);
  });

  test('And keeps documents naming both; Or unites them', async () => {
    expect(
      await name('quillfeather', { andOr: 'AND', grantorGranteeLastName2: 'St. John' }),
    ).toEqual([fixture(7)]);
    expect(
      await name('quillfeather', {
        andOr: 'AND',
        grantorGranteeLastName2: 'st john',
        grantorGranteeFirstName2: 'x',
      }),
    ).toEqual([]);
    const or = await name('quillfeather', { andOr: 'OR', grantorGranteeLastName2: 'Halvorsen' });
    expect(or).toEqual([
      'T900001',
      'L900001',
      'T900002',
      fixture(1),
      fixture(4),
      fixture(5),
      fixture(6),
      fixture(7),
      fixture(8),
      fixture(10),
    ]);
  });

  test('recorded dates, instrument group and document type filter', async () => {
    expect(
      await name('quillfeather', { fromRecordedDate: '01/01/2010', toRecordedDate: '09/30/2020' }),
    ).toEqual(['L900001', fixture(6), fixture(7), fixture(8)]);
    expect(await name('quillfeather', { instrumentGroup: 'MORT' })).toEqual([
      fixture(5),
      fixture(7),
    ]);
    expect(await name('quillfeather', { documentType: 'TORRENS' })).toEqual(['T900001']);
  });

  test('Mc and Mac: "Mc Donald" is McDonald; MacDonald is another name', async () => {
    const mc = await name('McDonald');
    expect(await name('mc donald')).toEqual(mc);
    expect(mc).toContain(fixture(11));
    const rows = await rowsOf<{
      grantorSearchResults: { lastName: string }[];
      granteeSearchResults: { lastName: string }[];
    }>(client, 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'macdonald',
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const names = [...row.grantorSearchResults, ...row.granteeSearchResults].map((p) =>
        p.lastName.toUpperCase().replace(/[^A-Z]/g, ''),
      );
      expect(names.some((n) => n.startsWith('MACDONALD'))).toBe(true);
    }
  });

  test('a generated surname: every row names it on the side asked for', async () => {
    const rows = await rowsOf<{ grantorSearchResults: { lastName: string }[] }>(
      client,
      'searchByName',
      {
        ...ALL_DATES,
        grantorGranteeLastName1: 'Johnson',
        grantorGranteeSearchIn: 'GRANTORS',
      },
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(
        row.grantorSearchResults.some((p) => p.lastName.toUpperCase().startsWith('JOHNSON')),
      ).toBe(true);
  });
});

describe('Search by Document Number, Book and Page, Date', () => {
  test('one number, a displayed number, a range; the protected document is not in the range', async () => {
    expect(
      await documentNumbers(client, 'searchByDocumentNumber', { documentNumber: fixture(2) }),
    ).toEqual([fixture(2)]);
    expect(
      await documentNumbers(client, 'searchByDocumentNumber', { documentNumber: 't900002' }),
    ).toEqual(['T900002']);
    const range = await documentNumbers(client, 'searchByDocumentNumber', {
      documentNumber: fixture(1),
      toDocumentNumber: fixture(13),
    });
    expect(range).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13].map(fixture));
    expect(
      await documentNumbers(client, 'searchByDocumentNumber', {
        documentNumber: fixture(1),
        toDocumentNumber: fixture(13),
        documentType: 'TORRENS',
      }),
    ).toEqual([]);
  });

  test('an invalid range is refused with the contract messages on both fields', async () => {
    const reply = await search(client, 'searchByDocumentNumber', {
      documentNumber: fixture(12),
      toDocumentNumber: fixture(1),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: {
        documentNumber: 'Invalid numeric range.',
        toDocumentNumber: 'Invalid numeric range.',
      },
      fieldMessages: expect.any(Object),
    });
  });

  test('book, page and book type', async () => {
    expect(await documentNumbers(client, 'searchByBookAndPage', { book: '9001' })).toEqual([
      fixture(1),
    ]);
    expect(
      await documentNumbers(client, 'searchByBookAndPage', { book: '9004', page: '3' }),
    ).toEqual(['T900002']);
    expect(
      await documentNumbers(client, 'searchByBookAndPage', { book: '9004', bookType: 'T' }),
    ).toEqual(['T900001', 'T900002']);
    expect(
      await documentNumbers(client, 'searchByBookAndPage', { book: '9004', bookType: 'D' }),
    ).toEqual([]);
  });

  test('a day of recordings, narrowed by instrument group', async () => {
    const day = { fromRecordedDate: '03/14/1988', toRecordedDate: '03/14/1988' };
    const rows = await rowsOf<{ displayDocNumber: string; recordedDate: string }>(
      client,
      'searchByDate',
      day,
    );
    expect(rows.map((r) => r.displayDocNumber)).toEqual(
      expect.arrayContaining([fixture(1), fixture(2)]),
    );
    expect(new Set(rows.map((r) => r.recordedDate))).toEqual(new Set(['03/14/1988']));
    const deeds = await documentNumbers(client, 'searchByDate', {
      ...day,
      instrumentGroup: 'DEED',
    });
    expect(deeds).toContain(fixture(1));
    expect(deeds).not.toContain(fixture(2));
  });
});

describe('Search by Address, Parcel ID, Legal Description, Plat, Tract Index', () => {
  test('house number and a street name prefix (city optional)', async () => {
    const expected = [3, 4, 5, 6, 7, 8].map(fixture);
    expect(
      await documentNumbers(client, 'searchByAddress', {
        ...ALL_DATES,
        houseNumber: '412',
        streetName: 'Tamarack Trail',
      }),
    ).toEqual(expected);
    expect(
      await documentNumbers(client, 'searchByAddress', {
        ...ALL_DATES,
        houseNumber: '412',
        streetName: 'tam',
        city: 'pine',
      }),
    ).toEqual(expected);
    expect(
      await documentNumbers(client, 'searchByAddress', {
        ...ALL_DATES,
        houseNumber: '412',
        streetName: 'tam',
        city: 'birch',
      }),
    ).toEqual([]);
  });

  test('a parcel ID with or without dashes, or its beginning', async () => {
    const lot7 = [1, 2, 3, 4, 5, 6, 7, 8].map(fixture);
    expect(
      await documentNumbers(client, 'searchByParcelId', {
        ...ALL_DATES,
        parcelId: FIXTURE.parcelId,
      }),
    ).toEqual(lot7);
    expect(
      await documentNumbers(client, 'searchByParcelId', { ...ALL_DATES, parcelId: '210450310' }),
    ).toEqual(lot7);
    expect(
      await documentNumbers(client, 'searchByParcelId', { ...ALL_DATES, parcelId: '21-045' }),
    ).toEqual([...lot7, fixture(11)]);
  });

  test('lots and blocks: the plat, then the lot and block, exactly or contained; a name narrows it', async () => {
    const lot = { ...ALL_DATES, legalType: 'LB', plat: FIXTURE.plat.code, block: '3', lot: '7' };
    const lot7 = [1, 2, 3, 4, 5, 6, 7, 8].map(fixture);
    expect(
      await documentNumbers(client, 'searchByLegalDescription', { ...lot, searchMethod: 'EXACT' }),
    ).toEqual(lot7);
    expect(
      await documentNumbers(client, 'searchByLegalDescription', {
        ...lot,
        searchMethod: 'CONTAINS',
      }),
    ).toEqual(lot7);
    expect(
      await documentNumbers(client, 'searchByLegalDescription', {
        ...lot,
        grantorGranteeLastName: 'quillfeather',
        grantorGranteeFirstName: 'nora',
      }),
    ).toEqual([4, 5, 6, 7, 8].map(fixture));
    expect(
      await documentNumbers(client, 'searchByLegalDescription', {
        ...lot,
        fromRecordedDate: '01/01/2010',
      }),
    ).toEqual([6, 7, 8].map(fixture));
    expect(
      await documentNumbers(client, 'searchByLegalDescription', {
        ...lot,
        instrumentGroup: 'DEED',
      }),
    ).toEqual([1, 4, 8].map(fixture));
  });

  test('an unknown plat is refused on the plat field', async () => {
    const reply = await search(client, 'searchByLegalDescription', {
      ...ALL_DATES,
      plat: '999999',
      lot: '1',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: { plat: 'A valid plat required.' },
      fieldMessages: expect.any(Object),
    });
  });

  test('Hide Other Lots leaves outlots out', async () => {
    const [outlot] = await query<{ code: string }>(
      t,
      sql`select p.code from legal_descriptions l join plats p on p.id = l.plat_id join documents d on d.id = l.doc_id
          where l.other_lot_type = 'OL' and not d.judicial_protection limit 1`,
    );
    const all = await documentNumbers(client, 'searchByLegalDescription', {
      ...ALL_DATES,
      plat: outlot.code,
      otherLot: 'A',
    });
    expect(all.length).toBeGreaterThan(0);
    expect(
      await documentNumbers(client, 'searchByLegalDescription', {
        ...ALL_DATES,
        plat: outlot.code,
        otherLot: 'A',
        hideOtherLots: true,
      }),
    ).toEqual([]);
  });

  test('metes and bounds: section, township, range and quarters exactly; words of the description contained', async () => {
    const str = {
      ...ALL_DATES,
      legalType: 'MB',
      section: '12',
      township: '136',
      range: '31',
      qq: 'SE',
      q: 'NW',
    };
    expect(await documentNumbers(client, 'searchByLegalDescription', str)).toContain(fixture(10));
    expect(
      await documentNumbers(client, 'searchByLegalDescription', {
        ...ALL_DATES,
        legalType: 'MB',
        otherLot: 'creek of se1/4',
      }),
    ).toEqual([fixture(10)]);
    expect(
      await documentNumbers(client, 'searchByLegalDescription', { ...str, section: '13' }),
    ).not.toContain(fixture(10));
    const rows = await rowsOf<{ legalSearchResults: { description: string }[] }>(
      client,
      'searchByLegalDescription',
      { ...ALL_DATES, legalType: 'MB', township: '138', range: '30' },
    );
    for (const row of rows)
      expect(row.legalSearchResults.some((l) => /TOWNSHIP 138, RANGE 30/.test(l.description))).toBe(
        true,
      );
  });

  test('a plat: its recorded plat documents', async () => {
    const rows = await rowsOf<{ displayDocNumber: string; instrumentGroup: string }>(
      client,
      'searchByPlat',
      { plat: FIXTURE.plat.code, platName: FIXTURE.plat.name },
    );
    expect(rows.map((r) => r.displayDocNumber)).toContain(fixture(12));
    for (const row of rows) expect(row.instrumentGroup).toBe('PLAT');
  });

  test('tract index: island and village prefix, and the parcel', async () => {
    const { code, village, parcelId } = FIXTURE.island;
    expect(
      await documentNumbers(client, 'searchByTractIndexNMI', {
        ...ALL_DATES,
        island: code,
        village: 'gar',
      }),
    ).toContain(fixture(13));
    expect(
      await documentNumbers(client, 'searchByTractIndexNMI', {
        ...ALL_DATES,
        island: code,
        village,
        parcelId,
      }),
    ).toEqual([fixture(13)]);
    expect(
      await documentNumbers(client, 'searchByTractIndexNMI', {
        ...ALL_DATES,
        island: 'ROT',
        village,
      }),
    ).toEqual([]);
    const found = await rowsOf<{ legalSearchResults: { description: string }[] }>(
      client,
      'searchByTractIndexNMI',
      { ...ALL_DATES, island: code, village: 'gar' },
    );
    for (const row of found)
      expect(row.legalSearchResults.some((l) => /, Garapan, /.test(l.description))).toBe(true);
  });
});

describe('Tax liens, Torrens, tract books, grantor-grantee books', () => {
  const lien = (body: Record<string, unknown>) =>
    rowsOf<{ lienNumber: string; displayDocNumber: string }>(client, 'searchByTaxLien', body);

  test('tax liens by taxpayer, lien number, the lien or release or revision document, and date range', async () => {
    expect((await lien({ taxpayerName: 'quillfeather' })).map((r) => r.lienNumber)).toEqual([
      FIXTURE.lienNumber,
    ]);
    expect(await lien({ taxpayerName: 'quillfeather', taxpayerFirstName: 'x' })).toEqual([]);
    expect(
      (await lien({ searchByTaxLienMethod: 'LIENNUMBER', lienNumber: FIXTURE.lienNumber })).map(
        (r) => r.displayDocNumber,
      ),
    ).toEqual([FIXTURE.lienDocNumber]);
    for (const documentNumber of ['L900001', '900002', 'l900003']) {
      expect(
        (await lien({ searchByTaxLienMethod: 'DOCUMENTNUMBER', documentNumber })).map(
          (r) => r.lienNumber,
        ),
      ).toEqual([FIXTURE.lienNumber]);
    }
    const day = await lien({
      searchByTaxLienMethod: 'DATERANGE',
      fromRecordedDate: '10/10/2012',
      toRecordedDate: '10/10/2012',
    });
    expect(day.map((r) => r.lienNumber)).toContain(FIXTURE.lienNumber);
  });

  test('a Torrens certificate by number, with the certificate that cancelled it', async () => {
    const [certificate] = await rowsOf<{
      status: string;
      shortStatus: string;
      cancelledBySearchResults: { cancelledByCertificateNumber: string }[];
    }>(client, 'searchByTorrensCertificate', { certificateNumber: FIXTURE.torrens.cancelled });
    expect(certificate).toMatchObject({ status: 'Cancelled', shortStatus: 'X' });
    expect(certificate.cancelledBySearchResults.map((c) => c.cancelledByCertificateNumber)).toEqual(
      [FIXTURE.torrens.current],
    );
    expect(await rowsOf(client, 'searchByTorrensCertificate', { certificateNumber: '' })).toEqual(
      [],
    );
  });

  test('Torrens text in each scope', async () => {
    const certificates = async (text: string, searchIn: string) =>
      (
        await rowsOf<{ certificateNumber: string }>(client, 'searchByTorrensText', {
          text,
          searchIn,
        })
      ).map((c) => c.certificateNumber);
    const both = [FIXTURE.torrens.cancelled, FIXTURE.torrens.current];
    expect(await certificates('quillfeather', 'ALL')).toEqual(both);
    expect(await certificates('transferred from quillfeather', 'RECITAL')).toEqual([
      FIXTURE.torrens.current,
    ]);
    expect(await certificates('Lot 2, Block 1, MAPLE', 'LEGAL')).toEqual(both);
    expect(await certificates('T900002', 'DOCUMENT')).toEqual([FIXTURE.torrens.current]);
    expect(await certificates('Doc. No. T900002', 'MEMORIAL')).toEqual([FIXTURE.torrens.current]);
    expect(await certificates('quillfeather', 'LEGAL')).toEqual([]);
  });

  test('tract books by ID (the first legal and how many) and by legal description and dates', async () => {
    const entries = await rowsOf<{
      id: number;
      tractBookId: string;
      legalDescriptionCount: number;
      firstLegalDescription: string;
    }>(client, 'searchByTractBookId', {
      tractBookId: 'q-1',
    });
    expect(entries.map((e) => [e.tractBookId, e.legalDescriptionCount])).toEqual([
      [FIXTURE.tractBookId, 12],
      [FIXTURE.tractBookId, 1],
    ]);
    expect(entries[0].firstLegalDescription).toBe(
      'NE1/4 OF SE1/4 SECTION 1, TOWNSHIP 136, RANGE 31',
    );
    const legal = {
      legalType: 'MB',
      section: '1',
      township: '136',
      range: '31',
      qq: 'NE',
      q: 'SE',
    };
    const found = await rowsOf<{ id: number }>(client, 'searchByTractBookLegal', {
      ...ALL_DATES,
      ...legal,
    });
    expect(found.map((e) => e.id)).toEqual(expect.arrayContaining(entries.map((e) => e.id)));
    const early = await rowsOf<{ id: number }>(client, 'searchByTractBookLegal', {
      ...legal,
      fromRecordedDate: '01/01/1860',
      toRecordedDate: '12/31/1865',
    });
    expect(early.map((e) => e.id)).toContain(entries[0].id);
    expect(early.map((e) => e.id)).not.toContain(entries[1].id);
  });

  test('grantor-grantee books whose names and years hold the search', async () => {
    const books = (body: Record<string, unknown>) =>
      rowsOf<{ type: string; fromName: string; toName: string; fromDate: string }>(
        client,
        'searchByGrantorGranteeBook',
        body,
      );
    const all = await books({ ...ALL_DATES, grantorGranteeLastName: 'Quillfeather' });
    expect(all).toHaveLength(18);
    for (const book of all)
      expect(book.fromName <= 'QUILLFEATHER' && `${book.toName}ZZZZ` >= 'QUILLFEATHER').toBe(true);
    expect(
      await books({
        ...ALL_DATES,
        grantorGranteeLastName: 'Quillfeather',
        grantorGranteeSearchIn: 'GRANTORS',
      }),
    ).toHaveLength(9);
    const twenties = await books({
      grantorGranteeLastName: 'Quillfeather',
      fromRecordedDate: '01/01/1900',
      toRecordedDate: '12/31/1920',
    });
    expect(twenties.map((b) => b.fromDate)).toEqual([
      '01/01/1900',
      '01/01/1910',
      '01/01/1920',
      '01/01/1900',
      '01/01/1910',
      '01/01/1920',
    ]);
  });
});
