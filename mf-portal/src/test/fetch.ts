/** A fetch double answering JSON, enough for the shared API client (ok, status, headers, text). */
export function jsonResponse(status: number, body: unknown, type = 'application/json'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': type }),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;

/**
 * API answers in order. The IP-to-country lookup always answers Saudi Arabia (in the
 * service's `1;SA;...` format) and consumes no answer, and so does an agent's availability (read:
 * offline; changed: the state sent); a call beyond the list fails like an offline network.
 */
export function mockFetch(...answers: Array<[number, unknown]>): FetchMock {
  const queue = [...answers];
  const contextQueue = pendingContext.splice(0);
  const mock: FetchMock = jest.fn((input: string, init?: RequestInit) => {
    if (input.includes('/geo/country')) return Promise.resolve(jsonResponse(200, '1;SA;SAU;Saudi Arabia', 'text/plain'));
    if (input.includes(AVAILABILITY)) return Promise.resolve(jsonResponse(200, availabilityAnswer(init)));
    if (isDeskContext(input)) {
      const answer = contextQueue.shift() ?? [200, EMPTY_DESK_CONTEXT];
      return answer === 'pending' ? new Promise<Response>(() => undefined) : Promise.resolve(jsonResponse(...answer));
    }
    const next = queue.shift();
    return next ? Promise.resolve(jsonResponse(...next)) : Promise.reject(new TypeError('offline'));
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

type Answer = [number, unknown];

/**
 * API answers by request rather than by order, for pages that ask several things at once: a key
 * is `METHOD path` (`'GET /api/tickets/t1'`), or a prefix ending in `*` (`'GET /api/tickets?*'`,
 * matched after the exact keys). Each key answers its list in turn; a request with no answer left
 * fails like an offline network. Geo and availability answer as in `mockFetch`.
 */
export function routeFetch(routes: Record<string, Answer | Answer[]>): FetchMock {
  const isOne = (value: Answer | Answer[]): value is Answer => typeof value[0] === 'number';
  const queues = new Map(Object.entries(routes).map(([key, value]) => [key, isOne(value) ? [value] : [...value]]));
  const queueFor = (request: string) =>
    queues.get(request) ?? [...queues].find(([key]) => key.endsWith('*') && request.startsWith(key.slice(0, -1)))?.[1];
  const mock: FetchMock = jest.fn((input: string, init?: RequestInit) => {
    if (input.includes('/geo/country')) return Promise.resolve(jsonResponse(200, '1;SA;SAU;Saudi Arabia', 'text/plain'));
    if (input.includes(AVAILABILITY)) return Promise.resolve(jsonResponse(200, availabilityAnswer(init)));
    const next = queueFor(`${(init?.method ?? 'GET').toUpperCase()} ${input}`)?.shift();
    return next ? Promise.resolve(jsonResponse(...next)) : Promise.reject(new TypeError('offline'));
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const AVAILABILITY = '/desk/availability';

/**
 * The agent's context pane asks for the client's history on its own: it is answered apart from the
 * queue (an empty history unless `mockDeskContext` gave answers before `mockFetch`), so a page's
 * other answers keep their order; 'pending' never answers (the loading state).
 */
const isDeskContext = (url: string) => /\/desk\/(tickets|conversations)\/[^/]+\/context/.test(url);
const EMPTY_DESK_CONTEXT = { tickets: { items: [], total: 0 }, chats: { items: [], total: 0 }, origin: null };
const pendingContext: Array<[number, unknown] | 'pending'> = [];
export const mockDeskContext = (...answers: Array<[number, unknown] | 'pending'>) => void pendingContext.push(...answers);
/** The context pane's requests. */
export const deskContextCalls = (mock: FetchMock) => mock.mock.calls.map(([url]) => url).filter(isDeskContext);
const availabilityAnswer = (init?: RequestInit) => ({
  state: 'offline', auto: false, since: '2026-11-20T10:00:00Z', ...(typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {}),
});

const apiCalls = (mock: FetchMock) => mock.mock.calls.filter(([url]) => !url.includes('/geo/country') && !url.includes(AVAILABILITY) && !isDeskContext(url));

/** The availability changes the page sent (PUT bodies). */
export const availabilityPuts = (mock: FetchMock) =>
  mock.mock.calls.filter(([url, init]) => url.includes(AVAILABILITY) && init?.method === 'PUT').map(([, init]) => JSON.parse(init!.body as string) as unknown);

/** The n-th API call (geo lookups left out): url and parsed JSON body. */
export const apiCall = (mock: FetchMock, n: number) => {
  const call = apiCalls(mock)[n];
  const body = call?.[1]?.body;
  return { url: call?.[0] ?? '', method: call?.[1]?.method, body: JSON.parse(typeof body === 'string' ? body : 'null') as unknown };
};
/** The first API call to `url` (with `method`, GET when left out): url and parsed JSON body. */
export const apiCallTo = (mock: FetchMock, url: string, method = 'GET') => {
  const calls = apiCalls(mock);
  const n = calls.findIndex(([called, init]) => called === url && (init?.method ?? 'GET').toUpperCase() === method);
  return n < 0 ? undefined : apiCall(mock, n);
};
export const apiCallCount = (mock: FetchMock) => apiCalls(mock).length;
