import { mockApi, type FetchRecorder } from '../test/mock-fetch';
import { ApiError, configureApi, onApiActivity } from '../api/client';
import { postFormWithProgress } from './form-with-progress';

let api: FetchRecorder | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  document.cookie = 'lrp_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const form = () => {
  const data = new FormData();
  data.append('file', new File(['%PDF-1.7'], 'deed.pdf', { type: 'application/pdf' }));
  data.append('json', JSON.stringify({ name: 'Ada' }));
  return data;
};

/** One XMLHttpRequest as the browser would run it, answering `status` and `body` after one progress step. */
function recordingXhr(status: number, body: unknown) {
  const seen: { url?: string; credentials?: boolean; headers: Record<string, string> } = {
    headers: {},
  };
  class Xhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      seen.url = url;
    }
    setRequestHeader(name: string, value: string) {
      seen.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {}
    send() {
      seen.credentials = this.withCredentials;
      setTimeout(() => {
        this.upload.onprogress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 40, total: 80 }),
        );
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = Xhr as unknown as typeof XMLHttpRequest;
  return { seen, restore: () => (globalThis.XMLHttpRequest = original) };
}

describe('postFormWithProgress', () => {
  it('sends the parts, tells the progress and answers the envelope as a reply', async () => {
    api = mockApi({
      'POST efile/image': () => ({ message: 'Priced.', content: { numberOfPages: 3 } }),
    });
    const progress: number[][] = [];
    const reply = await postFormWithProgress<{ numberOfPages: number }>(
      'efile/image',
      form(),
      (sent, total) => progress.push([sent, total]),
    );
    expect(reply).toMatchObject({ content: { numberOfPages: 3 }, message: 'Priced.' });
    expect(progress.length).toBeGreaterThan(0);
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: 'efile/image',
        body: {
          file: { fileName: 'deed.pdf', type: 'application/pdf', size: 8 },
          json: { name: 'Ada' },
        },
      },
    ]);
  });

  it('sends credentials, the CSRF token and asks for JSON, like every call', async () => {
    document.cookie = 'lrp_csrf=abc%20123';
    const xhr = recordingXhr(200, { ok: true, message: null, lockout: false, content: {} });
    const progress: number[][] = [];
    await postFormWithProgress('efile/image', form(), (sent, total) =>
      progress.push([sent, total]),
    );
    xhr.restore();
    expect(xhr.seen.url).toBe('http://localhost/api/efile/image');
    expect(xhr.seen.credentials).toBe(true);
    expect(xhr.seen.headers).toEqual({ accept: 'application/json', 'x-csrf-token': 'abc 123' });
    expect(progress).toEqual([[40, 80]]);
  });

  it("a refusal is the ApiError with the server's message; a 403 ends the session", async () => {
    const forbidden: (string | null)[] = [];
    configureApi({ onForbidden: (message) => forbidden.push(message) });
    const activity: number[] = [];
    const stop = onApiActivity((at) => activity.push(at));
    const xhr = recordingXhr(403, {
      ok: false,
      message: 'Signed out.',
      lockout: false,
      content: null,
    });
    const failed = await postFormWithProgress('efile/image', form()).catch((e: unknown) => e);
    xhr.restore();
    stop();
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toBe('Signed out.');
    expect((failed as ApiError).status).toBe(403);
    expect(forbidden).toEqual(['Signed out.']);
    expect(activity).toHaveLength(1);
  });

  it('a connection lost is error 101', async () => {
    api = mockApi({ 'POST efile/image': () => ({ networkError: true }) });
    const failed = await postFormWithProgress('efile/image', form()).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).status).toBeNull();
  });
});
