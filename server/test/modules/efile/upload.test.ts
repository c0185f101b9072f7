import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { EFILE_LIMITS, EFILE_MESSAGES } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { efileUploads } from '../../../src/db/schema';
import { pdfBytes } from '../../../src/lib/pdf-bytes';
import { changeCountyGroup } from '../../helpers/card';
import { setupServerTest } from '../../helpers/test-app';
import { FIELDS, multipart, sendParts, signedIn, tempDataDir, upload } from './efile-client';
import { damagedPdf, fakeExecutable, fixturePdf, fixtureTiff } from './fixtures';

const dataDir = tempDataDir();
const t = setupServerTest({ config: () => ({ dataDir }) });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const db = () => t.testDb.database.db;
const uploadsDir = path.join(dataDir, 'efile', 'uploads');
const filesNow = async () => (await readdir(uploadsDir).catch(() => [] as string[])).sort();
const user = (name: string) => signedIn(() => t.client(), name);

/** A real password-protected PDF (pdfkit encrypts it with RC4/AES as a viewer would expect). */
async function encryptedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    userPassword: 'secret',
    ownerPassword: 'owner',
    pdfVersion: '1.7',
  });
  const bytes = pdfBytes(doc);
  doc.text('Confidential');
  doc.end();
  return bytes;
}

