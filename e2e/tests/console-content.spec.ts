import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInByApi } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';
import { png } from '../support/image-files';
import { expect, test } from '../support/client';
import { LANGS, type Lang } from '../support/routes';

/*
 * The content console end to end, with the console in each language: an editor changes the home
 * hero's Arabic title, previews the draft on the real page, publishes it, and the next request for
 * /ar (no browser) shows it while /en keeps its English; an editor publishes a blog post with a
 * picture uploaded to the media library, and it is in the blog list, the sitemap and the audit log.
 * Publish-to-visible is measured and printed.
 */

const EDITOR = { email: 'editor@example.com', password: 'Editor@12345' };
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
const HERO_EN = 'Software that moves your business forward';

const ADMIN_TEXTS = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(__dirname, `../../mf-admin/src/locales/${lang}.json`), 'utf8')) as unknown]),
) as Record<Lang, unknown>;

/** A console text by dotted key, as the page shows it. */
const text = (lang: Lang, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ADMIN_TEXTS[lang]);
  if (typeof value !== 'string') throw new Error(`no admin text ${key} in ${lang}`);
  return value;
};

/** Asks for `path` as a crawler would (no browser, no cookies) until its HTML contains `marker`; the time it took. */
async function untilServed(api: APIRequestContext, pathname: string, marker: string, since: number): Promise<number> {
  for (;;) {
    const html = await (await api.get(pathname, { headers: { 'Cache-Control': 'no-cache' } })).text();
    if (html.includes(marker)) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error(`${pathname} did not show ${marker} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Publishes from the editor's panel; the moment the API's answer arrived. */
async function publish(page: Page, lang: Lang): Promise<number> {
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && /\/api\/admin\/content\/[^/]+\/[^/]+\/publish$/.test(res.url()));
  await page.getByRole('button', { name: text(lang, 'content.publish') }).click();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  return Date.now();
}

/** A unique mark in letters only: later specs scan the Arabic pages these titles appear on for Western digits. */
const stamp = () => Date.now().toString().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

const BODY = {
  en: 'This spring we moved our support desk to business hours in both languages, added saved replies for common questions, and made every answer reach clients by email as well as on the site.',
  ar: 'نقلنا هذا الربيع مكتب الدعم إلى ساعات العمل باللغتين، وأضفنا ردودًا محفوظة للأسئلة الشائعة، وجعلنا كل إجابة تصل إلى العملاء بالبريد الإلكتروني كما تصل على الموقع.',
};

test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`${lang} console: the home hero's Arabic title, previewed then published, is on /ar at the next request and /en keeps English`, async ({ page, api, visitor }) => {
    test.setTimeout(90_000);
    await signInByApi(api, page, visitor.origin, EDITOR.email, EDITOR.password);
    const marker = `برمجيات تنمو معك ${stamp()}`;

    // From the console's list, by keyboard-reachable links, to the hero's editor.
    await page.goto(`/${lang}/admin/content?type=home-hero`);
    await page.getByRole('navigation', { name: text(lang, 'content.typesLabel') }).getByRole('link', { name: text(lang, 'content.types.home-hero') }).waitFor();
    await page.getByRole('main').getByRole('link', { name: lang === 'ar' ? /برمجيات/ : HERO_EN }).click();
    const title = page.getByRole('group', { name: text(lang, 'content.fields.title'), exact: true });
    const arabic = title.getByLabel(text(lang, 'content.lang.ar'), { exact: true });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(title.getByLabel(text(lang, 'content.lang.en'), { exact: true })).toHaveValue(HERO_EN);
    await arabic.fill(marker);

    // The preview is the real server-rendered page, with the draft, in a new tab.
    await page.getByRole('button', { name: text(lang, 'content.preview.make.ar') }).click();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: text(lang, 'content.preview.open.ar') }).click();
    const preview = await opened;
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(marker);
    await preview.close();
    // Still a draft: the public page has not changed.
    expect(await (await api.get('/ar')).text()).not.toContain(marker);

    const published = await publish(page, lang);
    const ms = await untilServed(api, '/ar', marker, published);
    console.log(`publish-to-visible (/ar, console in ${lang}): ${ms} ms`);
    expect(ms).toBeLessThanOrEqual(1_000);
    const en = await (await api.get('/en')).text();
    expect(en).toContain(HERO_EN);
    expect(en).not.toContain(marker);
  });

  test(`${lang} console: a new blog post with a library picture, published, is in the blog list and the sitemap`, async ({ page, api, visitor }) => {
    test.setTimeout(90_000);
    await signInByApi(api, page, visitor.origin, EDITOR.email, EDITOR.password);
    const slug = `spring-notes-${lang}-${stamp()}`;
    const titles = { en: `Spring notes ${slug}`, ar: `ملاحظات الربيع ${slug}` };

    await page.goto(`/${lang}/admin/content?type=articles`);
    await page.getByLabel(text(lang, 'content.new.slug')).fill(slug);
    await page.getByRole('button', { name: text(lang, 'content.new.create') }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/articles/${slug}`));
    const pair = (key: string) => page.getByRole('group', { name: text(lang, `content.fields.${key}`), exact: true });
    for (const side of LANGS) {
      const label = text(lang, `content.lang.${side}`);
      await pair('title').getByLabel(label, { exact: true }).fill(titles[side]);
      await pair('excerpt').getByLabel(label, { exact: true }).fill(side === 'en' ? 'What changed this spring.' : 'ما الذي تغيّر هذا الربيع.');
      await pair('author').getByLabel(label, { exact: true }).fill(side === 'en' ? 'Sara' : 'سارة');
      const body = page.getByRole('textbox', { name: `${text(lang, 'content.fields.body')} (${label})` });
      await body.click();
      // A post as long as a real one: the site's route checks read whichever post is newest.
      await page.keyboard.insertText(side === 'en' ? BODY.en : BODY.ar);
    }
    // The picture: uploaded from the editor into the media library, with its alt text in both
    // languages, and used by its id.
    await page.getByRole('button', { name: text(lang, 'media.picker.open') }).click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'media.picker.heading') });
    await dialog.getByLabel(text(lang, 'media.upload.file')).setInputFiles(png(`${slug}.png`, 90));
    await dialog.getByLabel(text(lang, 'media.upload.altAr')).fill('فريق يعمل');
    await dialog.getByLabel(text(lang, 'media.upload.altEn')).fill('A team at work');
    await dialog.getByRole('button', { name: text(lang, 'media.upload.submit') }).click();
    await expect(dialog).toBeHidden();
    const imageSrc = page.getByLabel(text(lang, 'content.fields.imageSrc'), { exact: true });
    await expect(imageSrc).toHaveValue(/^\/api\/media-library\/[0-9a-f-]{36}\/\d+$/);
    const picture = await imageSrc.inputValue();
    await expect(pair('imageAlt').getByLabel(text(lang, 'content.lang.ar'), { exact: true })).toHaveValue('فريق يعمل');

    // The console itself passes axe in both themes with the editor open (TipTap included).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('banner').locator('button[aria-pressed]').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const published = await publish(page, lang);
    const ms = await untilServed(api, `/${lang}/blog`, titles[lang], published);
    console.log(`publish-to-visible (/${lang}/blog, new post): ${ms} ms`);
    const post = await (await api.get(`/${lang}/blog/${slug}`)).text();
    expect(post).toContain(titles[lang]);
    expect(post).toContain(picture);
    const served = await api.get(picture);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
    const sitemap = await (await api.get('/sitemap.xml')).text();
    for (const side of LANGS) expect(sitemap).toContain(`/${side}/blog/${slug}`);

    // The audit log (an admin's screen) names the post's creation and its publishing.
    await signInByApi(api, page, visitor.origin, ADMIN.email, ADMIN.password);
    for (const action of ['content.draft', 'content.publish']) {
      await page.goto(`/${lang}/admin/audit?action=${action}`);
      await expect(page.getByRole('table')).toContainText(`content.articles ${slug}`);
    }
  });
}
