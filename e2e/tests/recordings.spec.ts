import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { signIn } from '../support/portal';

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
