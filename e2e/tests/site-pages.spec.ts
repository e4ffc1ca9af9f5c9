import { expect, test } from '@playwright/test';
import { LANGS, marketingText } from '../support/routes';

/* Behaviour of individual public pages (issue 3): error screen, media players, pagination, FAQ search. */

test.describe.configure({ mode: 'parallel' });

for (const [lang, heading] of [['en', 'something went wrong'], ['ar', 'حدث خطأ ما']] as const) {
  test(`${lang}: an unknown blog id shows the 404 error screen with a way home`, async ({ page }) => {
    await page.goto(`/${lang}/blog/no-such-post-e2e`);
    const main = page.locator('main');
    await expect(main).toContainText(heading);
    await expect(main).toContainText('404');
    await main.getByRole('link', { name: lang === 'en' ? /home/i : /الرئيسية/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
  });
}

test('videos: native players with captions that load, one per video of the API', async ({ page, request }) => {
  const videos = (await (await request.get('/api/media?kind=video', { headers: { 'Accept-Language': 'en' } })).json()) as { title: string }[];
  expect(videos.length).toBeGreaterThan(0);
  await page.goto('/en/videos');
  const players = page.locator('main video');
  await expect(players).toHaveCount(videos.length);
  for (const video of await players.all()) {
    await expect(video).toHaveAttribute('controls', '');
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveCount(1);
    await expect(track).toHaveAttribute('srclang', 'en');
    const vtt = await request.get((await track.getAttribute('src'))!);
    expect(vtt.status()).toBe(200);
    expect(await vtt.text()).toMatch(/^WEBVTT/);
    const src = await video.locator('source').getAttribute('src');
    expect((await request.head(src!)).status(), `video file ${src}`).toBe(200);
  }
  await expect(page.locator('main')).toContainText(videos[0]!.title);
});

test('audios: native audio players whose files load', async ({ page, request }) => {
  const audios = (await (await request.get('/api/media?kind=audio', { headers: { 'Accept-Language': 'ar' } })).json()) as { title: string }[];
  expect(audios.length).toBeGreaterThan(0);
  await page.goto('/ar/audios');
  const players = page.locator('main audio');
  await expect(players).toHaveCount(audios.length);
  for (const audio of await players.all()) {
    await expect(audio).toHaveAttribute('controls', '');
    const src = await audio.locator('source').getAttribute('src');
    expect((await request.head(src!)).status(), `audio file ${src}`).toBe(200);
  }
  await expect(page.locator('main')).toContainText(audios[0]!.title);
});

test('blog pagination goes to page 2 and shows the second page of articles', async ({ page, request }) => {
  type Page = { items: { title: string }[]; total: number; pageSize: number };
  const get = async (n: number) =>
    (await (await request.get(`/api/articles?kind=blog&page=${n}`, { headers: { 'Accept-Language': 'en' } })).json()) as Page;
  const [first, second] = await Promise.all([get(1), get(2)]);
  expect(first.total, 'the seed has more than one page of blog posts').toBeGreaterThan(first.pageSize);

  await page.goto('/en/blog');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: first.items[0]!.title })).toBeVisible();
  const pager = main.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/en\/blog\?page=2$/);
  await expect(main.getByRole('heading', { name: second.items[0]!.title })).toBeVisible();
  await expect(main.getByRole('heading', { name: first.items[0]!.title })).toHaveCount(0);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  // Back to page 1 with the "previous" control.
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(main.getByRole('heading', { name: first.items[0]!.title })).toBeVisible();
});

for (const lang of LANGS) {
  test(`${lang}: FAQ search filters the questions, and a question expands to its answer`, async ({ page, request }) => {
    const faqs = (await (await request.get('/api/faqs', { headers: { 'Accept-Language': lang } })).json()) as { question: string; answer: string }[];
    expect(faqs.length).toBeGreaterThan(2);
    const target = faqs[faqs.length - 1]!;
    // The longest word of the last question: specific enough to narrow the list.
    const word = target.question.split(/[\s؟?،,.]+/).sort((a, b) => b.length - a.length)[0]!;

    await page.goto(`/${lang}/questions`);
    const items = page.locator('main details');
    await expect(items).toHaveCount(faqs.length);
    await page.getByRole('searchbox').fill(word);
    await expect.poll(() => items.count()).toBeLessThan(faqs.length);
    await expect(items.filter({ hasText: target.question })).toHaveCount(1);
    for (const text of await items.allTextContents()) expect(text.toLowerCase()).toContain(word.toLowerCase());

    const item = items.filter({ hasText: target.question });
    await expect(item.getByText(target.answer)).toBeHidden();
    await item.locator('summary').click();
    await expect(item.getByText(target.answer)).toBeVisible();

    await page.getByRole('searchbox').fill('zzqx-no-such-question');
    await expect(items).toHaveCount(0);
    await expect(page.locator('main')).toContainText(marketingText(lang, 'faq.noResults'));
    await page.getByRole('searchbox').fill('');
    await expect(items).toHaveCount(faqs.length);
  });
}
