import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { apiSignIn, latestMailTo, outbox, signIn } from '../support/portal';

/*
 * Issue 37: the county's recording system sends a day's recordings with a credential TRIMIN created on Control
 * Panel > Technical > Recording Feed; a title examiner finds the new document at once, by its name as indexed and
 * by a variant of it, and the row found by the variant says so. TRIMIN then revokes the credential, and its next call
 * is refused.
 */

test('a credential made on Recording Feed imports a recording that a search finds at once, also by a name variant', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'trimin.admin');
  await page.goto('/controlPanel/recordingFeed');
  await expect(page.getByRole('heading', { name: 'Recording Feed', level: 3 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Recorder system (e2e)');
  await page.getByRole('button', { name: 'Create credential' }).click();
  const token = (await page.getByLabel('Token', { exact: true }).textContent())?.trim() ?? '';
  expect(token).toMatch(/^lrp_rec_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('table', { name: 'Credentials' })).toContainText(
    'Recorder system (e2e)',
  );
  await expectNoAccessibilityViolations(page, 'the Recording Feed screen');
  await expectNoRawKeys(page, 'the Recording Feed screen');

  const documentNumber = 9_600_000 + (Date.now() % 100_000);
  const sent = await request.post('/api/records/recordings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      documents: [
        {
          documentType: 'ABSTRACT',
          docNumber: documentNumber,
          instrumentCode: 'WD',
          recordedAt: '2026-11-26T10:15',
          pageCount: 2,
          grantors: [{ lastName: 'MacTavish-Orrin', firstName: 'Elspeth' }],
          grantees: [{ lastName: 'Quintero-Vale', firstName: 'Ramon' }],
          legals: [{ legalType: 'LB', plat: '1008', lot: '9', block: '3' }],
        },
        { documentType: 'ABSTRACT', docNumber: 'not a number' },
      ],
    },
  });
  expect(sent.status()).toBe(200);
  const report = (await sent.json()).content;
  expect(report).toMatchObject({ received: 2, added: 1, rejected: [{ line: 2 }] });

  const examinerContext = await browser.newContext();
  const examiner = await examinerContext.newPage();
  await signIn(examiner, 'flatfee.user');
  await examiner.goto('/search/searchByName');
  await examiner
    .getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ })
    .fill('McTavish-Orrin');
  await examiner.getByRole('radio', { name: /^With Variants/ }).check();
  await examiner.getByRole('button', { name: 'Submit' }).click();
  const results = examiner.getByRole('region', { name: 'Search Results' });
  const row = results.getByRole('row').filter({ hasText: String(documentNumber) });
  await expect(row).toContainText('Name variant');
  await expect(row).toContainText(/MacTavish-Orrin, Elspeth/i);
  await expectNoAccessibilityViolations(examiner, 'results with a variant mark');
  await examinerContext.close();

  await page.getByRole('button', { name: 'Revoke Recorder system (e2e)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('table', { name: 'Credentials' })).toContainText('Revoked');
  const refused = await request.post('/api/records/recordings', {
    headers: { authorization: `Bearer ${token}` },
    data: { documents: [{}] },
  });
  expect(refused.status()).toBe(401);
});

/** A credential of the recording system's, made through TRIMIN's API; answers its token. */
async function recordingToken(request: import('@playwright/test').APIRequestContext, name: string) {
  const { csrf } = await apiSignIn(request, 'trimin.admin');
  const made = await request.post('/api/controlPanel/serviceCredentials', {
    data: { name },
    headers: { 'x-csrf-token': csrf },
  });
  expect(made.ok()).toBeTruthy();
  return (await made.json()).content.token as string;
}

/** Imports one recording for `parcel` with a fresh credential, as the county's recording system would. */
async function recordForParcel(
  request: import('@playwright/test').APIRequestContext,
  parcel: string,
  document: {
    docNumber: number;
    instrumentCode: string;
    recordedAt: string;
    grantor: string;
    grantee: string;
  },
) {
  const token = await recordingToken(request, `Recorder system (${parcel})`);
  const [last, first] = document.grantor.split(', ');
  const sent = await request.post('/api/records/recordings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      documents: [
        {
          documentType: 'ABSTRACT',
          docNumber: document.docNumber,
          instrumentCode: document.instrumentCode,
          recordedAt: document.recordedAt,
          pageCount: 1,
          grantors: [{ lastName: last, firstName: first }],
          grantees: [{ lastName: document.grantee, business: true }],
          parcels: [parcel],
        },
      ],
    },
  });
  expect(sent.status()).toBe(200);
}

