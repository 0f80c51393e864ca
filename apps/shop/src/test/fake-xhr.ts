import { envelope } from './fake-server.js';

/** An upload the fake received: the path, the headers and the file sent. */
export type UploadRequest = {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly file: File | null;
};

/** How the fake answers an upload: the envelope's `data`, or a refusal message. */
export type UploadAnswer = { readonly data: unknown } | { readonly refuse: string };

/**
 * Replaces `XMLHttpRequest` (the API client's upload transport) for a test: each upload reports
 * its progress at 50 % and then answers. `uploads` records them; `hold()` keeps the next answers
 * until `release()`, to look at the progress on screen. Returns `restore()`.
 */
export function installFakeUploads(answer: (request: UploadRequest) => UploadAnswer) {
  const uploads: UploadRequest[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const original = globalThis.XMLHttpRequest;

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: ((event: ProgressEvent) => void) | null = null;
    onerror: ((event: ProgressEvent) => void) | null = null;
    onabort: ((event: ProgressEvent) => void) | null = null;
    private path = '';
    private headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData | null) {
      const file = body?.get('file');
      const request = {
        path: this.path,
        headers: this.headers,
        file: file instanceof File ? file : null,
      };
      uploads.push(request);
      const finish = () => {
        const result = answer(request);
        this.status = 200;
        this.responseText = JSON.stringify(
          'data' in result ? envelope(1, result.data) : envelope(0, null, result.refuse),
        );
        this.onload?.(new ProgressEvent('load'));
      };
      queueMicrotask(() => {
        this.upload.onprogress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 50, total: 100 }),
        );
        if (holding) held.push(finish);
        else finish();
      });
    }
    abort() {
      this.onabort?.(new ProgressEvent('abort'));
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    uploads,
    /** Keeps answers back (uploads stay at 50 %) until `release()`. */
    hold() {
      holding = true;
    },
    /** Sends the held answers. */
    release() {
      holding = false;
      for (const finish of held.splice(0)) finish();
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}

/** A small file of the given name and type, to choose in an uploader. */
export function imageFile(name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}
