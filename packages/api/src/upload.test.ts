import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { configureApi, resetApiConfig } from './config.ts';
import { isApiError } from './errors.ts';
import { uploadWithProgress } from './upload.ts';

/** A scripted XMLHttpRequest: each test drives progress and the answer by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, computable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: computable } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const answer = z.object({ success: z.boolean(), id: z.optional(z.string()) });
const form = () => {
  const data = new FormData();
  data.append('title', 'Flutlicht');
  data.append('file', new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }), 'a.jpg');
  return data;
};

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
});

describe('uploadWithProgress', () => {
  it('posts with credentials, reports progress and parses the answer', async () => {
    const seen: [number, number][] = [];
    const result = uploadWithProgress('/upload/news/u-1', form(), answer, {
      onProgress: (loaded, total) => seen.push([loaded, total]),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(400, 1200);
    xhr.progress(1200, 1200);
    xhr.answer(200, '{"success":true,"id":"02IEQ6L1J4000000VS5489B3VU2TDLOS"}');
    await expect(result).resolves.toEqual({
      success: true,
      id: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
    });
    expect(seen.slice(0, 2)).toEqual([
      [400, 1200],
      [1200, 1200],
    ]);
  });

  it('falls back to the body size when the browser cannot tell the total', async () => {
    const seen: number[] = [];
    const result = uploadWithProgress('/u', form(), answer, {
      onProgress: (_l, total) => seen.push(total),
    });
    FakeXhr.last.progress(10, 0, false);
    FakeXhr.last.answer(200, '{"success":true}');
    await result;
    expect(seen[0]).toBe(1009); // 1000 bytes of file + 'Flutlicht'
  });

  it('an HTTP error carries status and the server text (413: too large)', async () => {
    const result = uploadWithProgress('/u', form(), answer);
    FakeXhr.last.answer(413, '{"error":{"message":"Die Datei ist zu groß."}}');
    const error: unknown = await result.catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('http');
    expect(isApiError(error) && error.status).toBe(413);
    expect(isApiError(error) && error.serverMessage).toBe('Die Datei ist zu groß.');
  });

  it('network errors, malformed JSON and schema mismatches are ApiErrors of their kind', async () => {
    const network = uploadWithProgress('/u', form(), answer);
    FakeXhr.last.onerror?.();
    await expect(network).rejects.toMatchObject({ kind: 'network' });
    const malformed = uploadWithProgress('/u', form(), answer);
    FakeXhr.last.answer(200, '{"success":');
    await expect(malformed).rejects.toMatchObject({ kind: 'parse' });
    const mismatch = uploadWithProgress('/u', form(), answer);
    FakeXhr.last.answer(200, '{"ok":1}');
    await expect(mismatch).rejects.toMatchObject({ kind: 'schema' });
  });

  it('aborts through the signal', async () => {
    const controller = new AbortController();
    const result = uploadWithProgress('/u', form(), answer, { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ kind: 'aborted' });
    await expect(
      uploadWithProgress('/u', form(), answer, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('sends the CSRF header to its own origin only', async () => {
    configureApi({ csrfCookie: 'FBDE_CSRF', csrfHeader: 'X-CSRF-Token' });
    vi.stubGlobal('location', { origin: 'https://www.example.de' });
    vi.stubGlobal('document', { cookie: 'FBDE_CSRF=abc', baseURI: 'https://www.example.de/x' });
    void uploadWithProgress('/u', form(), answer).catch(() => {});
    expect(FakeXhr.last.url).toBe('https://www.example.de/u');
    expect(FakeXhr.last.headers['X-CSRF-Token']).toBe('abc');
    void uploadWithProgress('https://cdn.example.com/u', form(), answer).catch(() => {});
    expect(FakeXhr.last.headers['X-CSRF-Token']).toBeUndefined();
  });
});