test('a parcel alert: a recording for the parcel is imported, and the e-mail links to the document', async ({
  page,
  request,
}) => {
  const parcel = `55-500-${String(Date.now() % 10_000).padStart(4, '0')}`;
  const documentNumber = 9_610_000 + (Date.now() % 10_000);
  await signIn(page, 'flatfee.user');
  await page.goto('/search/alerts');
  const form = page.getByRole('form', { name: 'New alert' });
  await form.getByRole('radio', { name: 'A parcel ID' }).check();
  await form.getByRole('textbox', { name: /^Parcel ID/ }).fill(parcel);
  await form.getByRole('button', { name: 'Add alert' }).click();
  await expect(page.getByText(/Alert added/)).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the Property Alerts page');
  await expectNoRawKeys(page, 'the Property Alerts page');

  await recordForParcel(request, parcel, {
    docNumber: documentNumber,
    instrumentCode: 'QCD',
    recordedAt: '2026-11-26T15:40',
    grantor: 'Imposter, Ivan',
    grantee: 'Shell Company LLC',
  });

  let text = '';
  await expect
    .poll(
      async () => {
        text = (await outbox(request)).find((m) => m.subject.includes(parcel))?.text ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .toContain(`Document ${documentNumber}: Quit Claim Deed`);
  expect(text).toContain('Grantors: Imposter, Ivan.');
  const link = /https?:\/\/\S+\/search\/searchByDocumentNumber\?criteria=\S+/.exec(text)![0];
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('textbox', { name: /^Document Number\s*\*?$/ })).toHaveValue(
    String(documentNumber),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Search Results' })).toContainText(
    String(documentNumber),
  );
  await page.goto('/search/alerts');
  await expect(page.getByRole('table', { name: 'Your alerts' })).toContainText('1 recording');
});

test("a saved search's link opens its criteria in another person's browser", async ({
  page,
  browser,
}) => {
  await signIn(page, 'escrow.user');
  await page.goto('/search/searchByName');
  await page.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ }).fill('Quillfeather');
  await page.getByRole('button', { name: 'Submit' }).click();
  const results = page.getByRole('region', { name: 'Search Results' });
  await expect(results.getByRole('status')).toContainText('of 9');
  const name = `Quillfeather family ${Date.now() % 100_000}`;
  await results.getByRole('button', { name: 'Save Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Search saved as “${name}”.`)).toBeVisible();

  await page.goto('/search/savedSearches');
  const table = page.getByRole('table', { name: 'My Saved Searches' });
  await expect(table).toContainText(name);
  await expectNoAccessibilityViolations(page, 'My Saved Searches');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await table.getByRole('button', { name: `Copy link to ${name}` }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/search/searchByName?criteria=');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'flatfee.user');
  await other.goto(link);
  await expect(other.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ })).toHaveValue(
    'Quillfeather',
  );
  await other.getByRole('button', { name: 'Submit' }).click();
  await expect(
    other.getByRole('region', { name: 'Search Results' }).getByRole('status'),
  ).toContainText('of 9');
  await otherContext.close();

  // Run again in one click, from the list.
  await table.getByRole('button', { name: `Run ${name}` }).click();
  await expect(
    page.getByRole('region', { name: 'Search Results' }).getByRole('status'),
  ).toContainText('of 9');
});

test('the public: a guest subscribes an e-mail address, confirms it from the e-mail, and is mailed the next recording', async ({
  page,
  request,
}) => {
  const parcel = `56-600-${String(Date.now() % 10_000).padStart(4, '0')}`;
  const email = `neighbour${Date.now() % 100_000}@example.com`;
  await signIn(page, 'public.guest');
  await page.goto('/search/alerts');
  const form = page.getByRole('form', { name: 'New alert' });
  await form.getByRole('radio', { name: 'A parcel ID' }).check();
  await form.getByRole('textbox', { name: /^Parcel ID/ }).fill(parcel);
  await form.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
  await form.getByRole('button', { name: 'Add alert' }).click();
  await expect(page.getByText(`open the link we sent to ${email}`)).toBeVisible();
  await expectNoAccessibilityViolations(page, 'Property Alerts for a guest');

  const confirmation = await latestMailTo(request, email);
  const link = /https?:\/\/\S+\/api\/alerts\/confirm\/\S+/.exec(confirmation.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Alert started' })).toBeVisible();

  const documentNumber = 9_620_000 + (Date.now() % 10_000);
  await recordForParcel(request, parcel, {
    docNumber: documentNumber,
    instrumentCode: 'WD',
    recordedAt: '2026-11-27T09:10',
    grantor: 'Forger, Felix',
    grantee: 'Quick Flip LLC',
  });
  await expect
    .poll(
      async () =>
        (await outbox(request)).find((m) => m.to === email && m.subject.includes(parcel))?.text ??
        '',
      { timeout: 30_000 },
    )
    .toContain(`Document ${documentNumber}: Warranty Deed`);
});
