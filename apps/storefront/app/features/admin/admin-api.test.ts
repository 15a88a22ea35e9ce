import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCall, adminUpload, failureText, resumeSession, signIn, signOut } from './admin-api';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const envelope = (code: number, result: unknown) =>
  new Response(JSON.stringify({ code, result }), { status: code, headers: { 'content-type': 'application/json' } });
const staff = { id: 1, email: 'pat@staff.example', name: 'Pat', role: 'packer' };

/** A stand-in API: answers each call with the next answer given, and keeps what was sent. */
function fakeApi(...answers: Array<() => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, body: init.body });
    const next = answers.shift();
    if (!next) throw new Error(`no answer for ${url}`);
    return next();
  });
  return calls;
}

describe('admin-api', () => {
  beforeEach(async () => {
    fakeApi(() => envelope(200, null));
    await signOut();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the access token of a sign-in in memory and sends it as a Bearer header', async () => {
    const calls = fakeApi(
      () => envelope(200, { accessToken: 'first', staff }),
      () => envelope(200, { items: [], total: 0, page: 1, pageSize: 20 }),
    );
    expect(await signIn('pat@staff.example', 'secret-password')).toEqual({ ok: true, data: staff });
    const list = await adminCall('GET', 'orders?q=1');
    expect(list).toMatchObject({ ok: true, data: { total: 0 } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/auth/login',
      body: '{"email":"pat@staff.example","password":"secret-password"}',
    });
    expect(calls[1]).toMatchObject({ method: 'GET', url: '/api/admin/orders?q=1' });
    expect(calls[1].headers.authorization).toBe('Bearer first');
  });

  it('refreshes once when the token has run out (401) and sends the call again with the new one', async () => {
    const calls = fakeApi(
      () => envelope(401, 'The access token has expired.'),
      () => envelope(200, { accessToken: 'second', staff }),
      () => envelope(200, { id: 5 }),
    );
    expect(await adminCall('PATCH', 'coupons/A', { body: { description: 'x' } })).toEqual({ ok: true, data: { id: 5 } });
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/coupons/A', '/api/admin/auth/refresh', '/api/admin/coupons/A']);
    // The refresh goes with the cookie alone: no body, so no JSON content type.
    expect(calls[1].body).toBeUndefined();
    expect(calls[1].headers['content-type']).toBeUndefined();
    expect(calls[2].headers.authorization).toBe('Bearer second');
    expect(calls[2].body).toBe('{"description":"x"}');
  });

  it('answers the refresh’s refusal when the session has ended, and retries no more than once', async () => {
    fakeApi(
      () => envelope(401, 'expired'),
      () => envelope(401, 'Please sign in again.'),
    );
    expect(await adminCall('GET', 'orders')).toEqual({
      ok: false,
      error: { code: 401, message: 'Please sign in again.', result: 'Please sign in again.' },
    });
    const calls = fakeApi(
      () => envelope(401, 'expired'),
      () => envelope(200, { accessToken: 'third', staff }),
      () => envelope(401, 'still no'),
    );
    expect(await adminCall('GET', 'orders')).toMatchObject({ ok: false, error: { code: 401, message: 'still no' } });
    expect(calls).toHaveLength(3);
  });

  it('sends a raw body as it is, with its own content type', async () => {
    const calls = fakeApi(() => envelope(200, { jobId: 'j1' }));
    const file = new Blob(['{"type":"product"}\n'], { type: 'application/x-ndjson' });
    await adminCall('POST', 'import?dryRun=1', { raw: { raw: file, type: 'application/x-ndjson' } });
    expect(calls[0].body).toBe(file);
    expect(calls[0].headers['content-type']).toBe('application/x-ndjson');
  });

  it('resumes a session from the refresh cookie, or answers why not', async () => {
    fakeApi(() => envelope(200, { accessToken: 'fourth', staff }));
    expect(await resumeSession()).toEqual({ ok: true, data: staff });
    fakeApi(() => envelope(401, 'No session.'));
    expect(await resumeSession()).toMatchObject({ ok: false, error: { code: 401, message: 'No session.' } });
  });

  it('words a failure for the screen: the server’s message, else what the code says', () => {
    expect(failureText({ code: 409, message: 'A coupon with this code exists.' })).toBe('A coupon with this code exists.');
    expect(failureText({ code: 502, message: '' })).toBe('Request failed (502).');
    expect(failureText({ code: 0, message: '' })).toBe('The server could not be reached. Check the connection and try again.');
    expect(failureText({ code: 0, message: '' }, 'The upload did not reach the server.')).toBe('The upload did not reach the server.');
  });
});

/** A stand-in XMLHttpRequest: reports the upload's progress, then answers `status` with `text` (or fails). */
function fakeXhr(answers: Array<{ status: number; text: string } | 'offline'>) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const answer = answers.shift();
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        if (!answer || answer === 'offline') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.text;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('adminUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as the raw body with its type and the token, reporting progress', async () => {
    fakeApi(() => envelope(200, { accessToken: 'upload-token', staff }));
    await signIn('pat@staff.example', 'secret-password');
    const sent = fakeXhr([{ status: 200, text: JSON.stringify({ code: 200, result: { images: [] } }) }]);
    const progress: number[] = [];
    const file = new Blob(['png'], { type: 'image/png' });
    const answer = await adminUpload('products/X/images?label=Jar', file, (fraction) => progress.push(fraction));
    expect(answer).toEqual({ ok: true, data: { images: [] } });
    expect(progress).toEqual([0.5]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/admin/products/X/images?label=Jar', body: file });
    expect(sent[0].headers).toMatchObject({ authorization: 'Bearer upload-token', 'content-type': 'image/png' });
  });

  it('refreshes once on a 401, and answers code 0 when the upload does not reach the server', async () => {
    const refresh = fakeApi(() => envelope(200, { accessToken: 'renewed', staff }));
    const sent = fakeXhr([{ status: 401, text: JSON.stringify({ code: 401, result: 'expired' }) }, 'offline']);
    const answer = await adminUpload('products/X/images', new Blob(['png'], { type: 'image/png' }), () => undefined);
    expect(refresh.map((call) => call.url)).toEqual(['/api/admin/auth/refresh']);
    expect(sent).toHaveLength(2);
    expect(sent[1].headers.authorization).toBe('Bearer renewed');
    expect(answer).toEqual({ ok: false, error: { code: 0, message: '' } });
  });
});
