/** A scripted `fetch` for unit tests: answers in order, records every call. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  contentType?: string;
}

export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export function fakeFetch(...answers: Array<FakeAnswer | Error>) {
  const calls: RecordedCall[] = [];
  const queue = [...answers];
  const fn = jest.fn((url: string, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next) return Promise.reject(new Error('fakeFetch: no answer scripted'));
    if (next instanceof Error) return Promise.reject(next);
    const text = next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    const contentType = next.contentType ?? (typeof next.body === 'string' ? 'text/plain' : 'application/json');
    return Promise.resolve({
      ok: next.status >= 200 && next.status < 300,
      status: next.status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: () => Promise.resolve(text),
    } as unknown as Response);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
