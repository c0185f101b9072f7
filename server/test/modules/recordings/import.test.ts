import type { RecordingsImportReport, ServiceCredential } from '@lrp/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, serviceCredentials } from '../../../src/db/schema';
import { importRecordings } from '../../../src/modules/recordings/import-recordings';
import {
  ALL_DATES,
  documentNumbers,
  FIXTURE,
  fixture,
  query,
  rowsOf,
  signedIn,
} from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * New recordings from the county's recording system: the import's checks, a correction replacing a document, the
 * service credential that signs POST records/recordings (created and revoked by TRIMIN), and a new document found
 * by the searches as soon as the call answers. The records tables are not reset between tests: each test uses
 * numbers of its own (9,700,000 and up).
 */
const t = setupServerTest();
const db = () => t.testDb.database.db;

/** A recorded warranty deed of lot 7, block 3, Pine Ridge Second Addition (the fixtures' plat). */
function deed(docNumber: number, extra: Record<string, unknown> = {}) {
  return {
    documentType: 'ABSTRACT',
    docNumber,
    instrumentCode: 'WD',
    recordedAt: '2026-11-26T10:15',
    instrumentDate: '2026-11-20',
    pageCount: 3,
    salePrice: 312500,
    grantors: [{ lastName: 'Vantongeren', firstName: 'Ilse', middleInitial: 'M' }],
    grantees: [
      { lastName: 'Okonkwo-Reyes', firstName: 'Tobias' },
      { lastName: 'Lakeside Holdings LLC', business: true },
    ],
    legals: [{ legalType: 'LB', plat: FIXTURE.plat.code, lot: '7', block: '3' }],
    parcels: ['21-045-0310'],
    addresses: [{ houseNumber: '418', streetName: 'Birch Lane', city: 'Pine Ridge', zip: '56470' }],
    ...extra,
  };
}

async function trimin(): Promise<TestClient> {
  return signedIn(t, 'trimin.admin');
}

async function credential(
  name = 'Recorder system',
): Promise<{ token: string; credential: ServiceCredential }> {
  const reply = await (
    await trimin()
  ).post<{ token: string; credential: ServiceCredential }>('/api/controlPanel/serviceCredentials', {
    name,
  });
  expect(reply.status).toBe(200);
  return reply.body.content;
}

function send(token: string | null, documents: unknown[]) {
  return t
    .client()
    .post<RecordingsImportReport>(
      '/api/records/recordings',
      { documents },
      { csrf: false, headers: token === null ? {} : { authorization: `Bearer ${token}` } },
    );
}

