import type { Facet, ListingPage, ListingSummary } from '@site/shared/listings/core';

const facet = (label: string): Facet => ({ key: label.toLowerCase(), label });

export const group = (overrides: Partial<ListingSummary> = {}): ListingSummary => ({
  id: 'g1',
  section: 'groups',
  name: 'Product designers',
  type: facet('Professional'),
  categories: [facet('Design'), facet('UX')],
  location: facet('Riyadh'),
  speciality: 'Interface design',
  rating: 4.5,
  membersCount: 1250,
  status: 'open',
  createdAt: '2024-05-01T10:00:00.000Z',
  image: '',
  ...overrides,
});

export const page = (items: ListingSummary[], extra: Partial<ListingPage> = {}): ListingPage => ({
  items, page: 1, pageSize: 10, total: items.length, facets: { types: [], categories: [], locations: [] }, ...extra,
});

const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: () => Promise.resolve(JSON.stringify(body)),
});

type Answer = { status: number; body: unknown } | Error;

/** A fetch test double: answers each call from `answer(url)` and records the calls. */
export function fakeFetch(answer: (url: URL) => Answer) {
  const fake = jest.fn((input: string, _init?: RequestInit) => {
    const result = answer(new URL(input, 'http://localhost'));
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(json(result.status, result.body));
  });
  global.fetch = fake as unknown as typeof fetch;
  return fake;
}

/** The query of every /api/groups request made so far. */
export const groupRequests = (fake: ReturnType<typeof fakeFetch>) =>
  fake.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === '/api/groups');
