import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Rules outside the WCAG 2 A/AA tags that every check runs as well. */
const SWITCHED_ON = ['label-content-name-mismatch'];

/**
 * WCAG 2 A/AA violations of impact serious or critical on the page as it is now, one line
 * per violation with the first offending nodes, so a failing test says what to fix.
 */
export async function seriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  // Contrast is measured on what is painted: a fade caught half way (a scroll reveal, a toast
  // leaving) reads as pale text no reader ever sees. So the page is measured once nothing
  // finite is moving, and measured again if something started moving while axe was reading it.
  for (let attempt = 1; ; attempt += 1) {
    await settled(page);
    const results = await analyze(page, options.exclude ?? []);
    const movedDuringRun = await page.evaluate(() => (window as unknown as { __axeMoved?: number }).__axeMoved ?? 0);
    if (movedDuringRun === 0 || attempt === 3) return serious(results);
  }
}

/** Waits for finite animations and transitions (decorations loop forever) and starts counting new ones. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.evaluate(() => {
    const w = window as unknown as { __axeMoved?: number; __axeWatching?: boolean };
    w.__axeMoved = 0;
    if (w.__axeWatching) return;
    w.__axeWatching = true;
    const count = () => { w.__axeMoved = (w.__axeMoved ?? 0) + 1; };
    for (const type of ['animationstart', 'transitionstart']) document.addEventListener(type, count, true);
  });
}

async function analyze(page: Page, exclude: string[]) {
  // Plus WCAG 2.5.3 (label in name): axe ships it as experimental, so it is switched on by name.
  // `options` replaces every option, so it comes before `withTags`; that the rule really ran is
  // checked below, so no reordering or upgrade can drop it unnoticed.
  const builder = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(SWITCHED_ON.map((id) => [id, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa']);
  // Frames whose scripts are off (sandboxed) cannot run axe: leave them out and check their documents on their own.
  for (const selector of exclude) builder.exclude(selector);
  return builder.analyze();
}

function serious(results: Awaited<ReturnType<typeof analyze>>): string[] {
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id));
  const dropped = SWITCHED_ON.filter((id) => !ran.has(id));
  if (dropped.length > 0) throw new Error(`axe did not run ${dropped.join(', ')}`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} nodes) -> ${nodes.join(' | ')}`;
    });
}