describe('the import', () => {
  test('a new document is written with its parties, legal, parcel and address, and found by the searches at once', async () => {
    const { report } = await importRecordings(db(), [{ line: 1, value: deed(9_700_001) }], {
      kind: 'file',
      file: 'day.jsonl',
    });
    expect(report).toMatchObject({ received: 1, added: 1, replaced: 0, rejected: [] });

    const client = await signedIn(t, 'flatfee.user');
    expect(
      await documentNumbers(client, 'searchByName', {
        ...ALL_DATES,
        grantorGranteeLastName1: 'vantongeren',
      }),
    ).toEqual(['9700001']);
    const [row] = await rowsOf<{
      instrumentCode: string;
      grantorSearchResults: { displayName: string }[];
      granteeSearchResults: { displayName: string }[];
      legalSearchResults: { description: string }[];
      verifiedStatus: string;
      pageCount: number;
    }>(client, 'searchByDocumentNumber', { documentNumber: '9700001' });
    expect(row.grantorSearchResults.map((p) => p.displayName)).toEqual(['Vantongeren, Ilse M']);
    expect(row.granteeSearchResults.map((p) => p.displayName)).toEqual([
      'Okonkwo-Reyes, Tobias',
      'Lakeside Holdings LLC',
    ]);
    expect(row.legalSearchResults.map((l) => l.description)).toEqual([
      `Lot 7, Block 3, ${FIXTURE.plat.name}`,
    ]);
    expect(row).toMatchObject({ instrumentCode: 'WD', verifiedStatus: 'UNVERIFIED', pageCount: 3 });
    expect(
      await documentNumbers(client, 'searchByParcelId', { ...ALL_DATES, parcelId: '210450310' }),
    ).toContain('9700001');

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'RECORDINGS_IMPORT'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.detail).toEqual({
      file: 'day.jsonl',
      received: 1,
      added: 1,
      replaced: 0,
      rejected: 0,
    });
  });

  test('importing a number again replaces the document (same id, new parties), never adds a second one', async () => {
    await importRecordings(db(), [{ line: 1, value: deed(9_700_002) }], {
      kind: 'file',
      file: 'a.jsonl',
    });
    const [before] = await query<{ id: number }>(
      t,
      sql`select id from documents where doc_number = 9700002`,
    );
    const { report } = await importRecordings(
      db(),
      [
        {
          line: 1,
          value: deed(9_700_002, {
            grantors: [{ lastName: 'Vantongeren-Smit', firstName: 'Ilse' }],
            pageCount: 4,
          }),
        },
      ],
      { kind: 'file', file: 'b.jsonl' },
    );
    expect(report).toMatchObject({ received: 1, added: 0, replaced: 1 });
    const rows = await query<{ id: number; page_count: number }>(
      t,
      sql`select id, page_count from documents where doc_number = 9700002`,
    );
    expect(rows).toEqual([{ id: before.id, page_count: 4 }]);
    const parties = await query<{ last_norm: string }>(
      t,
      sql`select last_norm from document_parties where doc_id = ${before.id} and is_grantor order by position`,
    );
    expect(parties).toEqual([{ last_norm: 'VANTONGERENSMIT' }]);
    const [listing] = await query<{ result_row: { pageCount: number } }>(
      t,
      sql`select result_row from document_listings where doc_id = ${before.id}`,
    );
    expect(listing.result_row.pageCount).toBe(4);
  });

  test('a bad document is rejected with its line and reasons; the good ones in the same import land', async () => {
    const { report } = await importRecordings(
      db(),
      [
        { line: 1, value: deed(9_700_003) },
        { line: 2, value: deed(9_700_004, { instrumentCode: 'ZZZ' }) },
        {
          line: 3,
          value: deed(9_700_005, { legals: [{ legalType: 'LB', plat: '99999', lot: '1' }] }),
        },
        {
          line: 4,
          value: deed(9_700_006, { recordedAt: '11/26/2026', grantors: [], grantees: [] }),
        },
        { line: 5, value: 'not a document' },
        { line: 6, value: deed(9_700_007, { legals: [{ legalType: 'MB', section: 12 }] }) },
      ],
      { kind: 'file', file: 'c.jsonl' },
    );
    expect(report.added).toBe(1);
    expect(report.rejected.map((r) => [r.line, r.docNumber])).toEqual([
      [2, 9_700_004],
      [3, 9_700_005],
      [4, 9_700_006],
      [5, null],
      [6, 9_700_007],
    ]);
    const reasons = Object.fromEntries(report.rejected.map((r) => [r.line, r.reasons.join(' ')]));
    expect(reasons[2]).toContain("ZZZ is not one of the county's instrument codes");
    expect(reasons[3]).toContain("99999 is not one of the county's plats");
    expect(reasons[4]).toContain('recordedAt');
    expect(reasons[4]).toContain('at least one grantor or grantee');
    expect(reasons[6]).toContain('needs its section, township and range');
    const numbers = await query<{ n: string }>(
      t,
      sql`select doc_number::text as n from documents where doc_number between 9700003 and 9700007`,
    );
    expect(numbers).toEqual([{ n: '9700003' }]);
  });

  test('a reference to a document on file is linked; one imported later is linked when it arrives', async () => {
    const satisfaction = {
      ...deed(9_700_009, { instrumentCode: 'SAT', salePrice: null }),
      references: [{ docNumber: Number(fixture(2)) }, { docNumber: 9_700_010 }],
    };
    await importRecordings(db(), [{ line: 1, value: satisfaction }], {
      kind: 'file',
      file: 'd.jsonl',
    });
    const refs = () =>
      query<{ ref_doc_number: string; linked: boolean }>(
        t,
        sql`select r.ref_doc_number::text, r.ref_doc_id is not null as linked from reference_documents r
            join documents d on d.id = r.doc_id where d.doc_number = 9700009 order by r.position`,
      );
    expect(await refs()).toEqual([
      { ref_doc_number: fixture(2), linked: true },
      { ref_doc_number: '9700010', linked: false },
    ]);
    await importRecordings(
      db(),
      [{ line: 1, value: deed(9_700_010, { instrumentCode: 'MTG', mortgageAmount: 250000 }) }],
      {
        kind: 'file',
        file: 'e.jsonl',
      },
    );
    expect((await refs())[1]).toEqual({ ref_doc_number: '9700010', linked: true });
  });
});

