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
 * service's `1;SA;...` format) and consumes no answer; a call beyond the list fails like an offline network.
 */
export function mockFetch(...answers: Array<[number, unknown]>): FetchMock {
  const queue = [...answers];
  const mock: FetchMock = jest.fn((input: string) => {
    if (input.includes('/geo/country')) return Promise.resolve(jsonResponse(200, '1;SA;SAU;Saudi Arabia', 'text/plain'));
    const next = queue.shift();
    return next ? Promise.resolve(jsonResponse(...next)) : Promise.reject(new TypeError('offline'));
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const apiCalls = (mock: FetchMock) => mock.mock.calls.filter(([url]) => !url.includes('/geo/country'));

/** The n-th API call (geo lookups left out): url and parsed JSON body. */
export const apiCall = (mock: FetchMock, n: number) => {
  const call = apiCalls(mock)[n];
  const body = call?.[1]?.body;
  return { url: call?.[0] ?? '', method: call?.[1]?.method, body: JSON.parse(typeof body === 'string' ? body : 'null') as unknown };
};
export const apiCallCount = (mock: FetchMock) => apiCalls(mock).length;
