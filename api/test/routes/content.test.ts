import { appForFile, call } from '../helper.js';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

const app = appForFile();

/** Every string in a payload, minus URLs, ids and other values that are not prose. */
function prose(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    const skip = /^(id|src|href|ctaHref|website|mimeType|poster|captionsSrc|publishedAt|releasedAt|version|kind|period|currency|icon|timeZone|embedUrl|email|phone|mobile|whatsapp|taxNumber|commercialRegistration|buildingNumber|floorNumber|opens|closes)$/;
    return skip.test(key) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((v) => prose(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  return [];
}

const LIST_ENDPOINTS: Array<[string, number]> = [
  ['/api/partners', 8],
  ['/api/branches', 4],
  ['/api/team', 8],
  ['/api/testimonials', 6],
  ['/api/features', 6],
  ['/api/services', 6],
  ['/api/projects', 6],
  ['/api/work-methods', 5],
  ['/api/plans', 3],
  ['/api/subscriptions', 4],
  ['/api/faqs', 10],
  ['/api/terms', 8],
  ['/api/changelog', 10],
  ['/api/media?kind=video', 4],
  ['/api/media?kind=audio', 4],
];

describe.each(LIST_ENDPOINTS)('GET %s', (url, length) => {
  test.each(['en', 'ar'])('answers in %s with the seeded records', async (lang) => {
    const res = await call(app, { method: 'GET', url, lang });
    expect(res.status).toBe(200);
    const items = res.raw.json<unknown[]>();
    expect(items).toHaveLength(length);
    const texts = prose(items);
    expect(texts.length).toBeGreaterThan(0);
    if (lang === 'ar') expect(texts.every((s) => ARABIC.test(s) || !LATIN_WORD.test(s) || /^[A-Z0-9 .\-/]+$/i.test(s))).toBe(true);
    if (lang === 'ar') expect(texts.some((s) => ARABIC.test(s))).toBe(true);
    else expect(texts.some((s) => ARABIC.test(s))).toBe(false);
  });
});

test('home and company come in both languages with the same structure', async () => {
  for (const url of ['/api/content/home', '/api/content/company']) {
    const en = await call(app, { method: 'GET', url, lang: 'en' });
    const ar = await call(app, { method: 'GET', url, lang: 'ar' });
    expect(en.status).toBe(200);
    expect(ar.status).toBe(200);
    expect(Object.keys(ar.body).sort()).toEqual(Object.keys(en.body).sort());
    expect(prose(en.body).some((s) => ARABIC.test(s))).toBe(false);
    expect(prose(ar.body).some((s) => ARABIC.test(s))).toBe(true);
  }
  const home = (await call(app, { method: 'GET', url: '/api/content/home', lang: 'ar' })).body as Record<string, unknown[]>;
  expect(home.features).toHaveLength(6);
  expect(home.services).toHaveLength(6);
  expect(home.workMethods).toHaveLength(5);
  expect(home.testimonials).toHaveLength(6);
  expect(home.faqs).toHaveLength(10);
});

test('company facts: Riyadh time zone, Sunday..Saturday with Friday closed, map embed', async () => {
  const { body } = await call(app, { method: 'GET', url: '/api/content/company' });
  expect(body.name).toBe('Nukhba Software');
  expect(body.timeZone).toBe('Asia/Riyadh');
  const hours = body.hours as Array<{ weekday: number; opens: string | null; closes: string | null }>;
  expect(hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(hours[5]).toEqual({ weekday: 5, opens: null, closes: null });
  expect(hours[0]?.opens).toMatch(/^\d{2}:\d{2}$/);
  expect(body.taxNumber).toMatch(/^\d{15}$/);
  expect(body.commercialRegistration).toMatch(/^\d{10}$/);
  expect((body.map as { embedUrl: string }).embedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
});

test('faqs fall into three categories; plans carry SAR prices with one highlighted', async () => {
  const faqs = (await call(app, { method: 'GET', url: '/api/faqs', lang: 'ar' })).raw.json<Array<{ category: string }>>();
  expect(new Set(faqs.map((f) => f.category)).size).toBe(3);
  const plans = (await call(app, { method: 'GET', url: '/api/plans' })).raw.json<Array<Record<string, unknown>>>();
  expect(plans.every((p) => p.currency === 'SAR' && (p.yearlyPrice as number) > (p.monthlyPrice as number))).toBe(true);
  expect(plans.filter((p) => p.highlighted)).toHaveLength(1);
  const changelog = (await call(app, { method: 'GET', url: '/api/changelog' })).raw.json<Array<{ version: string; kind: string }>>();
  expect(new Set(changelog.map((c) => c.version)).size).toBe(3);
  expect(new Set(changelog.map((c) => c.kind))).toEqual(new Set(['new', 'improved', 'fixed']));
});

describe('articles', () => {
  test('blog pages of 6: 12 posts over two pages, newest first, no overlap', async () => {
    const p1 = await call(app, { method: 'GET', url: '/api/articles?kind=blog&page=1&pageSize=6', lang: 'ar' });
    const p2 = await call(app, { method: 'GET', url: '/api/articles?kind=blog&page=2&pageSize=6', lang: 'ar' });
    const p3 = await call(app, { method: 'GET', url: '/api/articles?kind=blog&page=3&pageSize=6', lang: 'ar' });
    expect(p1.body).toMatchObject({ page: 1, pageSize: 6, total: 12 });
    const items1 = p1.body.items as Array<{ id: string; kind: string; publishedAt: string; title: string }>;
    const items2 = p2.body.items as Array<{ id: string }>;
    expect(items1).toHaveLength(6);
    expect(items2).toHaveLength(6);
    expect(p3.body.items).toEqual([]);
    expect(items1.every((a) => a.kind === 'blog' && ARABIC.test(a.title))).toBe(true);
    const dates = items1.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set([...items1, ...items2].map((a) => a.id)).size).toBe(12);
  });

  test('news has 8 items; no kind lists all 20; defaults page 1 size 10', async () => {
    const news = await call(app, { method: 'GET', url: '/api/articles?kind=news&pageSize=6&page=2' });
    expect(news.body).toMatchObject({ page: 2, pageSize: 6, total: 8 });
    expect(news.body.items).toHaveLength(2);
    const all = await call(app, { method: 'GET', url: '/api/articles' });
    expect(all.body).toMatchObject({ page: 1, pageSize: 10, total: 20 });
  });

  test('invalid paging is a translated 422', async () => {
    const res = await call(app, { method: 'GET', url: '/api/articles?kind=poems&page=0', lang: 'ar' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(ARABIC);
    expect((res.body.errors ?? []).length).toBeGreaterThan(0);
  });

  test('detail by id in both languages', async () => {
    const en = await call(app, { method: 'GET', url: '/api/articles/rtl-first-design', lang: 'en' });
    const ar = await call(app, { method: 'GET', url: '/api/articles/rtl-first-design', lang: 'ar' });
    expect(en.body.title).toBe('Designing right-to-left first');
    expect(ar.body.title).toBe('التصميم من اليمين إلى اليسار أولًا');
    expect(ar.body.tags).toEqual(['التصميم', 'العربية']);
  });
});

describe.each(['/api/articles', '/api/services', '/api/projects', '/api/work-methods'])('%s/:id', (base) => {
  test('known id answers, unknown id is 404 in English and Arabic', async () => {
    const list = await call(app, { method: 'GET', url: base === '/api/articles' ? '/api/articles?pageSize=1' : base });
    const first = (Array.isArray(list.raw.json()) ? list.raw.json() : list.body.items) as Array<{ id: string }>;
    const ok = await call(app, { method: 'GET', url: `${base}/${first[0]?.id}` });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(first[0]?.id);

    const en = await call(app, { method: 'GET', url: `${base}/no-such-id`, lang: 'en' });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ message: '404 Page Not Found', errors: [] });
    const ar = await call(app, { method: 'GET', url: `${base}/no-such-id`, lang: 'ar' });
    expect(ar.status).toBe(404);
    expect(ar.body.message).toMatch(ARABIC);
    expect(ar.body.errors).toEqual([]);
    expect(en.headers.etag).toBeUndefined();
  });
});

describe('HTTP caching', () => {
  test('Vary, Cache-Control and a strong ETag; If-None-Match gives 304', async () => {
    const first = await call(app, { method: 'GET', url: '/api/features', lang: 'ar' });
    expect(first.headers.vary).toMatch(/accept-language/i);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await call(app, { method: 'GET', url: '/api/features', lang: 'ar', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const weak = await call(app, { method: 'GET', url: '/api/features', lang: 'ar', headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
  });

  test('the other language has another ETag, so a stale copy is not revalidated across languages', async () => {
    const ar = await call(app, { method: 'GET', url: '/api/content/home', lang: 'ar' });
    const en = await call(app, { method: 'GET', url: '/api/content/home', lang: 'en', headers: { 'if-none-match': ar.headers.etag as string } });
    expect(en.status).toBe(200);
    expect(en.headers.etag).not.toBe(ar.headers.etag);
  });
});
