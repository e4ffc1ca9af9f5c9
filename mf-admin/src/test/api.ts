import { type Role, permissionsOf } from '@site/shared/permissions';

/** A call the fake API saw: method, path (after /api) and parsed JSON body. */
export interface SeenCall { method: string; path: string; body: unknown }

type Answer = [status: number, body: unknown];
type Handler = Answer | ((call: SeenCall) => Answer);

/**
 * A fake API for the console's screens: `'GET /auth/me'` -> answer, matched on method and the path
 * without its query. An unknown call fails like an offline network, so a test cannot miss one.
 */
export function fakeApi(routes: Record<string, Handler>): SeenCall[] {
  const seen: SeenCall[] = [];
  global.fetch = jest.fn((input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    seen.push(call);
    const handler = routes[`${call.method} ${url.pathname.replace(/^\/api/, '')}`];
    if (!handler) return Promise.reject(new TypeError('offline'));
    const [status, body] = typeof handler === 'function' ? handler(call) : handler;
    const text = JSON.stringify(body);
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(body),
    } as unknown as Response);
  }) as unknown as typeof fetch;
  return seen;
}

/** /auth/me for a role, with the permissions the matrix gives it. */
export function meAs(role: Role) {
  return { id: `${role}-1`, fullName: `A ${role}`, email: `${role}@example.com`, role, permissions: permissionsOf(role) };
}
