import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { openImagePreview, press } from '../support/imaging';
import { pdfText, signIn } from '../support/portal';

/*
 * Issue 36: a record whose pages are the county's scans. The portal's first start imports the demo county's sample
 * scans into its image store (docs/image-store.md, "The demo county's scans"): the easement 9000010 is a 3-page
 * bilevel TIFF (CCITT G4). An escrow user of Pine Ridge Title Co. previews it and buys it; the PDF holds the three
 * scans as they were stored. (Not escrow.user itself: fee-structure.spec.ts buys the easement as escrow.user earlier
 * in the run, and a page bought once is not charged again; nor nathan.pike, whom accounts.spec.ts locks.)
 */
const ESCROW_USER = 'maria.lindqvist';
const EASEMENT = '9000010';
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** The image streams of a PDF whose filter is CCITT G4 (the scans carried as they are, not re-encoded). */
async function g4Images(bytes: Buffer): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  let n = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects())
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype'))?.toString() === '/Image' &&
      object.dict.get(PDFName.of('Filter'))?.toString() === '/CCITTFaxDecode'
    )
      n += 1;
  return n;
}

test('an escrow user previews and buys a 3-page document whose pages are imported TIFF scans; the PDF has those 3 pages', async ({
  page,
}) => {
  await signIn(page, ESCROW_USER);
  const preview = await openImagePreview(page, EASEMENT);
  await expect(preview).toContainText(`Easement ${EASEMENT} has 3 page(s).`);
  for (const n of [1, 2, 3]) {
    const thumbnail = preview.locator(`img[alt="Page ${n} of Easement ${EASEMENT}"]`);
    await expect(thumbnail).toBeVisible();
    // The thumbnail is drawn from the scan: a JPEG 128 pixels wide.
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
  }
  await press(preview.getByRole('button', { name: 'Enlarge page 2' }));
  const enlarged = page.getByRole('dialog', { name: `Page 2 of Easement ${EASEMENT}` });
  await expect(enlarged.getByRole('img', { name: `Page 2 of Easement ${EASEMENT}` })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'an enlarged scanned page');
  await press(enlarged.getByRole('button', { name: 'Keep Page' }));

  await press(preview.getByRole('button', { name: 'Continue' }));
  const confirm = page.getByRole('dialog', { name: `Easement ${EASEMENT} Download` });
  await expect(confirm).toContainText('3 pages selected for download.');
  const charges = confirm.getByRole('table', { name: 'Charges' });
  const total = dollars(await charges.getByRole('row', { name: /^Total/ }).innerText());
  const beginning = dollars(
    await charges.getByRole('row', { name: /Beginning balance/ }).innerText(),
  );
  expect(total).toBeGreaterThan(0);

  const file = page.waitForEvent('download');
  await press(confirm.getByRole('button', { name: /^Pay \$[0-9.]+ and Download$/ }));
  const saved = await file;
  expect(saved.suggestedFilename()).toBe(`Easement-${EASEMENT}.pdf`);
  const bytes = await readFile(await saved.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  expect(await g4Images(bytes)).toBe(3);
  const pages = pdfText(bytes)
    .split('\f')
    .filter((p) => p.trim() !== '');
  expect(pages.map((p) => /Page (\d) of 3/.exec(p)?.[1])).toEqual(['1', '2', '3']);

  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  const after = dollars(await page.getByRole('banner').getByTestId('usage-balance').innerText());
  expect(after).toBeCloseTo(beginning - total, 2);
});
