import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '../contract/index.js';
import { createFakeSession, envelope } from '../test/fake-fetch.js';
import { createApiClient } from './client.js';
import type { ApiError } from './errors.js';
import type { UploadProgress, XhrLike } from './transport.js';

const upload = defineEndpoint({
  name: 'test.upload',
  method: 'POST',
  path: '/common/upload',
  auth: 'user',
  response: Type.Object({ url: Type.String() }),
  multipart: true,
});

class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | string | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData | string | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new Event('abort') as ProgressEvent);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.(new Event('load') as ProgressEvent);
  }
  fail() {
    this.onerror?.(new Event('error') as ProgressEvent);
  }
}

function setup() {
  const xhrs: FakeXhr[] = [];
  const session = createFakeSession();
  const onError = vi.fn();
  const client = createApiClient({
    appId: 'bazaar-shop',
    session,
    getLanguage: () => 'th',
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr;
    },
    onError,
  });
  const xhr = () => {
    const last = xhrs.at(-1);
    if (!last) throw new Error('no upload started');
    return last;
  };
  return { client, xhr, session, onError };
}

const avatar = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

afterEach(() => {
  vi.useRealTimers();
});

describe('upload', () => {
  it('posts a multipart form with the headers of every call', async () => {
    const { client, xhr } = setup();
    const result = client.upload(upload, { file: avatar, kind: 'avatar' });
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('/api/common/upload');
    expect(xhr().headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'th,zh;q=0.9',
      'X-Client': 'bazaar-shop',
      token: 'tok-123',
    });
    const form = xhr().body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('avatar');
    expect(form.get('file')).toBeInstanceOf(Blob);
    xhr().respond(200, envelope(1, { url: '/uploads/a.jpg' }));
    await expect(result).resolves.toEqual({ url: '/uploads/a.jpg' });
  });

  it('sends a FormData as it is', async () => {
    const { client, xhr } = setup();
    const form = new FormData();
    form.append('file', avatar, 'me.jpg');
    const result = client.upload(upload, form);
    expect(xhr().body).toBe(form);
    xhr().respond(200, envelope(1, { url: '/uploads/b.jpg' }));
    await result;
  });

  it('reports progress', async () => {
    const { client, xhr } = setup();
    const progress: UploadProgress[] = [];
    const result = client.upload(upload, { file: avatar }, { onProgress: (p) => progress.push(p) });
    xhr().progress(50, 200);
    xhr().progress(200, 200);
    xhr().progress(10, 0, false);
    xhr().respond(200, envelope(1, { url: '/uploads/c.jpg' }));
    await result;
    expect(progress).toEqual([
      { loaded: 50, total: 200, fraction: 0.25 },
      { loaded: 200, total: 200, fraction: 1 },
      { loaded: 10, total: null, fraction: null },
    ]);
  });

  it('rejects a refused upload with the msg', async () => {
    const { client, xhr, onError } = setup();
    const result = client.upload(upload, { file: avatar });
    xhr().respond(200, envelope(0, null, 'Only jpg, jpeg and png'));
    await expect(result).rejects.toMatchObject({
      kind: 'refused',
      message: 'Only jpg, jpeg and png',
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('clears the session on a 401', async () => {
    const { client, xhr, session } = setup();
    const result = client.upload(upload, { file: avatar });
    xhr().respond(401, envelope(401, null, 'Please log in first'));
    await expect(result).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.clear).toHaveBeenCalledOnce();
  });

  it('reports a network failure', async () => {
    const { client, xhr } = setup();
    const result = client.upload(upload, { file: avatar });
    xhr().fail();
    await expect(result).rejects.toMatchObject({ kind: 'network' });
  });

  it('times out after 50000 ms and aborts the upload', async () => {
    vi.useFakeTimers();
    const { client, xhr } = setup();
    const result = client.upload(upload, { file: avatar }).catch((error: ApiError) => error);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(xhr().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(xhr().aborted).toBe(true);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('is cancelled by the caller', async () => {
    const { client, xhr, onError } = setup();
    const controller = new AbortController();
    const result = client.upload(upload, { file: avatar }, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted' });
    expect(xhr().aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not start when already cancelled', async () => {
    const { client, xhr } = setup();
    await expect(
      client.upload(upload, { file: avatar }, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(xhr).toThrow('no upload started');
  });
});
