import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2 A/AA violations of impact serious or critical on the page as it is now, one line
 * per violation with the first offending nodes, so a failing test says what to fix.
 */
export async function seriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  // Contrast is measured on what is painted: a scroll-reveal fade caught half way reads as
  // pale text. Wait for finite animations and transitions (decorations loop forever).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Plus WCAG 2.5.3 (label in name): axe ships it as experimental, so it is switched on by name.
  const builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa']);
  // Frames whose scripts are off (sandboxed) cannot run axe: leave them out and check their documents on their own.
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} nodes) -> ${nodes.join(' | ')}`;
    });
}
