import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  SEARCH_RESULTS_EXPORT_FILES,
  type DocumentResult,
  type GrantorGranteeBookResult,
  type TaxLienResult,
} from '@lrp/contract';
import { changeCountyGroup, newLedgerRows } from '../../helpers/card';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { ALL_DATES, FIXTURE, fixture, query, rowsOf, signedIn } from '../../helpers/search';

/*
 * search/{type}Export: every row of a search as an Excel workbook with typed cells, or as CSV (quoted, and safe
 * from formula injection), headed in the browser's language; offered and charged as the Print is.
 */
const t = setupServerTest();
const ledger = newLedgerRows(t);
const quill = { ...ALL_DATES, grantorGranteeLastName1: 'Quillfeather' };

const ENGLISH_DOCUMENT_HEADINGS = [
  'Document #',
  'Instrument',
  'Recorded Date',
  'Recorded Time',
  'Instrument Date',
  'Book/Page',
  'Sale Price',
  'Mortgage Amount',
  'Grantors',
  'Grantees',
  'Legal Description',
];

const exportOf = (client: TestClient, type: string, body: Record<string, unknown>) =>
  client.post(`/api/search/${type}Export`, body);

async function workbookOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/** The sheet's rows below the heading, each as its cells (1-based columns). */
function bodyRows(sheet: ExcelJS.Worksheet): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(row);
  });
  return rows;
}

const headings = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1) as string[];

