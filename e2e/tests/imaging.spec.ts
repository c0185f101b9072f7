import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { openImagePreview, press } from '../support/imaging';
import { pdfText, setCountyGroup, signIn } from '../support/portal';

const APPROVING_CARD = '4111 1111 1111 1111';
/** The fixture's 5-page mortgage. */
const FIVE_PAGES = '9000002';
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

async function bannerBalance(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  return page.getByRole('banner').getByTestId('usage-balance').innerText();
}

/** Presses the confirm dialog's button and answers the downloaded PDF's name and text. */
async function download(page: Page, button: RegExp | string) {
  const confirm = page.getByRole('dialog', { name: `Mortgage ${FIVE_PAGES} Download` });
  const file = page.waitForEvent('download');
  await press(confirm.getByRole('button', { name: button }));
  const saved = await file;
  const bytes = await readFile(await saved.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return {
    name: saved.suggestedFilename(),
    pages: pdfText(bytes)
      .split('\f')
      .filter((p) => p.trim() !== ''),
  };
}

test('escrow.user buys pages 1 and 3 of a 5-page document by keyboard: a 2-page PDF, the balance drops by the charge', async ({
  page,
}) => {
  await signIn(page, 'escrow.user');
  const preview = await openImagePreview(page, FIVE_PAGES);
  await expect(preview).toContainText(`Mortgage ${FIVE_PAGES} has 5 page(s).`);
  // Each thumbnail has a text alternative (inside its Enlarge button).
  for (const n of [1, 2, 3, 4, 5])
    await expect(preview.locator(`img[alt="Page ${n} of Mortgage ${FIVE_PAGES}"]`)).toBeVisible();
  // Five pages: no navigation.
  await expect(preview.getByRole('navigation', { name: 'Page navigation' })).toHaveCount(0);
  for (const n of [1, 2, 3, 4, 5])
    await expect(preview.getByRole('checkbox', { name: `Select page ${n}` })).toBeChecked();
  await expectNoAccessibilityViolations(page, 'the image preview');
  await expectNoRawKeys(page, 'the image preview');

  for (const n of [2, 4, 5]) {
    await press(preview.getByRole('checkbox', { name: `Select page ${n}` }), 'Space');
    await expect(preview.getByRole('checkbox', { name: `Select page ${n}` })).not.toBeChecked();
  }
  await expect(preview.getByRole('radio', { name: 'Pages', exact: true })).toBeChecked();
  await expect(preview.getByRole('textbox', { name: 'Pages to download' })).toHaveValue('1, 3');

  // The enlarged page: Ignore Page, then Keep Page on page 3 by keyboard.
  await press(preview.getByRole('button', { name: 'Enlarge page 3' }));
  const enlarged = page.getByRole('dialog', { name: `Page 3 of Mortgage ${FIVE_PAGES}` });
  const picture = enlarged.getByRole('img', { name: `Page 3 of Mortgage ${FIVE_PAGES}` });
  await expect(picture).toBeVisible();
  // The page's picture as the browser fetched it (GET imaging/pages/...jpg): the 640 px preview, decoded.
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expectNoAccessibilityViolations(page, 'the enlarged page');
  await press(enlarged.getByRole('button', { name: 'Ignore Page' }));
  await expect(preview.getByRole('checkbox', { name: 'Select page 3' })).not.toBeChecked();
  await press(preview.getByRole('button', { name: 'Enlarge page 3' }));
  await press(enlarged.getByRole('button', { name: 'Keep Page' }));
  await expect(preview.getByRole('textbox', { name: 'Pages to download' })).toHaveValue('1, 3');

  await press(preview.getByRole('button', { name: 'Continue' }));
  const confirm = page.getByRole('dialog', { name: `Mortgage ${FIVE_PAGES} Download` });
  await expect(confirm).toContainText('2 pages selected for download.');
  const charges = confirm.getByRole('table', { name: 'Charges' });
  await expect(charges).toContainText('Page 1 (first page)$1.00');
  await expect(charges).toContainText('Page 3$0.25');
  await expect(charges).toContainText('Total$1.25');
  await expectNoAccessibilityViolations(page, 'the download confirmation');
  await expectNoRawKeys(page, 'the download confirmation');
  const beginning = dollars(
    await charges.getByRole('row', { name: /Beginning balance/ }).innerText(),
  );
  const ending = dollars(await charges.getByRole('row', { name: /Ending balance/ }).innerText());
  expect(ending).toBeCloseTo(beginning - 1.25, 2);

  const pdf = await download(page, 'Pay $1.25 and Download');
  expect(pdf.name).toBe(`Mortgage-${FIVE_PAGES}.pdf`);
  expect(pdf.pages).toHaveLength(2);
  expect(pdf.pages[0]).toContain(`Mortgage ${FIVE_PAGES}`);
  expect(pdf.pages[0]).toContain('Page 1 of 5');
  expect(pdf.pages[1]).toContain('Page 3 of 5');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(dollars(await bannerBalance(page))).toBeCloseTo(ending, 2);
});

test('the preview answers an empty page list and a page the document lacks; Back and Cancel leave the order', async ({
  page,
}) => {
  await signIn(page, 'escrow.user');
  const preview = await openImagePreview(page, FIVE_PAGES);
  await press(preview.getByRole('radio', { name: 'Pages', exact: true }), 'Space');
  await preview.getByRole('textbox', { name: 'Pages to download' }).fill('   ');
  await press(preview.getByRole('button', { name: 'Continue' }));
  const alert = page.getByRole('dialog').filter({ hasText: 'There are no pages selected.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button').first().click();
  // A page the document lacks is said on the field as it is typed; Continue stays on the field.
  const pages = preview.getByRole('textbox', { name: 'Pages to download' });
  await pages.fill('1, 7');
  await expect(pages).toHaveAccessibleDescription(/Document does not have a page 7/);
  await press(preview.getByRole('button', { name: 'Continue' }));
  await expect(pages).toBeFocused();
  await expect(page.getByRole('dialog', { name: `Mortgage ${FIVE_PAGES} Download` })).toHaveCount(
    0,
  );
  await pages.fill('4');
  await press(preview.getByRole('button', { name: 'Continue' }));
  const confirm = page.getByRole('dialog', { name: `Mortgage ${FIVE_PAGES} Download` });
  await press(confirm.getByRole('button', { name: 'Back' }));
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('textbox', { name: 'Pages to download' })).toHaveValue('4');
  await press(preview.getByRole('button', { name: 'Cancel' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('flatfee.user downloads the whole document with flat-fee images', async ({ page }) => {
  await signIn(page, 'flatfee.user');
  const before = await bannerBalance(page);
  const preview = await openImagePreview(page, FIVE_PAGES);
  await expect(preview.getByRole('radio', { name: 'All Pages' })).toBeChecked();
  await press(preview.getByRole('button', { name: 'Continue' }));
  const confirm = page.getByRole('dialog', { name: `Mortgage ${FIVE_PAGES} Download` });
  await expect(confirm.getByRole('table', { name: 'Charges' })).toContainText('5 images');
  await expectNoAccessibilityViolations(page, 'the flat-fee confirmation');
  const pdf = await download(page, 'Download');
  expect(pdf.pages).toHaveLength(5);
  expect(pdf.pages[4]).toContain('Page 5 of 5');
  const images = (text: string) => Number(text.replace(/[^0-9]/g, ''));
  expect(images(await bannerBalance(page))).toBe(images(before) - 5);
});

test('a card user preauthorizes with the test card, then the download is paid from it', async ({
  page,
  request,
}) => {
  // anthony.reyes, the demo's second card payer: card.user's searches in the search specs must still find no
  // open preauthorization (this one stays open for its remaining amount).
  // Searching by document number is free for card payers here, so the image is what needs the card.
  await setCountyGroup(request, 'creditCard', { searchByDocumentNumberCreditCard: 0 });
  try {
    await signIn(page, 'anthony.reyes');
    const preview = await openImagePreview(page, FIVE_PAGES);
    await preview.getByRole('textbox', { name: 'Pages to download' }).fill('2');
    await press(preview.getByRole('button', { name: 'Continue' }));
    const confirm = page.getByRole('dialog', { name: `Mortgage ${FIVE_PAGES} Download` });
    await expect(confirm).toContainText('Preauthorize your credit card to pay for this download.');
    await expectNoAccessibilityViolations(page, 'the card confirmation');
    await press(confirm.getByRole('button', { name: 'Continue to Preauthorization' }));
    const cardDialog = page.getByRole('dialog', { name: 'Credit Card Preauthorization' });
    await expect(cardDialog.getByRole('button', { name: 'Back' })).toBeVisible();
    const card = cardDialog.frameLocator('iframe');
    await card.getByLabel('Card number').fill(APPROVING_CARD);
    await card.getByLabel('Expiry (MM/YY)').fill('12/29');
    await card.getByLabel('CVV').fill('123');
    const file = page.waitForEvent('download');
    await card.getByRole('button', { name: /Pay|Authorize/ }).click();
    await expect(
      page.getByRole('dialog').filter({ hasText: 'Authorization successful' }),
    ).toBeVisible();
    const saved = await file;
    const text = pdfText(await readFile(await saved.path()));
    expect(text).toContain(`Mortgage ${FIVE_PAGES}`);
    expect(text).toContain('Page 2 of 5');
  } finally {
    await setCountyGroup(request, 'creditCard', { searchByDocumentNumberCreditCard: 1 });
  }
});

test('the account administrator without enough balance adds to escrow by card from the confirmation, then downloads', async ({
  page,
  request,
}) => {
  // A first page dearer than the balance: the confirmation offers Add to Escrow.
  await setCountyGroup(request, 'aLaCarte', { imageFirstPage: 300 });
  try {
    await signIn(page, 'account.admin');
    const preview = await openImagePreview(page, FIVE_PAGES);
    await preview.getByRole('textbox', { name: 'Pages to download' }).fill('1');
    await press(preview.getByRole('button', { name: 'Continue' }));
    const confirm = page.getByRole('dialog', { name: `Mortgage ${FIVE_PAGES} Download` });
    await expect(confirm).toContainText('The escrow balance cannot pay for this download.');
    await expect(confirm.getByRole('button', { name: /Download/ })).toHaveCount(0);
    // The add-on starts from what the balance lacks.
    const beginning = dollars(
      await confirm
        .getByRole('table', { name: 'Charges' })
        .getByRole('row', { name: /Beginning balance/ })
        .innerText(),
    );
    await press(confirm.getByRole('button', { name: 'Add to Escrow' }));
    const addOn = page.getByRole('dialog', { name: 'Add to Escrow' });
    await expect(addOn.getByRole('textbox', { name: 'Deposit amount ($)' })).toHaveValue(
      (300 - beginning).toFixed(2),
    );
    await expectNoAccessibilityViolations(page, 'the escrow add-on');
    await addOn.getByRole('textbox', { name: 'Deposit amount ($)' }).fill('100');
    await press(addOn.getByRole('button', { name: 'Buy' }));
    const card = page
      .getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' })
      .frameLocator('iframe');
    await card.getByLabel('Card number').fill(APPROVING_CARD);
    await card.getByLabel('Expiry (MM/YY)').fill('12/29');
    await card.getByLabel('CVV').fill('123');
    await card.getByRole('button', { name: /Pay/ }).click();
    // Priced again after the deposit: now the balance pays.
    await expect(confirm.getByRole('button', { name: 'Pay $300.00 and Download' })).toBeVisible();
    const pdf = await download(page, 'Pay $300.00 and Download');
    expect(pdf.pages).toHaveLength(1);
  } finally {
    await setCountyGroup(request, 'aLaCarte', { imageFirstPage: 1 });
  }
});
