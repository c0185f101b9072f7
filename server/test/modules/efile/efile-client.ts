import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EfileFields, EfileImageResponse } from '@lrp/contract';
import type { Reply, TestClient } from '../../helpers/test-app';

/** The form as a person fills it in. */
export const FIELDS: EfileFields = {
  efileType: 'LR',
  name: 'Pat Lindgren',
  email: 'pat.lindgren@example.com',
  address1: '214 Main Street',
  address2: '',
  city: 'Pine Ridge',
  state: 'MN',
  zip: '56470',
  acknowledged: true,
};

/** A data folder of the test's own (the uploads go under it). */
export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'lrp-efile-'));

export type Part = { name: string; body: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body of these parts, as a browser's FormData sends it. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----lrp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendParts(client: TestClient, parts: Part[]): Promise<Reply<EfileImageResponse>> {
  const { body, contentType } = multipart(parts);
  return client.send<EfileImageResponse>('POST', '/api/efile/image', {
    body,
    headers: { 'content-type': contentType },
  });
}

/** POST efile/image: the document first, then the fields (as the spec's form sends them). */
export function upload(
  client: TestClient,
  file: Buffer,
  fileName = 'deed.pdf',
  fields: Partial<EfileFields> = {},
  contentType = 'application/pdf',
): Promise<Reply<EfileImageResponse>> {
  return sendParts(client, [
    { name: 'file', filename: fileName, contentType, body: file },
    {
      name: 'json',
      contentType: 'application/json',
      body: JSON.stringify({ ...FIELDS, ...fields }),
    },
  ]);
}

/** The submission request of an upload as the browser sends it after the confirmation. */
export function submissionOf(
  image: EfileImageResponse,
  paymentTransactionId = 0,
  fields: Partial<EfileFields> = {},
) {
  return {
    ...FIELDS,
    ...fields,
    imageId: image.imageId,
    numberOfPages: image.numberOfPages,
    firstPageCharge: image.firstPageCharge,
    additionalPagesCharge: image.additionalPagesCharge,
    surcharge: image.surcharge,
    totalCharge: image.totalCharge,
    paymentMethod: image.paymentMethod,
    paymentTransactionId,
  };
}

export type SubmissionReply = { transactionNumber: string; usageBalance: string | null };

export const submit = (client: TestClient, body: ReturnType<typeof submissionOf>) =>
  client.post<SubmissionReply>('/api/efile/submission', body);

export async function signedIn(client: () => TestClient, username: string): Promise<TestClient> {
  const c = client();
  expect((await c.login(username)).status).toBe(200);
  return c;
}
