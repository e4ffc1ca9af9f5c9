import type { Page } from '@playwright/test';

/**
 * The visible text of the page's main parts (header, main, footer, the chat launcher) that holds
 * Western digits outside a left-to-right island: a phone number, a code, an email or a URL is
 * marked `dir="ltr"` (or is an input's own value) and keeps its digits; everything else on an
 * Arabic page reads in Arabic-Indic digits. Answers each offending text with where it sits.
 */
export async function westernDigitsOutsideLtr(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[0-9]/.test(text)) continue;
      const parent = node.parentElement;
      // The page's own direction (html dir="ltr" in English) is not an island.
      if (!parent || parent.closest('script, style, noscript, template, :not(html)[dir="ltr"], input, textarea, code, kbd, samp')) continue;
      // Only what a person sees: a laid-out box, not hidden, not clipped away for screen readers only.
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none' || parent.getClientRects().length === 0) continue;
      if (parent.closest('[class*="visually-hidden"]')) continue;
      const where = parent.id ? `#${parent.id}` : `${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}`;
      found.push(`${where}: ${text.trim().slice(0, 80)}`);
    }
    return found;
  });
}