describe('POST efile/image: the document is recognised by its content', () => {
  test('a 3-page PDF is stored whole with its checksum, counted and priced from the county fees', async () => {
    const client = await user('escrow.user');
    const pdf = fixturePdf(3);
    const reply = await upload(client, pdf, 'Warranty Deed.pdf');
    expect(reply.status).toBe(200);
    expect(reply.body.content).toEqual({
      imageId: expect.any(String),
      numberOfPages: 3,
      // The defaults: LR $10.00 the first page, $2.00 each additional page.
      firstPageCharge: 10,
      additionalPagesCharge: 4,
      surcharge: 0,
      totalCharge: 14,
      paymentMethod: 'ESCROW',
    });
    const [row] = await db()
      .select()
      .from(efileUploads)
      .where(eq(efileUploads.id, reply.body.content.imageId));
    expect(row).toMatchObject({
      fileName: 'Warranty Deed.pdf',
      format: 'application/pdf',
      bytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      pages: 3,
      submitted: false,
      fields: FIELDS,
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(
      EFILE_LIMITS.uploadHours * 3_600_000,
    );
    const stored = await readFile(path.join(dataDir, 'efile', row.filePath));
    expect(stored.equals(pdf)).toBe(true);
    expect(await filesNow()).toContain(`${row.id}.pdf`);
    expect((await filesNow()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('a 3-frame TIFF counts 3 pages; a PDF named .tif is a PDF and is taken', async () => {
    const client = await user('escrow.user');
    const tiff = await upload(
      client,
      fixtureTiff(3),
      'plat.tif',
      { efileType: 'MAP' },
      'image/tiff',
    );
    expect(tiff.status).toBe(200);
    // MAP: $50.00 the first page, $10.00 each additional.
    expect(tiff.body.content).toMatchObject({
      numberOfPages: 3,
      firstPageCharge: 50,
      additionalPagesCharge: 20,
      totalCharge: 70,
    });
    const sharpTiff = await sharp({
      create: { width: 40, height: 120, channels: 3, background: 'white' },
    })
      .tiff()
      .toBuffer();
    const single = await upload(client, sharpTiff, 'one.tiff', {}, 'image/tiff');
    expect(single.body.content.numberOfPages).toBe(1);

    const misnamed = await upload(client, fixturePdf(2), 'scan.tif', {}, 'image/tiff');
    expect(misnamed.status).toBe(200);
    expect(misnamed.body.content.numberOfPages).toBe(2);
    const [row] = await db()
      .select()
      .from(efileUploads)
      .where(eq(efileUploads.id, misnamed.body.content.imageId));
    expect(row.format).toBe('application/pdf');
    expect(row.filePath).toMatch(/\.pdf$/);
  });

  test('a renamed executable, a text file and an empty file are refused, and nothing is kept', async () => {
    const client = await user('escrow.user');
    const before = await filesNow();
    for (const [bytes, name] of [
      [fakeExecutable(), 'deed.pdf'],
      [Buffer.from('%PD not quite a PDF'), 'deed.pdf'],
      [Buffer.from('plain words'), 'deed.tif'],
    ] as const) {
      const reply = await upload(client, bytes, name);
      expect([name, reply.status, reply.body.message]).toEqual([
        name,
        400,
        EFILE_MESSAGES.invalidFormat,
      ]);
      expect(reply.body.content).toMatchObject({
        fieldErrors: { file: EFILE_MESSAGES.invalidFormat },
      });
      expect(reply.body.code).toBe('efile.invalidFormat');
    }
    const empty = await upload(client, Buffer.alloc(0), 'empty.pdf');
    expect([empty.status, empty.body.message]).toEqual([400, EFILE_MESSAGES.fileRequired]);
    const none = await sendParts(client, [
      { name: 'json', contentType: 'application/json', body: JSON.stringify(FIELDS) },
    ]);
    expect([none.status, none.body.message]).toEqual([400, EFILE_MESSAGES.fileRequired]);
    expect(await filesNow()).toEqual(before);
    expect(await db().$count(efileUploads)).toBe(0);
  });

  test('an encrypted PDF and a damaged one are refused with their messages', async () => {
    const client = await user('escrow.user');
    const before = await filesNow();
    for (const [bytes, message] of [
      [await encryptedPdf(), EFILE_MESSAGES.encrypted],
      [fixturePdf(1, { encrypted: true }), EFILE_MESSAGES.encrypted],
      [damagedPdf(), EFILE_MESSAGES.damaged],
      [fixtureTiff(2).subarray(0, 40), EFILE_MESSAGES.damaged],
    ] as const) {
      const reply = await upload(client, bytes, 'deed.pdf');
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    }
    expect(await filesNow()).toEqual(before);
  });

  test('25,000,000 bytes are taken; one byte more is refused with the size message', async () => {
    const client = await user('escrow.user');
    const before = await filesNow();
    const over = Buffer.alloc(EFILE_LIMITS.maxBytes + 1, 0x20);
    over.write('%PDF-1.4\n', 0, 'latin1');
    const refused = await upload(client, over, 'huge.pdf');
    expect([refused.status, refused.body.message]).toEqual([413, EFILE_MESSAGES.tooLarge]);
    expect(await filesNow()).toEqual(before);

    // A whole PDF of exactly the limit: the pages and then padding in a comment-free trailer of spaces.
    const pdf = fixturePdf(1);
    const exact = Buffer.concat([pdf, Buffer.alloc(EFILE_LIMITS.maxBytes - pdf.length, 0x0a)]);
    const taken = await upload(client, exact, 'exact.pdf');
    expect([taken.status, taken.body.content.numberOfPages]).toEqual([200, 1]);
  }, 60_000);
});

describe('POST efile/image: who and what the county allows', () => {
  test('a session is needed; e-file off in the county refuses before the file is read', async () => {
    const before = await filesNow();
    expect((await upload(t.client(), fixturePdf(1))).status).toBe(403);
    await changeCountyGroup(t, 'efile', { efile: false });
    const client = await user('escrow.user');
    const off = await upload(client, fixturePdf(1));
    expect([off.status, off.body.message]).toEqual([400, EFILE_MESSAGES.efileOff]);
    expect(await filesNow()).toEqual(before);
  });

  test('the fields are checked by the contract; the acknowledgement when the county asks for it', async () => {
    const client = await user('escrow.user');
    const before = await filesNow();
    const bad = await upload(client, fixturePdf(1), 'deed.pdf', { name: '', zip: '5647' });
    expect(bad.status).toBe(400);
    expect(bad.body.content).toMatchObject({
      fieldErrors: { name: 'Required.', zip: expect.any(String) },
    });
    const unticked = await upload(client, fixturePdf(1), 'deed.pdf', { acknowledged: false });
    expect([unticked.status, unticked.body.message]).toEqual([400, EFILE_MESSAGES.acknowledge]);
    const noJson = await sendParts(client, [
      { name: 'file', filename: 'deed.pdf', contentType: 'application/pdf', body: fixturePdf(1) },
    ]);
    expect(noJson.status).toBe(400);
    expect(await db().$count(efileUploads)).toBe(0);
    expect(await filesNow()).toEqual(before);

    await changeCountyGroup(t, 'efile', { acknowledgement: false });
    const taken = await upload(client, fixturePdf(1), 'deed.pdf', { acknowledged: false });
    expect(taken.status).toBe(200);
  });

  test('a NUL in a field is refused on that field (not a 500); a body larger than an upload can be is refused unread', async () => {
    const client = await user('escrow.user');
    const nul = await upload(client, fixturePdf(1), 'deed.pdf', { name: 'Erik\u0000Solberg' });
    expect(nul.status).toBe(400);
    expect(nul.body.content).toMatchObject({ fieldErrors: { name: expect.any(String) } });
    const { body, contentType } = multipart([
      { name: 'file', filename: 'deed.pdf', contentType: 'application/pdf', body: fixturePdf(1) },
    ]);
    const huge = await client.send('POST', '/api/efile/image', {
      body,
      headers: { 'content-type': contentType, 'content-length': String(EFILE_LIMITS.maxBytes * 2) },
    });
    expect([huge.status, huge.body.message]).toEqual([413, EFILE_MESSAGES.tooLarge]);
    expect(await db().$count(efileUploads)).toBe(0);
  });

  test('the fields may come first, as a plain text part, and the file as a Blob-like part', async () => {
    const client = await user('escrow.user');
    const reply = await sendParts(client, [
      { name: 'json', body: JSON.stringify(FIELDS) },
      { name: 'file', filename: 'deed.pdf', body: fixturePdf(2) },
    ]);
    expect([reply.status, reply.body.content.numberOfPages]).toEqual([200, 2]);
    const jsonAsFile = await sendParts(client, [
      { name: 'file', filename: 'deed.pdf', contentType: 'application/pdf', body: fixturePdf(1) },
      {
        name: 'json',
        filename: 'blob',
        contentType: 'application/json',
        body: JSON.stringify(FIELDS),
      },
    ]);
    expect(jsonAsFile.status).toBe(200);
  });

  test('a JSON body is not an upload', async () => {
    const client = await user('escrow.user');
    const reply = await client.post('/api/efile/image', { file: 'x' });
    expect(reply.status).toBe(415);
    expect(reply.body.ok).toBe(false);
  });
});

describe('pricing: the county fee group and the card surcharge', () => {
  test('fees come from efileFees; a card payer adds the Credit Card Extra surcharge', async () => {
    await changeCountyGroup(t, 'efileFees', {
      UCC1: { firstPage: 12.5, additionalPages: 1.25 },
    });
    await changeCountyGroup(t, 'creditCardExtra', {
      applySurcharge: true,
      surchargeMethod: 'percent',
      surchargePercent: 3,
    });
    const escrow = await user('escrow.user');
    const priced = await upload(escrow, fixturePdf(4), 'ucc.pdf', { efileType: 'UCC1' });
    expect(priced.body.content).toMatchObject({
      firstPageCharge: 12.5,
      additionalPagesCharge: 3.75,
      surcharge: 0,
      totalCharge: 16.25,
      paymentMethod: 'ESCROW',
    });
    const card = await user('card.user');
    const byCard = await upload(card, fixturePdf(4), 'ucc.pdf', { efileType: 'UCC1' });
    expect(byCard.body.content).toMatchObject({
      firstPageCharge: 12.5,
      additionalPagesCharge: 3.75,
      surcharge: 0.49,
      totalCharge: 16.74,
      paymentMethod: 'CREDIT_CARD',
    });
    const invoice = await user('ellen.marsh');
    expect(
      (await upload(invoice, fixturePdf(1), 'ucc.pdf', { efileType: 'UCC1' })).body.content,
    ).toMatchObject({ totalCharge: 12.5, paymentMethod: 'INVOICE' });
  });

  test('a card payer cannot e-file more than a card may be charged at once', async () => {
    const card = await user('card.user');
    const before = await filesNow();
    // MAP: $50.00 for the first page, over the demo county's $25.00 Max Amount Per Charge.
    const refused = await upload(card, fixturePdf(1), 'map.pdf', { efileType: 'MAP' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('imagingOrder.overCardMaximum');
    expect(await filesNow()).toEqual(before);
  });
});
