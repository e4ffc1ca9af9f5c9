import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGS, marketingText, type Lang } from '../support/routes';

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

/**
 * The page of one kind of recording: a native player per item the API lists, each with controls
 * and a file that loads, the first title shown. Answers the players.
 */
async function expectPlayers(page: Page, request: APIRequestContext, kind: 'video' | 'audio', lang: Lang) {
  const items = (await (await request.get(`/api/media?kind=${kind}`, { headers: { 'Accept-Language': lang } })).json()) as { title: string }[];
  expect(items.length).toBeGreaterThan(0);
  await page.goto(`/${lang}/${kind}s`);
  const players = page.locator(`main ${kind}`);
  await expect(players).toHaveCount(items.length);
  for (const player of await players.all()) {
    await expect(player).toHaveAttribute('controls', '');
    const src = await player.locator('source').getAttribute('src');
    expect((await request.head(src!)).status(), `${kind} file ${src}`).toBe(200);
  }
  await expect(page.locator('main')).toContainText(items[0]!.title);
  return players;
}

test('videos: native players with captions that load, one per video of the API', async ({ page, request }) => {
  for (const video of await (await expectPlayers(page, request, 'video', 'en')).all()) {
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveCount(1);
    await expect(track).toHaveAttribute('srclang', 'en');
    const vtt = await request.get((await track.getAttribute('src'))!);
    expect(vtt.status()).toBe(200);
    expect(await vtt.text()).toMatch(/^WEBVTT/);
  }
});

test('audios: native audio players whose files load', async ({ page, request }) => {
  await expectPlayers(page, request, 'audio', 'ar');
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