/** MM/DD/YYYY as the spreadsheet's date (midnight UTC). */
const dateOf = (text: string) => {
  const [m, d, y] = text.split('/').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** A CSV file read back by RFC 4180 (quoted fields, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('search/{type}Export as Excel', () => {
  test('a name search: every row in the order asked for, dates as dates, amounts as numbers', async () => {
    const client = await signedIn(t, 'escrow.user');
    const order = { sortKey: 'recordedDate', sortDirection: 'DESC' };
    const shown = await rowsOf<DocumentResult>(client, 'searchByName', { ...quill, ...order });
    const reply = await exportOf(client, 'searchByName', {
      ...quill,
      ...order,
      pageNumber: 1,
      format: 'XLSX',
      language: 'ENGLISH',
    });
    expect(reply.status).toBe(200);
    expect(reply.response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.response.headers['content-disposition']).toBe(
      `attachment; filename="${SEARCH_RESULTS_EXPORT_FILES.XLSX}"`,
    );
    const sheet = await workbookOf(reply.response.rawPayload);
    expect(sheet.name).toBe('Search Results');
    expect(headings(sheet)).toEqual(ENGLISH_DOCUMENT_HEADINGS);
    const rows = bodyRows(sheet);
    // The same rows as the screen, in its order; the protected death certificate is not among them.
    expect(rows.map((r) => r.getCell(1).value)).toEqual(shown.map((r) => r.displayDocNumber));
    expect(rows.map((r) => r.getCell(1).value)).not.toContain(String(FIXTURE.protectedDocNumber));

    rows.forEach((row, i) => {
      const source = shown[i];
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(2).value).toBe(source.instrumentDescription);
      const recorded = row.getCell(3);
      expect(recorded.type).toBe(ExcelJS.ValueType.Date);
      expect(recorded.value).toEqual(dateOf(source.recordedDate));
      expect(recorded.numFmt).toBe('mm/dd/yyyy');
      expect(row.getCell(4).value).toBe(source.recordedDateTime.slice(11));
      expect(row.getCell(6).value ?? '').toBe(source.displayBookAndPage);
      for (const [column, amount] of [
        [7, source.salePrice],
        [8, source.mortgageAmount],
      ] as const) {
        const cell = row.getCell(column);
        if (amount === null) expect(cell.value).toBeNull();
        else {
          expect(cell.type).toBe(ExcelJS.ValueType.Number);
          expect(cell.value).toBe(amount);
          expect(cell.numFmt).toBe('"$"#,##0.00');
        }
      }
      expect(row.getCell(9).value ?? '').toBe(
        source.grantorSearchResults.map((p) => p.displayName).join('\n'),
      );
    });
    // Nora Quillfeather's mortgage of 07/19/2004: its amount a number a spreadsheet sums.
    const mortgage = rows.find((r) => r.getCell(1).value === fixture(5))!;
    expect(mortgage.getCell(3).value).toEqual(new Date(Date.UTC(2004, 6, 19)));
    expect(typeof mortgage.getCell(8).value).toBe('number');
    expect(mortgage.getCell(8).value).toBeGreaterThan(0);
  });

  test('more rows than a page: all of them (up to the truncation), in the sort shown', async () => {
    const client = await signedIn(t, 'county.clerk');
    const order = { sortKey: 'documentNumber', sortDirection: 'DESC' };
    const [page1, page2] = [
      await rowsOf<DocumentResult>(client, 'searchByDate', { ...ALL_DATES, ...order }),
      await rowsOf<DocumentResult>(client, 'searchByDate', {
        ...ALL_DATES,
        ...order,
        pageNumber: 2,
        updateHistory: false,
      }),
    ];
    const total = (await query<{ n: number }>(t, sql`select count(*)::int as n from documents`))[0]
      .n;
    const reply = await exportOf(client, 'searchByDate', {
      ...ALL_DATES,
      ...order,
      format: 'XLSX',
    });
    const numbers = bodyRows(await workbookOf(reply.response.rawPayload)).map(
      (r) => r.getCell(1).value,
    );
    expect(numbers).toHaveLength(Math.min(total, 1000));
    expect(numbers.slice(0, page1.length + page2.length)).toEqual(
      [...page1, ...page2].map((r) => r.displayDocNumber),
    );
  });

  test('the headings in the language the browser names, else the session language', async () => {
    const client = await signedIn(t, 'escrow.user');
    const japanese = await workbookOf(
      (
        await exportOf(client, 'searchByName', {
          ...quill,
          format: 'XLSX',
          language: 'JAPANESE',
        })
      ).response.rawPayload,
    );
    expect(japanese.name).toBe('検索結果');
    expect(headings(japanese).slice(0, 5)).toEqual([
      '文書番号',
      '証書',
      '登記日',
      '登記時刻',
      '証書日付',
    ]);
    expect(headings(japanese)).toContain('Book/ページ');
    // Chamorro's screens are shown in English: so is its export.
    const chamorro = await workbookOf(
      (
        await exportOf(client, 'searchByName', {
          ...quill,
          format: 'XLSX',
          language: 'CHAMORRO',
        })
      ).response.rawPayload,
    );
    expect(headings(chamorro)).toEqual(ENGLISH_DOCUMENT_HEADINGS);
    // No language named: the one the user signed in with (Korean here).
    const korean = t.client();
    expect((await korean.login('escrow.user', undefined, 'KOREAN')).status).toBe(200);
    const sheet = await workbookOf(
      (await exportOf(korean, 'searchByName', { ...quill, format: 'XLSX' })).response.rawPayload,
    );
    expect(headings(sheet)[0]).toBe('문서 번호');
  });

  test('tax liens: amounts as numbers, lien dates as dates, releases in words', async () => {
    const client = await signedIn(t, 'county.clerk');
    const [lien] = await rowsOf<TaxLienResult>(client, 'searchByTaxLien', {
      taxpayerName: 'Quillfeather',
    });
    const sheet = await workbookOf(
      (
        await exportOf(client, 'searchByTaxLien', {
          taxpayerName: 'Quillfeather',
          format: 'XLSX',
        })
      ).response.rawPayload,
    );
    expect(headings(sheet)).toEqual([
      'Document #',
      'Instrument',
      'Recorded Date',
      'Lien #',
      'Lien Date',
      'Lien Type',
      'Total Amount',
      'Taxpayers',
      'Releases/Revokes',
      'Revisions',
    ]);
    const [row] = bodyRows(sheet);
    expect(row.getCell(1).value).toBe(FIXTURE.lienDocNumber);
    expect(row.getCell(4).value).toBe(FIXTURE.lienNumber);
    expect(row.getCell(5).value).toEqual(dateOf(lien.lienDate));
    expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(7).value).toBe(lien.totalAmount);
    const release = lien.releaseSearchResults[0];
    expect(row.getCell(9).value).toBe(
      `Release ${release.releaseDisplayDocNumber} ${release.releaseDate} (Full)`,
    );
  });

  test('grantor-grantee books: ids as numbers, the volume dates as dates', async () => {
    const client = await signedIn(t, 'county.clerk');
    const body = { ...ALL_DATES, grantorGranteeLastName: 'Quillfeather' };
    const shown = await rowsOf<GrantorGranteeBookResult>(
      client,
      'searchByGrantorGranteeBook',
      body,
    );
    const reply = await exportOf(client, 'searchByGrantorGranteeBook', { ...body, format: 'XLSX' });
    expect(reply.status).toBe(200);
    const rows = bodyRows(await workbookOf(reply.response.rawPayload));
    expect(rows).toHaveLength(shown.length);
    expect(rows[0].getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(rows[0].getCell(1).value).toBe(shown[0].id);
    expect(rows[0].getCell(2).value).toBe(shown[0].type === 'GRANTOR' ? 'Grantor' : 'Grantee');
    expect(rows[0].getCell(6).value).toEqual(dateOf(shown[0].fromDate));
  });
});

describe('search/{type}Export as CSV', () => {
  test('commas, quotes and line breaks quoted; a leading = + - @ neutralised', async () => {
    const client = await signedIn(t, 'escrow.user');
    const [target] = await rowsOf<DocumentResult>(client, 'searchByDocumentNumber', {
      documentNumber: fixture(4),
    });
    const listing = await query<{ result_row: string }>(
      t,
      sql`select result_row::text as result_row from document_listings where doc_id = ${target.docId}`,
    );
    const hostile = {
      ...target,
      instrumentDescription: 'Deed "Special", Warranty',
      displayBookAndPage: '-1+2',
      grantorSearchResults: [
        { ...target.grantorSearchResults[0], displayName: '=HYPERLINK("http://evil.example","x")' },
        { ...target.grantorSearchResults[0], displayName: '+SUM(1,2)' },
      ],
      granteeSearchResults: [{ ...target.granteeSearchResults[0], displayName: '@cmd' }],
      legalSearchResults: [{ docId: target.docId, description: '+SUM(1,2)', comment: '' }],
    };
    await t.testDb.database.db.execute(
      sql`update document_listings set result_row = ${JSON.stringify(hostile)}::json where doc_id = ${target.docId}`,
    );
    try {
      const reply = await exportOf(client, 'searchByName', { ...quill, format: 'CSV' });
      expect(reply.status).toBe(200);
      expect(reply.response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(reply.response.headers['content-disposition']).toBe(
        `attachment; filename="${SEARCH_RESULTS_EXPORT_FILES.CSV}"`,
      );
      const text = reply.response.rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
      const line = text.split('\r\n').find((l) => l.startsWith(`${fixture(4)},`))!;
      // Quotes doubled inside quotes; a field with a comma quoted; a formula prefixed with an apostrophe.
      expect(line).toContain(',"Deed ""Special"", Warranty",');
      expect(line).toContain(`,'-1+2,`);
      // Only a cell's first character makes a formula: the second grantor's + stays as it is.
      expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")\n+SUM(1,2)",'@cmd,`);
      expect(line.endsWith(`,"'+SUM(1,2)"`)).toBe(true);

      const [head, ...rows] = parseCsv(text.slice(1));
      expect(head).toEqual(ENGLISH_DOCUMENT_HEADINGS);
      const shown = await rowsOf<DocumentResult>(client, 'searchByName', quill);
      expect(rows.map((r) => r[0])).toEqual(shown.map((r) => r.displayDocNumber));
      const read = rows.find((r) => r[0] === fixture(4))!;
      expect(read[1]).toBe('Deed "Special", Warranty');
      expect(read[5]).toBe("'-1+2");
      expect(read[8]).toBe(`'=HYPERLINK("http://evil.example","x")\n+SUM(1,2)`);
      expect(read[9]).toBe("'@cmd");
      expect(read[10]).toBe("'+SUM(1,2)");
      // Two grantors: one field with a line break, quoted.
      const deed = rows.find((r) => r[0] === fixture(1))!;
      const [first] = shown.filter((r) => r.displayDocNumber === fixture(1));
      expect(deed[8]).toBe(first.grantorSearchResults.map((p) => p.displayName).join('\n'));
      expect(text).toContain(`"${deed[8]}"`);
      // Dates as the screen shows them; amounts as plain numbers.
      expect(deed[2]).toBe(first.recordedDate);
      expect(Number(deed[6])).toBe(first.salePrice);
    } finally {
      await t.testDb.database.db.execute(
        sql`update document_listings set result_row = ${listing[0].result_row}::json where doc_id = ${target.docId}`,
      );
    }
  });
});

describe('offered and charged as the Print', () => {
  test('escrow: the export charges the search once; another format and the Print that day are free', async () => {
    const client = await signedIn(t, 'escrow.user');
    const xlsx = await exportOf(client, 'searchByName', { ...quill, format: 'XLSX' });
    expect(xlsx.status).toBe(200);
    await exportOf(client, 'searchByName', { ...quill, format: 'CSV' });
    await client.post('/api/search/searchByNamePrint', quill);
    await rowsOf(client, 'searchByName', quill);
    const rows = await ledger.rows();
    expect(rows.map((r) => [r.type, r.amount])).toEqual([['CHARGE', '1.00']]);
    expect(rows[0].description).toMatch(/^Search: Name \(Business or Last Name: Quillfeather; /);
  });

  test('a card payer without an authorization gets the search answer asking for payment, no file', async () => {
    const client = await signedIn(t, 'card.user');
    const reply = await exportOf(client, 'searchByName', { ...quill, format: 'CSV' });
    expect(reply.status).toBe(200);
    expect(reply.response.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.body.content).toMatchObject({ paymentNeeded: true, searchResults: null });
    expect(await ledger.rows()).toEqual([]);
  });

  test('not offered when the county turns Download off; a bad format or criteria refused', async () => {
    const client = await signedIn(t, 'escrow.user');
    const bad = await exportOf(client, 'searchByName', { ...quill, format: 'PDF' });
    expect(bad.status).toBe(400);
    expect(bad.body.content).toMatchObject({ fieldErrors: { format: expect.any(String) } });
    const missing = await exportOf(client, 'searchByName', { ...ALL_DATES, format: 'CSV' });
    expect(missing.status).toBe(400);
    expect(missing.body.content).toMatchObject({
      fieldErrors: { grantorGranteeLastName1: 'Required.' },
    });
    await changeCountyGroup(t, 'search2', { downloadResults: false });
    const off = await exportOf(client, 'searchByName', { ...quill, format: 'XLSX' });
    expect(off.status).toBe(404);
    expect(off.body.message).toBe('Downloading search results is not offered in this county.');
    expect(await ledger.rows()).toEqual([]);
  });

  test('without a session: refused', async () => {
    const reply = await exportOf(t.client(), 'searchByName', { ...quill, format: 'CSV' });
    expect(reply.status).toBe(403);
  });
});
