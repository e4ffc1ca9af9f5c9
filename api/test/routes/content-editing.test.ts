import { sql } from 'drizzle-orm';
import { runSeed } from '../../src/db/seed/index.js';
import { FakeClock, HOUR } from '../../src/lib/clock.js';
import { SCHEDULED_PUBLISH_JOB } from '../../src/plugins/content-editing.js';
import { EDITOR, appForFile, call, loginToken } from '../helper.js';

/*
 * Staff editing of public content through the API: drafts stay off the public site until
 * published, half-translated items need an override, every publish is a version that can be
 * diffed and restored, schedules publish when the (test) clock says so, and preview links show
 * one draft until they expire.
 */
const clock = new FakeClock(new Date('2026-03-01T09:00:00Z'));
const app = appForFile({ clock });
let editor = '';

beforeAll(async () => {
  editor = await loginToken(app, EDITOR.email, EDITOR.password);
});

type Hero = { id: string; title: { en: string; ar: string } } & Record<string, unknown>;
const publicHero = async (lang: 'en' | 'ar', headers: Record<string, string> = {}) => {
  const r = await call(app, { method: 'GET', url: '/api/content/home', lang, headers });
  return { status: r.status, title: (r.body.hero as { title: string } | undefined)?.title, headers: r.headers };
};
const liveHero = async (): Promise<Hero> => {
  const { body } = await call(app, { method: 'GET', url: '/api/admin/content/home-hero', token: editor });
  return (body.items as Array<{ live: Hero }>)[0]!.live;
};
const saveDraft = (type: string, id: string, data: Record<string, unknown>, lang = 'en') =>
  call(app, { method: 'PUT', url: `/api/admin/content/${type}/${id}/draft`, token: editor, payload: { data }, lang });
const publish = (type: string, id: string, payload: object = {}, lang = 'en') =>
  call(app, { method: 'POST', url: `/api/admin/content/${type}/${id}/publish`, token: editor, payload, lang });

test('a draft is invisible to the public until published; publishing shows it on the next request', async () => {
  const hero = await liveHero();
  const englishBefore = (await publicHero('en')).title;
  const draft = await saveDraft('home-hero', hero.id, { ...hero, title: { ...hero.title, ar: 'عنوان عربي جديد' } });
  expect(draft.status).toBe(200);
  expect((await publicHero('ar')).title).toBe(hero.title.ar);

  const published = await publish('home-hero', hero.id);
  expect(published.status).toBe(200);
  // No waiting: the answer comes once this instance has dropped its cached copies.
  expect((await publicHero('ar')).title).toBe('عنوان عربي جديد');
  expect((await publicHero('en')).title).toBe(englishBefore);
  // Published: the draft is gone, and there is nothing more to publish.
  expect((await call(app, { method: 'GET', url: `/api/admin/content/home-hero/${hero.id}`, token: editor })).body.draft).toBeNull();
  expect((await publish('home-hero', hero.id)).status).toBe(409);
});

test('the seed, run again on a start, leaves what staff published', async () => {
  const before = await liveHero();
  await runSeed(app.deps.db, { demoAccounts: false }, app.log);
  expect(await liveHero()).toEqual(before);
  expect(before.title.ar).toBe('عنوان عربي جديد');
});

test('a half-translated item is refused, in the caller’s language, unless the publisher overrides', async () => {
  const hero = await liveHero();
  await saveDraft('home-hero', hero.id, { ...hero, subtitle: { en: 'Only in English', ar: '' } });
  const refused = await publish('home-hero', hero.id, {}, 'ar');
  expect(refused.status).toBe(422);
  expect(refused.body.message).toContain('subtitle');
  expect(refused.body.message).toMatch(/ترجم/);
  expect((await publish('home-hero', hero.id, {}, 'en')).body.message).toMatch(/Translate them, or publish anyway/);
  expect((await publicHero('en')).status).toBe(200);

  const forced = await publish('home-hero', hero.id, { override: true });
  expect(forced.status).toBe(200);
  const live = await liveHero();
  expect(live.subtitle).toEqual({ en: 'Only in English', ar: '' });
});

test('a draft with fields the table does not have, or of the wrong type, is refused', async () => {
  const hero = await liveHero();
  expect((await saveDraft('home-hero', hero.id, { ...hero, extra: 'x' })).status).toBe(422);
  expect((await saveDraft('home-hero', hero.id, { ...hero, title: 'not a pair' })).status).toBe(422);
  expect((await saveDraft('plans', 'basic', { ...hero })).status).toBe(422);
});

test('every publish is a version with its changes; restoring brings an earlier one back as a new version', async () => {
  const hero = await liveHero();
  const item = await call(app, { method: 'GET', url: `/api/admin/content/home-hero/${hero.id}`, token: editor });
  const versions = item.body.versions as Array<{ version: number }>;
  // Version 1 is the shipped content, kept when the item was first published.
  expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
  const second = await call(app, { method: 'GET', url: `/api/admin/content/home-hero/${hero.id}/versions/2`, token: editor });
  expect(second.body.changes).toEqual([{ field: 'title', before: expect.objectContaining({ en: hero.title.en }), after: expect.objectContaining({ ar: 'عنوان عربي جديد' }) }]);
  const original = await call(app, { method: 'GET', url: `/api/admin/content/home-hero/${hero.id}/versions/1`, token: editor });

  const restored = await call(app, { method: 'POST', url: `/api/admin/content/home-hero/${hero.id}/versions/1/restore`, token: editor });
  expect(restored.status).toBe(200);
  expect(restored.body.version).toBe(4);
  expect((await publicHero('ar')).title).toBe((original.body.data as Hero).title.ar);
  expect((await call(app, { method: 'GET', url: `/api/admin/content/home-hero/${hero.id}/versions/99`, token: editor })).status).toBe(404);
});