describe('POST records/recordings and its service credential', () => {
  test('a TRIMIN user creates a credential; its token imports (audited with its name); the token is kept only as a hash', async () => {
    const { token, credential: made } = await credential('Recorder system');
    expect(token).toMatch(/^lrp_rec_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      name: 'Recorder system',
      scope: 'records:import',
      createdBy: 'trimin.admin',
      revokedAt: null,
    });
    const [stored] = await db()
      .select()
      .from(serviceCredentials)
      .where(eq(serviceCredentials.id, made.id));
    expect(JSON.stringify(stored)).not.toContain(token);

    const reply = await send(token, [deed(9_700_020), { docNumber: 'x' }]);
    expect(reply.status).toBe(200);
    expect(reply.body.content).toMatchObject({ received: 2, added: 1, replaced: 0 });
    expect(reply.body.content.rejected.map((r) => r.line)).toEqual([2]);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'RECORDINGS_IMPORT'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      username: 'service:Recorder system',
      detail: { credentialId: made.id, added: 1, rejected: 1 },
    });
    const listed = await (
      await trimin()
    ).get<ServiceCredential[]>('/api/controlPanel/serviceCredentials');
    expect(listed.body.content.find((c) => c.id === made.id)?.lastUsedAt).not.toBeNull();
  });

  test('no token, a wrong token, a revoked token and a browser session are all refused with 401', async () => {
    const { token, credential: made } = await credential('Soon revoked');
    expect((await send(null, [deed(9_700_030)])).status).toBe(401);
    expect((await send(`lrp_rec_${'A'.repeat(43)}`, [deed(9_700_030)])).status).toBe(401);
    const browser = await signedIn(t, 'trimin.admin');
    expect(
      (await browser.post('/api/records/recordings', { documents: [deed(9_700_030)] })).status,
    ).toBe(401);

    const revoked = await (
      await trimin()
    ).post<ServiceCredential>(`/api/controlPanel/serviceCredentials/${made.id}/revoke`, {});
    expect(revoked.body.content).toMatchObject({ revokedBy: 'trimin.admin' });
    expect(revoked.body.content.revokedAt).not.toBeNull();
    const refused = await send(token, [deed(9_700_030)]);
    expect(refused.status).toBe(401);
    expect(refused.body.ok).toBe(false);
    expect(await query(t, sql`select 1 from documents where doc_number = 9700030`)).toEqual([]);
    const audits = await query<{ detail: { action: string } }>(
      t,
      sql`select detail from audit_log where type = 'SERVICE_CREDENTIAL' and (detail->>'credentialId')::int = ${made.id} order by id`,
    );
    expect(audits.map((a) => a.detail.action)).toEqual(['created', 'revoked']);
  });

  test('the token is scoped to this one call: it signs no other route', async () => {
    const { token } = await credential('Scoped');
    const other = await t.client().get('/api/controlPanel/serviceCredentials', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(403);
  });

  test('only TRIMIN manages credentials', async () => {
    for (const username of ['county.clerk', 'flatfee.user']) {
      const client = await signedIn(t, username);
      expect((await client.get('/api/controlPanel/serviceCredentials')).status).toBe(403);
      expect(
        (await client.post('/api/controlPanel/serviceCredentials', { name: 'x' })).status,
      ).toBe(403);
    }
    expect(
      (await (await trimin()).post('/api/controlPanel/serviceCredentials', { name: '  ' })).status,
    ).toBe(400);
    expect(
      (await (await trimin()).post('/api/controlPanel/serviceCredentials/999999/revoke', {}))
        .status,
    ).toBe(404);
  });

  test('a call of more than 1,000 documents is refused whole', async () => {
    const { token } = await credential('Big');
    const reply = await send(
      token,
      Array.from({ length: 1001 }, (_, i) => deed(9_710_000 + i)),
    );
    expect(reply.status).toBe(400);
  });
});
