import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { openImagePreview, press } from '../support/imaging';
import { apiSignIn, setCountyGroup, signIn, signOut } from '../support/portal';

/** The fixture's 3-page easement (ABSTRACT, instrument code EAS): bought by no other test. */
const EASEMENT = '9000010';
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(`/controlPanel/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
  const form = page.getByRole('form', { name: heading });
  await expect(form).toBeVisible();
  return form;
}

test.afterAll(async ({ request }) => {
  await setCountyGroup(request, 'aLaCarteSpecialRates', { applySpecialRates: false, rates: [] });
  await setCountyGroup(request, 'creditCard', { rates: [] });
});

test('county.clerk sets a special rate for easements; escrow.user sees that price for an easement and pays it', async ({
  page,
}) => {
  await signIn(page, 'county.clerk');
  const form = await openScreen(page, 'alacarteratesspecial', 'A La Carte Special Rates');
  await expectNoAccessibilityViolations(page, 'the special rates screen');
  await expectNoRawKeys(page, 'the special rates screen');
  await form.getByRole('switch', { name: 'Apply Special Rates' }).check();
  await form.getByRole('button', { name: 'Add' }).click();
  await form.getByRole('textbox', { name: 'Document Type, row 1' }).fill('ABSTRACT');
  await form.getByRole('textbox', { name: 'Instrument Code, row 1' }).fill('EAS');
  await form.getByRole('textbox', { name: '1st Page ($), row 1' }).fill('2');
  await form.getByRole('textbox', { name: 'Additional Pages ($), row 1' }).fill('0.50');
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(
    'The special rates for credit card will also be reset. Continue?',
  );
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  // The blank rows Add made are dropped on save.
  await expect(form.getByRole('textbox', { name: 'Document Type, row 2' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'escrow.user');
  const preview = await openImagePreview(page, EASEMENT);
  await expect(preview).toContainText(`Easement ${EASEMENT} has 3 page(s).`);
  await press(preview.getByRole('button', { name: 'Continue' }));
  const order = page.getByRole('dialog', { name: new RegExp(`${EASEMENT} Download$`) });
  const charges = order.getByRole('table', { name: 'Charges' });
  await expect(charges).toContainText('Page 1 (first page)$2.00');
  // The additional pages at the special rate, $0.50 each.
  await expect(charges).toContainText('Pages 2, 3$1.00');
  await expect(charges).toContainText('Total$3.00');
  const beginning = dollars(
    await charges.getByRole('row', { name: /Beginning balance/ }).innerText(),
  );
  const file = page.waitForEvent('download');
  await press(order.getByRole('button', { name: 'Pay $3.00 and Download' }));
  const bytes = await readFile(await (await file).path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('banner').getByTestId('usage-balance')).toHaveText(
    new RegExp(`\\$${(beginning - 3).toFixed(2).replace('.', '\\.')}`),
  );
});

test('a flat-fee table with Unlimited first is refused on the screen and by the API', async ({
  page,
  request,
}) => {
  await signIn(page, 'county.clerk');
  const form = await openScreen(page, 'flatFeeRates', 'Flat Fee');
  await expectNoAccessibilityViolations(page, 'the flat fee screen');
  await form.getByRole('checkbox', { name: 'Unlimited Images, option 1' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Unlimited should be last.')).toBeVisible();
  await expect(form.getByRole('status')).not.toHaveText('Saved');

  const { csrf } = await apiSignIn(request, 'county.clerk');
  const stored = (await (await request.get('/api/controlPanel/countyConfig/flatFee')).json())
    .content;
  const rates = [...stored.rates];
  rates[0] = { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 500 };
  const refused = await request.post('/api/controlPanel/countyConfig/flatFee', {
    data: { ...stored, rates },
    headers: { 'x-csrf-token': csrf },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).content.fieldErrors).toEqual({
    'rates.0.unlimitedNumberOfPages': 'Unlimited should be last.',
  });
  const after = (await (await request.get('/api/controlPanel/countyConfig/flatFee')).json())
    .content;
  expect(after).toEqual(stored);
});

test('the billing schedule switched off is stored; every fee screen is built, accessible and translated', async ({
  page,
  request,
}) => {
  await signIn(page, 'county.clerk');
  const form = await openScreen(page, 'billingSchedule', 'Schedule');
  await form.getByRole('switch', { name: 'Automatic Billing' }).uncheck();
  await form.getByRole('switch', { name: 'Automatic Image Renewal' }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await apiSignIn(request, 'county.clerk');
  const stored = (
    await (await request.get('/api/controlPanel/countyConfig/billingSchedule')).json()
  ).content;
  expect(stored).toMatchObject({ automaticBilling: false, automaticImageRenewal: false });
  await setCountyGroup(request, 'billingSchedule', {
    automaticBilling: true,
    automaticImageRenewal: true,
  });

  for (const [path, heading] of [
    ['alacarterates', 'A La Carte Rates'],
    ['creditCardAlternateRates', 'Credit Card Alternate Rates'],
    ['creditCardExtra', 'Credit Card Extra'],
    ['escrow', 'Escrow'],
    ['flatFeeOverride', 'Flat Fee Override'],
    ['efileFees', 'E-file Fees'],
  ]) {
    await openScreen(page, path, heading);
    await expect(page.getByText('Not yet built')).toHaveCount(0);
    await expectNoAccessibilityViolations(page, `the ${heading} screen`);
    await expectNoRawKeys(page, `the ${heading} screen`);
  }
});
