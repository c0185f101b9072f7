import { expect, test, type Page } from '@playwright/test';
import { fixturePdf, fixtureTiff } from '../../server/test/modules/efile/fixtures';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { apiSignIn, latestMailTo, signIn } from '../support/portal';

/*
 * Issue 35: a document e-filed for recording, priced from its real pages, paid once, and handed to the county's
 * staff. The demo county's E-file Fees are the defaults: a Land Record costs $10.00 for its first page and $2.00
 * for each other page.
 */

const APPROVING_CARD = '4111 1111 1111 1111';
const THREE_PAGE_DEED = { name: 'deed.pdf', mimeType: 'application/pdf', buffer: fixturePdf(3) };
const TWO_FRAME_TIFF = { name: 'release.tif', mimeType: 'image/tiff', buffer: fixtureTiff(2) };
/** An executable renamed .pdf: what it is shows in its first bytes, whatever its name says. */
const RENAMED_EXE = {
  name: 'deed.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000)]),
};

// The third test's clerk sees the first test's submission too.
test.describe.configure({ mode: 'serial' });

const balance = async (page: Page) =>
  Number(
    (
      await page
        .getByText(/^\$[\d,]+\.\d\d$/)
        .first()
        .innerText()
    ).replace(/[$,]/g, ''),
  );

async function openForm(page: Page) {
  await page.goto('/efile');
  await expect(page.getByRole('heading', { name: 'E File', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
}

async function uploadForCharges(page: Page, file: typeof THREE_PAGE_DEED) {
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('checkbox', { name: /acknowledge/ }).check();
  await page.getByRole('button', { name: 'Upload and see the charges' }).click();
  const charges = page.getByRole('dialog', { name: 'E-file charges' });
  await expect(charges).toBeVisible();
  return charges;
}

test('escrow.user e-files a 3-page PDF and pays from escrow: charged once, mailed, and the form clears', async ({
  page,
  request,
}) => {
  await signIn(page, 'escrow.user');
  await openForm(page);
  await expectNoAccessibilityViolations(page, 'the e-file form');
  await expectNoRawKeys(page, 'the e-file form');
  const before = await balance(page);

  const charges = await uploadForCharges(page, THREE_PAGE_DEED);
  await expect(charges).toContainText(/Pages\s*3/);
  await expect(charges).toContainText(/First page\s*\$10\.00/);
  await expect(charges).toContainText(/Additional pages\s*\$4\.00/);
  await expect(charges).toContainText(/Total\s*\$14\.00/);
  await expectNoAccessibilityViolations(page, 'the e-file charges');
  await charges.getByRole('button', { name: 'Yes' }).click();

  const notice = page.getByRole('dialog').filter({ hasText: 'was successfully submitted.' });
  await expect(notice).toBeVisible();
  const number = /Transaction (\S+) was/.exec(await notice.innerText())?.[1] ?? '';
  expect(number).toMatch(/^EF-\d{4}-\d{6}$/);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Document (PDF or TIF)')).toHaveText('Choose a file');
  await expect(page.getByRole('checkbox', { name: /acknowledge/ })).not.toBeChecked();
  await expect.poll(() => balance(page)).toBeCloseTo(before - 14, 2);

  await expect
    .poll(async () => (await latestMailTo(request, 'erik.solberg@pineridgetitle.example.com')).text)
    .toContain(number);
});

test('a renamed executable is refused with the spec message, in the form and by the server', async ({
  page,
  request,
}) => {
  await signIn(page, 'escrow.user');
  await openForm(page);
  await page.locator('input[type=file]').setInputFiles(RENAMED_EXE);
  await expect(page.getByText('Invalid file format; PDF or TIF only.')).toBeVisible();

  const { csrf } = await apiSignIn(request, 'escrow.user');
  const reply = await request.post('/api/efile/image', {
    headers: { 'x-csrf-token': csrf },
    multipart: {
      file: RENAMED_EXE,
      json: JSON.stringify({
        efileType: 'LR',
        name: 'Erik Solberg',
        email: 'erik.solberg@pineridgetitle.example.com',
        address1: '214 Main Street',
        address2: '',
        city: 'Pine Ridge',
        state: 'MN',
        zip: '56470',
        acknowledged: true,
      }),
    },
  });
  expect(reply.status()).toBe(400);
  expect((await reply.json()).message).toBe('Invalid file format; PDF or TIF only.');
});

test('card.user pays for a 2-page TIFF with the approving test card; county.clerk sees both submissions and accepts one', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'card.user');
  await openForm(page);
  const charges = await uploadForCharges(page, TWO_FRAME_TIFF);
  await expect(charges).toContainText(/Total\s*\$12\.00/);
  await charges.getByRole('button', { name: 'Yes' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'E-file - Credit Card Payment' });
  const card = cardDialog.frameLocator('iframe');
  await card.getByLabel('Card number').fill(APPROVING_CARD);
  await card.getByLabel('Expiry (MM/YY)').fill('12/29');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /Pay|Authorize/ }).click();
  const notice = page.getByRole('dialog').filter({ hasText: 'was successfully submitted.' });
  await expect(notice).toBeVisible();
  const cardNumber = /Transaction (\S+) was/.exec(await notice.innerText())?.[1] ?? '';

  const context = await browser.newContext();
  const clerk = await context.newPage();
  try {
    await signIn(clerk, 'county.clerk');
    await clerk.goto('/efile/submissions');
    const table = clerk.getByRole('table', { name: 'E-file Submissions' });
    await expect(table.getByRole('row', { name: new RegExp(cardNumber) })).toBeVisible();
    // escrow.user's deed of the first test, paid from escrow.
    await expect(table.getByRole('row').filter({ hasText: 'Escrow' }).first()).toBeVisible();
    await expectNoAccessibilityViolations(clerk, 'the e-file submissions');
    await expectNoRawKeys(clerk, 'the e-file submissions');

    const document = await request.get(`/api/efile/submissions/${cardNumber}/document`);
    expect(document.status()).toBe(403);
    await apiSignIn(request, 'county.clerk');
    const stored = await request.get(`/api/efile/submissions/${cardNumber}/document`);
    expect(stored.headers()['content-type']).toContain('image/tiff');
    expect(Buffer.from(await stored.body()).equals(TWO_FRAME_TIFF.buffer)).toBe(true);

    await clerk.getByRole('button', { name: `Accept transaction ${cardNumber}` }).click();
    await expect(clerk.getByRole('dialog')).toContainText(`Transaction ${cardNumber} is accepted`);
    await clerk
      .getByRole('dialog')
      .getByRole('button', { name: /Close|OK/ })
      .click();
    await expect(table.getByRole('row', { name: new RegExp(cardNumber) })).toContainText(
      'Accepted',
    );
  } finally {
    await context.close();
  }
});
