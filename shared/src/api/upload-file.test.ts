import toast from 'react-hot-toast';
import { setAppConfig } from '@site/shared/config';
import { i18n, initI18n } from '@site/shared/i18n';
import { setAuthUser, AUTH_COOKIE } from './auth-cookie';
import { retrySettings } from './retry';
import { uploadFile } from './upload-file';
import { waitFor } from '@testing-library/react';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

/** Stands in for the browser's XMLHttpRequest: records each request and answers from a script. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: Array<{ status: number; body: unknown } | 'network-error'> = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? 'network-error';
    setTimeout(() => {
      if (answer === 'network-error') return this.onerror?.();
      this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const stored = { id: 'u1', name: 'a.png', type: 'image/png', size: 10, url: '/api/uploads/u1?exp=1&sig=x' };
const png = () => new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });

beforeAll(async () => {
  await initI18n('en');
  retrySettings.delayMs = 0;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
beforeEach(async () => {
  jest.clearAllMocks();
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0`;
  setAppConfig({ apiBaseUrl: '/api', mainHosts: ['localhost'] });
  await i18n.changeLanguage('en');
});

test('sends purpose then file with the API headers, reports progress, resolves with the stored file', async () => {
  setAuthUser({ token: 'tok-123', name: 'Demo' });
  await i18n.changeLanguage('ar');
  FakeXhr.answers = [{ status: 201, body: stored }];
  const progress: number[] = [];
  await expect(uploadFile(png(), 'join-request-image', { onProgress: (loaded, total) => progress.push(loaded / total) })).resolves.toEqual(stored);
  const [request] = FakeXhr.sent;
  expect(request).toMatchObject({ method: 'POST', url: '/api/uploads' });
  expect(request!.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'Accept-Language': 'ar' });
  expect(request!.headers['Content-Type']).toBeUndefined();
  expect(request!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect([...request!.body!.keys()]).toEqual(['purpose', 'file']);
  expect(progress).toEqual([0.5, 1]);
});

test('retries once after a network failure with the same Idempotency-Key', async () => {
  FakeXhr.answers = ['network-error', { status: 201, body: stored }];
  await expect(uploadFile(png(), 'chat-file')).resolves.toEqual(stored);
  expect(FakeXhr.sent).toHaveLength(2);
  expect(FakeXhr.sent[1]!.headers['Idempotency-Key']).toBe(FakeXhr.sent[0]!.headers['Idempotency-Key']);
});

test("throws the server's refusal; silent callers get no toast", async () => {
  const refusal = { message: 'The file is too large. The maximum size is 2 megabytes.', errors: [] };
  FakeXhr.answers = [{ status: 413, body: refusal }];
  await expect(uploadFile(png(), 'join-request-image', { silent: true })).rejects.toMatchObject({ status: 413, message: refusal.message });
  expect(toast.error).not.toHaveBeenCalled();
  FakeXhr.answers = [{ status: 415, body: { message: 'This type of file is not allowed.', errors: [] } }];
  await expect(uploadFile(png(), 'join-request-image')).rejects.toMatchObject({ status: 415 });
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This type of file is not allowed.'));
  expect(FakeXhr.sent).toHaveLength(2);
});

test('a cancelled upload rejects with AbortError', async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(uploadFile(png(), 'chat-file', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
});
