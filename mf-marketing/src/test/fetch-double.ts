/** A fetch stand-in: answers by "METHOD /path" (query ignored) from a table of handlers. */
export type Reply = { status?: number; body?: unknown };
export type Handler = Reply | ((init: RequestInit | undefined) => Reply);

const respond = ({ status = 200, body }: Reply) => {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  };
};

export function installFetch(table: Record<string, Handler>) {
  const calls: { method: string; path: string; init?: RequestInit }[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method, path, init });
    const handler = table[`${method} ${path}`] ?? table[`${method} ${path}${url.search}`];
    const reply = handler ?? { status: 404, body: { message: 'not found', errors: [] } };
    return Promise.resolve(respond(typeof reply === 'function' ? reply(init) : reply));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}
