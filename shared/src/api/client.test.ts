import toast from 'react-hot-toast';
import { on } from '@site/shared/events';
import { i18n, initI18n } from '@site/shared/i18n';
import { setAppConfig } from '@site/shared/config';
import { api } from './client';
import { ApiError } from './errors';
import { retrySettings } from './retry';
import { AUTH_COOKIE, setAuthUser } from './auth-cookie';
import { fakeFetch } from './test-utils/fake-fetch';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const toastError = toast.error as jest.Mock;

beforeAll(async () => {
  await initI18n('en');
  retrySettings.delayMs = 0;
});

beforeEach(async () => {
  jest.clearAllMocks();
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0`;
  setAppConfig({ apiBaseUrl: '/api', mainHosts: ['example.com', 'localhost'] });
  await i18n.changeLanguage('en');
  window.history.pushState({}, '', '/en/tickets?page=2');
});

describe('request headers', () => {
  it('sends JSON headers, the page language and no token when signed out', async () => {
    const { calls } = fakeFetch({ status: 200, body: { ok: true } });
    await expect(api.get('/health')).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/health');
    expect(calls[0]?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': 'en' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.headers['X-Custom-Domain']).toBeUndefined();
  });

  it('follows the language and sends the bearer token from auth_user', async () => {
    setAuthUser({ token: 'tok-123', name: 'Demo' });
    await i18n.changeLanguage('ar');
    const { calls } = fakeFetch({ status: 200, body: {} });
    await api.get('/profile');
    expect(calls[0]?.headers['Accept-Language']).toBe('ar');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends the bearer token only to the API origin, never to another absolute URL', async () => {
    setAuthUser({ token: 'tok-123', name: 'Demo' });
    const { calls } = fakeFetch({ status: 200, body: {} });
    await api.get('https://evil.example.net/steal');
    await api.get(`${location.origin}/api/profile`);
    setAppConfig({ apiBaseUrl: 'https://api.example.com/v1', mainHosts: ['example.com', 'localhost'] });
    await api.get('/profile');
    await api.get(`${location.origin}/api/profile`);
    expect(calls.map((c) => [c.url, c.headers.Authorization])).toEqual([
      ['https://evil.example.net/steal', undefined],
      [`${location.origin}/api/profile`, 'Bearer tok-123'],
      ['https://api.example.com/v1/profile', 'Bearer tok-123'],
      [`${location.origin}/api/profile`, undefined],
    ]);
  });

  it('lets the browser set the content type of FormData', async () => {
    const { calls } = fakeFetch({ status: 201, body: { id: 1 } });
    const form = new FormData();
    form.append('file', 'x');
    await api.post('/uploads', form);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
  });

  it('sends JSON bodies for POST, PUT, PATCH and DELETE, none for GET', async () => {
    const { calls } = fakeFetch({ status: 200, body: {} });
    await api.post('/a', { x: 1 });
    await api.put('/a', { x: 2 });
    await api.patch('/a', { x: 3 });
    await api.delete('/a');
    await api.get('/a');
    expect(calls.map((c) => c.init.body)).toEqual(['{"x":1}', '{"x":2}', '{"x":3}', '{}', undefined]);
  });

  it('builds query strings and skips empty values', async () => {
    const { calls } = fakeFetch({ status: 200, body: {} });
    await api.get('/groups', { query: { page: 2, q: '', sort: undefined } });
    expect(calls[0]?.url).toBe('/api/groups?page=2');
  });

  it('returns text bodies as text', async () => {
    fakeFetch({ status: 200, body: '1;SA;SAU;Saudi Arabia' });
    await expect(api.get('/geo/country')).resolves.toBe('1;SA;SAU;Saudi Arabia');
  });
});

describe('retries and idempotency keys', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)('%s is never retried', async (method) => {
    const { calls } = fakeFetch({ status: 503, body: { message: 'busy' } });
    const call = method === 'GET' ? api.get('/x') : method === 'PUT' ? api.put('/x', {}) : api.delete('/x');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('a POST refused with 429 is not retried (a retry would spend the limit twice)', async () => {
    const { calls } = fakeFetch({ status: 429, body: { message: 'slow down' } }, { status: 201, body: { id: 7 } });
    await expect(api.post('/auth/login', { identifier: 'a', password: 'b' })).rejects.toMatchObject({ status: 429 });
    expect(calls).toHaveLength(1);
  });

  it.each([408, 409, 425, 500, 502, 503, 504])('POST is retried once on %i with the same Idempotency-Key', async (status) => {
    const { calls } = fakeFetch({ status, body: { message: 'try later' } }, { status: 201, body: { id: 7 } });
    await expect(api.post('/tickets', { title: 't' })).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(2);
    const key = calls[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers['Idempotency-Key']).toBe(key);
  });

  it('PATCH gives up after one retry', async () => {
    const { calls } = fakeFetch({ status: 502, body: { message: 'bad gateway' } });
    await expect(api.patch('/profile', {})).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(2);
  });

  it('does not retry statuses outside the list', async () => {
    const { calls } = fakeFetch({ status: 422, body: { message: 'invalid', errors: ['Name is required.'] } });
    await expect(api.post('/contact', {}, { silent: true })).rejects.toMatchObject({ status: 422 });
    expect(calls).toHaveLength(1);
  });

  it('retries a POST once after a network failure, with the same key', async () => {
    const { calls } = fakeFetch(new TypeError('Failed to fetch'), { status: 200, body: { ok: true } });
    await expect(api.post('/contact', {})).resolves.toEqual({ ok: true });
    expect(calls[1]?.headers['Idempotency-Key']).toBe(calls[0]?.headers['Idempotency-Key']);
  });

  it('gives every write a key and each call its own', async () => {
    const { calls } = fakeFetch({ status: 200, body: {} });
    await api.post('/a', {});
    await api.delete('/a');
    await api.get('/a');
    expect(calls[0]?.headers['Idempotency-Key']).not.toBe(calls[1]?.headers['Idempotency-Key']);
    expect(calls[1]?.headers['Idempotency-Key']).toBeDefined();
    expect(calls[2]?.headers['Idempotency-Key']).toBeUndefined();
  });
});

describe('error handling', () => {
  it.each([
    [{ message: 'from message', error: { message: 'nested' }, errors: ['first'] }, 'from message'],
    [{ error: { message: 'nested' }, errors: ['first'] }, 'nested'],
    [{ errors: ['first', 'second'] }, 'first'],
    [{}, 'Something went wrong.'],
  ])('toasts message, then error.message, then errors[0] (%j)', async (body, expected) => {
    fakeFetch({ status: 400, body });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 400, message: expected });
    expect(toastError).toHaveBeenCalledWith(expected);
  });

  it.each([403, 404, 500])('emits app:error for %i with the errors.%i text', async (status) => {
    const seen: unknown[] = [];
    const off = on('app:error', (detail) => seen.push(detail));
    fakeFetch({ status, body: { message: 'server says' } });
    await expect(api.get('/articles/999')).rejects.toBeInstanceOf(ApiError);
    off();
    expect(seen).toEqual([{ statusCode: status, statusMessage: i18n.t(`errors.${status}`) }]);
    expect(toastError).toHaveBeenCalledWith('server says');
  });

  it('toasts only for other statuses', async () => {
    const seen = jest.fn();
    const off = on('app:error', seen);
    fakeFetch({ status: 429, body: { message: 'slow down' } });
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    off();
    expect(seen).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('slow down');
  });

  it('on 401 drops the session, goes to the localized login with from, and shows errors.401', async () => {
    window.history.pushState({}, '', '/ar/tickets/5?tab=replies');
    setAuthUser({ token: 'expired', name: 'Demo' });
    const navigate = jest.fn();
    window.singleSpaNavigate = navigate;
    const errors: unknown[] = [];
    const auth: unknown[] = [];
    const offError = on('app:error', (d) => errors.push(d));
    const offAuth = on('auth:changed', (d) => auth.push(d));
    fakeFetch({ status: 401, body: { message: 'Unauthorized' } });
    await expect(api.get('/tickets/5')).rejects.toMatchObject({ status: 401 });
    offError();
    offAuth();
    delete window.singleSpaNavigate;
    expect(document.cookie).not.toContain(AUTH_COOKIE);
    expect(navigate).toHaveBeenCalledWith(`/ar/login?from=${encodeURIComponent('/ar/tickets/5?tab=replies')}`);
    expect(errors).toEqual([{ statusCode: 401, statusMessage: '401 Unauthorized' }]);
    expect(auth).toEqual([{ signedIn: false }]);
  });

  it('silent requests throw without toast, error screen or redirect', async () => {
    const navigate = jest.fn();
    window.singleSpaNavigate = navigate;
    const seen = jest.fn();
    const off = on('app:error', seen);
    fakeFetch({ status: 401, body: { message: 'Wrong password' } });
    await expect(api.post('/auth/login', {}, { silent: true })).rejects.toMatchObject({ status: 401, message: 'Wrong password' });
    fakeFetch({ status: 500, body: { message: 'boom' } });
    await expect(api.get('/x', { silent: true })).rejects.toMatchObject({ status: 500 });
    off();
    delete window.singleSpaNavigate;
    expect(toastError).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('exposes every validation message of a 422', async () => {
    fakeFetch({ status: 422, body: { message: 'The given data was invalid.', errors: ['Name is required.', 'Please enter a valid email.'] } });
    const error = await api.post('/contact', {}, { silent: true }).catch((e: unknown) => e);
    expect((error as ApiError).messages).toEqual(['Name is required.', 'Please enter a valid email.']);
  });

  it('reports a request that never got an answer as status 0 with the generic message', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, message: 'Something went wrong.' });
    expect(toastError).toHaveBeenCalledWith('Something went wrong.');
  });
});
