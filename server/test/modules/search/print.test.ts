import { SEARCH_RESULTS_REPORT_FILE } from '@lrp/contract';
import { changeCountyGroup } from '../../helpers/card';
import { pdfPages, pdfText } from '../../helpers/pdf-text';
import { setupServerTest } from '../../helpers/test-app';
import { ALL_DATES, FIXTURE, fixture, signedIn } from '../../helpers/search';

/* search/{type}Print: the whole result set as SearchResultsReport.pdf (spec 2 §2 Download, §7). */
const t = setupServerTest();

describe('search/{type}Print', () => {
  test('a name search: every row, the criteria and the count, as a PDF to save', async () => {
    const client = await signedIn(t, 'escrow.user');
    const reply = await client.post('/api/search/searchByNamePrint', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Quillfeather',
      pageNumber: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.response.headers['content-type']).toBe('application/pdf');
    expect(reply.response.headers['content-disposition']).toBe(
      `attachment; filename="${SEARCH_RESULTS_REPORT_FILE}"`,
    );
    const text = pdfText(reply.response.rawPayload);
    expect(text).toContain('Search Results Report');
    expect(text).toContain('Pine Ridge County - Land Record Portal');
    expect(text).toContain('Search: Search by Name');
    expect(text).toMatch(
      /Criteria: Business or Last Name: Quillfeather; And\/Or: Or; Search In: Both;/,
    );
    expect(text).toMatch(/Records: 9\n/);
    for (const number of ['T900001', 'L900001', fixture(1), fixture(4), fixture(10)])
      expect(text).toContain(number);
    expect(text).toContain('QUILLFEATHER, ARLO J');
    expect(text).toContain(`Parcel ID: ${FIXTURE.parcelId}`);
    expect(text).toMatch(/Generated: \d\d\/\d\d\/\d{4} \d\d?:\d\d [AP]M C[SD]T/);
    expect(text).not.toContain(String(FIXTURE.protectedDocNumber));
    expect(text).toContain('Page 1 of 1');
  });

  test('more rows than a page: all of them, "Page n of m" on each page', async () => {
    const client = await signedIn(t, 'county.clerk');
    const reply = await client.post('/api/search/searchByDatePrint', { ...ALL_DATES });
    const pages = pdfPages(reply.response.rawPayload);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    const numbers = pdfText(reply.response.rawPayload).match(/\b\d{6,7}\b/g) ?? [];
    expect(new Set(numbers).size).toBeGreaterThan(100);
  });

  test('Torrens certificates and tax liens print their own columns', async () => {
    const client = await signedIn(t, 'county.clerk');
    const torrens = pdfText(
      (await client.post('/api/search/searchByTorrensTextPrint', { text: 'quillfeather' })).response
        .rawPayload,
    );
    expect(torrens).toMatch(/Certificate #\s+Status/);
    expect(torrens).toContain(FIXTURE.torrens.cancelled);
    expect(torrens).toContain('Cancelled');
    const liens = pdfText(
      (await client.post('/api/search/searchByTaxLienPrint', { taxpayerName: 'Quillfeather' }))
        .response.rawPayload,
    );
    expect(liens).toContain(`${FIXTURE.lienNumber} (FEDERAL)`);
    expect(liens).toContain('$48,213.77');
    expect(liens).toContain('Full release L900002 06/30/2014');
  });

  test('not offered when the county turns Download off; refused criteria stay JSON', async () => {
    const client = await signedIn(t, 'escrow.user');
    const bad = await client.post('/api/search/searchByNamePrint', { ...ALL_DATES });
    expect(bad.status).toBe(400);
    expect(bad.body.content).toEqual({
      fieldErrors: { grantorGranteeLastName1: 'Required.' },
      fieldMessages: expect.any(Object),
    });
    await changeCountyGroup(t, 'search2', { downloadResults: false });
    const off = await client.post('/api/search/searchByNamePrint', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Quillfeather',
    });
    expect(off.status).toBe(404);
    expect(off.body.message).toBe('Downloading search results is not offered in this county.');
  });
});