test('a scheduled draft is published by the job once its time has come, not before', async () => {
  const faq = (await call(app, { method: 'GET', url: '/api/admin/content/faqs', token: editor })).body.items as Array<{ id: string; live: Hero & { question: { en: string; ar: string } } }>;
  const { id, live } = faq[0]!;
  await saveDraft('faqs', id, { ...live, question: { en: 'Scheduled question?', ar: 'سؤال مجدول؟' } });
  const past = await call(app, { method: 'POST', url: `/api/admin/content/faqs/${id}/schedule`, token: editor, payload: { at: new Date(clock.now().getTime() - 1000).toISOString() } });
  expect(past.status).toBe(422);
  const at = new Date(clock.now().getTime() + HOUR).toISOString();
  expect((await call(app, { method: 'POST', url: `/api/admin/content/faqs/${id}/schedule`, token: editor, payload: { at } })).status).toBe(200);

  const questions = async () => ((await call(app, { method: 'GET', url: '/api/faqs', lang: 'en' })).body as unknown as Array<{ question: string }>).map((q) => q.question);
  await app.jobs.runNow(SCHEDULED_PUBLISH_JOB);
  expect(await questions()).not.toContain('Scheduled question?');
  clock.advance(HOUR + 1000);
  const heard = app.contentVersion.next(2000);
  await app.jobs.runNow(SCHEDULED_PUBLISH_JOB);
  await heard;
  expect(await questions()).toContain('Scheduled question?');
});

test('a new article exists only as a draft until published, then in the list and the sitemap', async () => {
  const articles = (await call(app, { method: 'GET', url: '/api/admin/content/articles', token: editor })).body.items as Array<{ live: Record<string, unknown> }>;
  const sample = articles[0]!.live;
  const id = 'new-draft-article';
  const data = { ...sample, id, kind: 'blog', title: { en: 'Fresh post', ar: 'مقال جديد' }, publishedAt: clock.now().toISOString() };
  expect((await saveDraft('articles', id, data)).status).toBe(200);
  expect((await call(app, { method: 'GET', url: `/api/articles/${id}` })).status).toBe(404);
  const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  expect(await sitemap()).not.toContain(`/blog/${id}<`);
  expect((await publish('articles', id)).status).toBe(200);
  expect(await sitemap()).toContain(`/en/blog/${id}<`);
  const page = await call(app, { method: 'GET', url: '/api/articles?kind=blog', lang: 'ar' });
  expect((page.body.items as Array<{ id: string; title: string }>)[0]).toMatchObject({ id, title: 'مقال جديد' });
});

test('an article’s body is stored without scripts, event handlers or javascript: links', async () => {
  const { live } = ((await call(app, { method: 'GET', url: '/api/admin/content/articles', token: editor })).body.items as Array<{ live: Record<string, unknown> }>)[0]!;
  const body = {
    en: '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><img src="https://example.com/a.png" onerror="x()"></p>',
    ar: '<p>مرحبا <a href="https://example.com" target="_blank">رابط</a></p>',
  };
  const saved = await saveDraft('articles', live.id as string, { ...live, body });
  const stored = (saved.body.data as { body: { en: string; ar: string } }).body;
  expect(stored.en).toBe('<p>Hi <a>x</a><img src="https://example.com/a.png" /></p>');
  expect(stored.ar).toBe('<p>مرحبا <a href="https://example.com" target="_blank" rel="noopener noreferrer">رابط</a></p>');
});

test('an article body written around the API still reaches the public read without a script; plain text is escaped', async () => {
  const { live } = ((await call(app, { method: 'GET', url: '/api/admin/content/articles', token: editor })).body.items as Array<{ live: Record<string, unknown> }>)[1]!;
  const id = live.id as string;
  await app.deps.db.execute(sql`update content_articles set body = ${JSON.stringify({ en: '<p>Hi<script>alert(1)</script><a href="javascript:x()" onmouseover="y()">z</a></p>', ar: 'نص <عادي> & فقرة\n\nثانية' })}::jsonb where id = ${id}`);
  const en = await call(app, { method: 'GET', url: `/api/articles/${id}`, lang: 'en' });
  expect(en.body.body).toBe('<p>Hi<a>z</a></p>');
  const ar = await call(app, { method: 'GET', url: `/api/articles/${id}`, lang: 'ar' });
  expect(ar.body.body).toBe('<p>نص &lt;عادي&gt; &amp; فقرة</p><p>ثانية</p>');
});

describe('preview links', () => {
  let hero: Hero;
  let token = '';
  beforeAll(async () => {
    hero = await liveHero();
    await saveDraft('home-hero', hero.id, { ...hero, title: { en: 'Preview title', ar: 'عنوان المعاينة' } });
    const link = await call(app, { method: 'POST', url: `/api/admin/content/home-hero/${hero.id}/preview`, token: editor, payload: { lang: 'ar' } });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/ar\?preview=/);
    token = new URL(link.body.url as string, 'http://x').searchParams.get('preview')!;
  });

  test('show the draft to whoever holds the link, uncached, while everyone else sees the live content', async () => {
    const preview = await publicHero('ar', { 'x-content-preview': token });
    expect(preview.title).toBe('عنوان المعاينة');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect((await publicHero('en', { 'x-content-preview': token })).title).toBe('Preview title');
    expect((await publicHero('ar')).title).toBe(hero.title.ar);
  });

  test('answer 404 when altered or expired', async () => {
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await publicHero('ar', { 'x-content-preview': altered })).status).toBe(404);
    clock.advance(HOUR + 1000);
    expect((await publicHero('ar', { 'x-content-preview': token })).status).toBe(404);
  });
});
