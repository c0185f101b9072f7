import { CHAIN_OF_TITLE_PDF_FILE, type ChainEntry, type ChainOfTitleResponse } from '@lrp/contract';
import { newLedgerRows } from '../../helpers/card';
import { pdfText } from '../../helpers/pdf-text';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { FIXTURE, fixture, signedIn } from '../../helpers/search';

/*
 * Chain of title (issue 37) on the seeded parcel 21-045-0310 (Lot 7, Block 3, Pine Ridge Second Addition): the
 * deed of 1988 whose grantors never received the lot in the records (a gap), its mortgage assigned in 1993 and
 * satisfied in 1999 (closed), the deed of 2004, two mortgages never satisfied (open; the second also signed by a
 * person who was not an owner), a federal tax lien against the owner released in 2014, and the quit claim deed
 * of 2020 to the current owner.
 */
const t = setupServerTest();
const ledger = newLedgerRows(t);
const byParcel = { by: 'PARCEL', parcelId: FIXTURE.parcelId };
const byLot = {
  by: 'LOT_BLOCK',
  plat: FIXTURE.plat.code,
  block: FIXTURE.plat.block,
  lot: FIXTURE.plat.lot,
};

async function chainOf(client: TestClient, body: Record<string, unknown>) {
  const reply = await client.post<ChainOfTitleResponse>('/api/search/chainOfTitle', body);
  if (reply.status !== 200 || !reply.body.content.chain)
    throw new Error(`chainOfTitle answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.content.chain;
}

/** An entry as a line a test reads: role, number, what is attached, open, gaps. */
const line = (e: ChainEntry) =>
  [
    e.role,
    e.document.displayDocNumber,
    e.attached.map((a) => `${a.relation} ${a.document.displayDocNumber}`).join(', '),
    e.open === null ? '' : e.open ? 'open' : 'closed',
    e.gaps.map((g) => [g.kind, ...g.names].join(': ')).join(' | '),
  ].join(' / ');

describe('the chain of a parcel', () => {
  test('conveyances in order, mortgages with their assignment and satisfaction, the tax lien and its release, the gaps', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const chain = await chainOf(client, byParcel);
    expect(chain.property).toBe(`Parcel ID ${FIXTURE.parcelId}`);
    expect(chain.entries.map(line)).toEqual([
      `CONVEYANCE / ${fixture(1)} /  /  / GRANTOR_NEVER_RECEIVED: QUILLFEATHER, ARLO J: QUILLFEATHER, MAE`,
      `MORTGAGE / ${fixture(2)} / ASSIGNMENT ${fixture(14)}, SATISFACTION ${fixture(3)} / closed / `,
      `CONVEYANCE / ${fixture(4)} /  /  / `,
      `MORTGAGE / ${fixture(5)} /  / open / OPEN_MORTGAGE`,
      `OTHER / ${fixture(6)} /  /  / `,
      `LIEN / ${FIXTURE.lienDocNumber} / RELEASE L900002 / closed / `,
      `MORTGAGE / ${fixture(7)} /  / open / OPEN_MORTGAGE | MORTGAGOR_NOT_OWNER: St. John, Elliot R.`,
      `CONVEYANCE / ${fixture(8)} /  /  / `,
    ]);
    expect(chain.currentOwners).toEqual(['Quillfeather Holdings LLC']);
    expect(chain.gapCount).toBe(4);
    expect(chain.truncated).toBe(false);
    const deed = chain.entries[0].document;
    expect(deed).toMatchObject({
      instrumentDescription: 'Warranty Deed',
      recordedDate: '03/14/1988',
      grantees: ["O'BRIEN, SEAMUS P"],
      amount: 64500,
      sourcedDocKey: { docKeyType: 'DOCUMENT', imageKeyType: 'ABSTRACT' },
    });
    const lien = chain.entries[5];
    expect(lien.byOwnerName).toBe(true);
    // The release the tax system names is not on file: no document to open.
    expect(lien.attached[0].document).toMatchObject({ docId: null, sourcedDocKey: null });
    // The protected death certificate and the plat (no lot) are not part of the chain.
    expect(chain.entries.map((e) => e.document.displayDocNumber)).not.toContain(
      fixture(FIXTURE.protectedDocNumber - FIXTURE.abstractNumbers.first + 1),
    );
  });

  test('the same lot by plat, block and lot gives the same chain; a section answers its metes and bounds documents', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const [parcel, lot] = [await chainOf(client, byParcel), await chainOf(client, byLot)];
    expect(lot.entries.map(line)).toEqual(parcel.entries.map(line));
    expect(lot.property).toBe('Lot 7, Block 3, Pine Ridge Second Addition');
    const creek = await chainOf(client, {
      by: 'SECTION',
      section: '12',
      township: '136',
      range: '31',
      qq: 'SE',
      q: 'NW',
    });
    expect(creek.property).toBe('SE1/4 of NW1/4 of Section 12, Township 136, Range 31');
    expect(creek.entries.map((e) => e.document.displayDocNumber)).toContain(fixture(10));
  });

  test('a parcel with no documents answers an empty chain', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const chain = await chainOf(client, { by: 'PARCEL', parcelId: '99-999-9999' });
    expect(chain).toMatchObject({ entries: [], currentOwners: [], gapCount: 0 });
  });

  test('a missing parcel, plat or section is refused with the field named; a guest needs an account', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const refused = async (body: Record<string, unknown>) => {
      const reply = await client.post('/api/search/chainOfTitle', body);
      expect(reply.status).toBe(400);
      return JSON.stringify(reply.body);
    };
    expect(await refused({ by: 'PARCEL', parcelId: ' ' })).toContain('parcelId');
    expect(await refused({ by: 'LOT_BLOCK', plat: '', lot: '7' })).toContain('plat');
    expect(await refused({ by: 'LOT_BLOCK', plat: 'NO-SUCH', lot: '7' })).toContain('plat');
    expect(await refused({ by: 'SECTION', section: '1x', township: '136', range: '31' })).toContain(
      'section',
    );
    expect((await t.client().post('/api/search/chainOfTitle', byParcel)).status).toBe(403);
  });
});

describe('what it costs', () => {
  test('an escrow account pays the parcel search and the tax-lien search once that day; the PDF costs nothing more', async () => {
    const client = await signedIn(t, 'escrow.user');
    const first = await client.post<ChainOfTitleResponse>('/api/search/chainOfTitle', byParcel);
    expect(first.body.content).toMatchObject({ paymentNeeded: false, price: 1 });
    await chainOf(client, { ...byParcel, parcelId: ` ${FIXTURE.parcelId.toLowerCase()} ` });
    const pdf = await client.post('/api/search/chainOfTitlePrint', byParcel);
    expect(pdf.status).toBe(200);
    const rows = await ledger.rows();
    expect(rows.map((r) => [r.type, r.amount, r.description])).toEqual([
      ['CHARGE', '1.00', `Chain of title: Parcel ID ${FIXTURE.parcelId}`],
    ]);
  });

  test('a flat-fee account and county staff pay nothing', async () => {
    for (const user of ['flatfee.user', 'county.clerk']) {
      const client = await signedIn(t, user);
      const reply = await client.post<ChainOfTitleResponse>('/api/search/chainOfTitle', byParcel);
      expect(reply.body.content.chain).not.toBeNull();
    }
    expect(await ledger.rows()).toEqual([]);
  });
});

test('ChainOfTitle.pdf: the property, the owners, every entry with its attachments and gaps', async () => {
  const client = await signedIn(t, 'flatfee.user');
  const reply = await client.post('/api/search/chainOfTitlePrint', byParcel);
  expect(reply.status).toBe(200);
  expect(reply.response.headers['content-type']).toBe('application/pdf');
  expect(reply.response.headers['content-disposition']).toBe(
    `attachment; filename="${CHAIN_OF_TITLE_PDF_FILE}"`,
  );
  const text = pdfText(reply.response.rawPayload);
  expect(text).toContain('Chain of Title');
  expect(text).toContain(`Property: Parcel ID ${FIXTURE.parcelId}`);
  expect(text).toContain('Current owners of record: Quillfeather Holdings LLC');
  expect(text).toContain('Gaps flagged: 4');
  for (const number of [1, 2, 3, 4, 5, 7, 8, 14]) expect(text).toContain(fixture(number));
  expect(text).toContain(FIXTURE.lienDocNumber);
  expect(text).toContain('Open mortgage');
  expect(text).toContain('Satisfied');
  expect(text).toContain('$64,500.00');
  expect(text).toContain('Page 1 of');
});
