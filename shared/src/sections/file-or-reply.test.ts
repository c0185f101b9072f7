import { mockApi, type FetchRecorder } from '../test/mock-fetch';
import { ApiError } from '../api/client';
import { callApiForFileOrReply } from './file-or-reply';

let api: FetchRecorder;
afterEach(() => api?.restore());

describe('callApiForFileOrReply', () => {
  it('answers a file, counting its bytes as they arrive', async () => {
    api = mockApi({ 'POST report/x': () => ({ text: '%PDF-1.7 report' }) });
    const seen: number[] = [];
    const answer = await callApiForFileOrReply('post', 'report/x', { a: 1 }, (received) =>
      seen.push(received),
    );
    expect(answer.reply).toBeUndefined();
    // jsdom's Blob cannot be read back: its size and type say it is the answer.
    expect(answer.file).toMatchObject({ size: 15, type: 'text/html' });
    expect(seen.at(-1)).toBe(15);
    expect(api.calls[0].body).toEqual({ a: 1 });
  });

  it('names the file as the server does (Content-Disposition), counted or not', async () => {
    api = mockApi({
      'POST imaging/x': () => ({
        text: '%PDF-1.7 deed',
        headers: { 'content-disposition': 'attachment; filename="Warranty-Deed-9000001.pdf"' },
      }),
      'POST imaging/y': () => ({ text: '%PDF-1.7 deed' }),
    });
    for (const onProgress of [undefined, () => undefined]) {
      const { file } = await callApiForFileOrReply('post', 'imaging/x', {}, onProgress);
      expect(file).toBeInstanceOf(File);
      expect((file as File).name).toBe('Warranty-Deed-9000001.pdf');
      expect(file?.size).toBe(13);
    }
    const { file } = await callApiForFileOrReply('post', 'imaging/y', {});
    expect(file).not.toBeInstanceOf(File);
  });

  it('answers the envelope of a 202 (a job) as the reply; a refusal is the ApiError', async () => {
    api = mockApi({
      'GET report/jobs/7/file': () => ({ status: 202, message: 'Later.', content: { jobId: '7' } }),
      'POST report/y': () => ({ status: 400, message: 'Nothing to report.' }),
    });
    const answer = await callApiForFileOrReply<{ jobId: string }>('get', 'report/jobs/7/file');
    expect(answer.file).toBeUndefined();
    expect(answer.reply).toMatchObject({ content: { jobId: '7' }, message: 'Later.' });
    const failed = await callApiForFileOrReply('post', 'report/y', {}).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toBe('Nothing to report.');
    expect((failed as ApiError).status).toBe(400);
  });
});
