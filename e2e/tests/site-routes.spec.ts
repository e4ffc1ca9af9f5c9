import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import { LANGS, MARKETING_KEYS, PUBLIC_ROUTES, concretePath, expectedTitle } from '../support/routes';

/*
 * Every public route of the route table in both languages: HTTP 200, <html lang dir>,
 * a visible h1 with real content in the page language, the "<site> | <page>" title, no raw translation
 * keys, no failed or empty content blocks, and no serious/critical WCAG 2 A/AA violations.
 */
test.describe.configure({ mode: 'parallel' });

/** Detail pages show the item's own title as their h1. */
const DETAIL_API: Record<string, string> = {
  'blog-details': '/api/articles/',
  'project-details': '/api/projects/',
  'service-details': '/api/services/',
  'work-method-details': '/api/work-methods/',
};

/** The test page shows the loading, failed and empty states on purpose. */
const SHOWS_STATES_ON_PURPOSE = new Set(['test']);

const ARABIC_WORD = /\p{Script=Arabic}{2,}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

for (const lang of LANGS) {
  for (const route of PUBLIC_ROUTES) {
    test(`${lang} /${route.pattern || '(home)'} renders real content, title, no raw keys, no serious a11y issues`, async ({ page, request }) => {
      const path = await concretePath(request, route, lang);
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

      const main = page.locator('main');
      const h1 = main.locator('h1').first();
      await expect(h1).toBeVisible();
      // 'Support Assistance' is a literal English title in both languages.
      const literalTitle = route.id === 'support-assistance';
      await expect(h1).toHaveText(lang === 'ar' && !literalTitle ? ARABIC_WORD : LATIN_WORD);
      // A record's page is titled with its record (what its heading names); any other with its route.
      if (route.pattern.includes(':')) await expect(page).toHaveTitle(`${expectedTitle(route, lang).split(' | ')[0]} | ${(await h1.textContent())!.trim()}`);
      else await expect(page).toHaveTitle(expectedTitle(route, lang));

      if (!SHOWS_STATES_ON_PURPOSE.has(route.id)) {
        // Content has loaded: no skeletons left, nothing failed, nothing empty.
        await expect(main.locator('.mk-skeleton')).toHaveCount(0, { timeout: 10_000 });
        await expect(main.locator('.mk-state--error'), 'a content block failed to load').toHaveCount(0);
        await expect(main.locator('.mk-state--empty'), 'a content block is empty').toHaveCount(0);
      }
      await expect(main).not.toContainText('something went wrong');

      const detailApi = DETAIL_API[route.id];
      if (detailApi) {
        const id = decodeURIComponent(path.split('/').pop()!);
        const item = await request.get(`${detailApi}${encodeURIComponent(id)}`, { headers: { 'Accept-Language': lang } });
        expect(item.status()).toBe(200);
        const { title, name } = (await item.json()) as { title?: string; name?: string };
        await expect(h1).toHaveText(String(title ?? name));
      }

      const text = await main.innerText();
      expect(text.length, 'main has real content').toBeGreaterThan(120);
      if (lang === 'ar') expect(text).toMatch(ARABIC_WORD);
      const rawKeys = MARKETING_KEYS.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(text));
      expect(rawKeys, 'translation keys shown as text').toEqual([]);
      expect(text, 'uninterpolated placeholders').not.toMatch(/\{\{\s*\w+\s*\}\}/);

      expect(await seriousA11yViolations(page), `axe on ${path}`).toEqual([]);
    });
  }
}
