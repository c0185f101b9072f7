import { mockApi, type FetchRecorder } from '../test/mock-fetch';
import { ApiError, uploadFile } from './client';

let api: FetchRecorder;
afterEach(() => api?.restore());

describe('uploadFile', () => {
  it('sends the file with its type and its name, URI-encoded, and answers the reply', async () => {
    const received: unknown[] = [];
    api = mockApi({
      'POST area/upload': (body: unknown) => {
        received.push(body);
        return { message: 'Added.', content: { stored: true } };
      },
    });
    const file = new File([new Uint8Array(300)], 'Lac Pépin, été.png', { type: 'image/png' });
    const reply = await uploadFile<{ stored: boolean }>('area/upload', file);
    expect(reply).toMatchObject({ content: { stored: true }, message: 'Added.' });
    expect(received).toEqual([{ fileName: 'Lac Pépin, été.png', type: 'image/png' }]);
    const [call] = api.calls;
    expect(call.method).toBe('POST');
  });

  it('a file without a type goes as octet-stream; a refusal is an ApiError with the server message', async () => {
    const received: { type: string }[] = [];
    api = mockApi({
      'POST area/upload': (body: unknown) => {
        received.push(body as { type: string });
        return { status: 400, message: 'This file is not a JPEG, PNG or WebP picture.' };
      },
    });
    const failed = await uploadFile('area/upload', new File(['x'], 'notes')).catch((e) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toBe('This file is not a JPEG, PNG or WebP picture.');
    expect(received[0].type).toBe('application/octet-stream');
  });
});
