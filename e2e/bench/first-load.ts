import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';

interface Req { url: string; start: number; end: number; script: boolean; gzip: number }

export interface FirstLoad {
  /** Script bytes (gzip, as the server sends them) requested before the page was interactive. */
  jsGzipKB: number;
  /** The longest chain of requests that had to finish one after another before the hero painted. */
  chainedRequests: number;
  lcpMs: number;
  interactiveMs: number;
}

/** Marks the moment the page can be used: the shell's own mark, else single-spa's first mount. */
const WATCH_INTERACTIVE = () => {
  window.addEventListener('single-spa:first-mount', () => performance.mark('bench:first-mount'), { once: true });
};

/**
 * One cold load in Chromium. Timings come from the page's own clock (Resource Timing, the LCP
 * entry, performance marks). The browser asks for gzip only, so each script's encoded size is what
 * the server sends a browser without Brotli: the build's pre-compressed copy, or the file as is
 * where it has none. BENCH_DEBUG=1 prints the waterfall behind the chain count.
 */
export async function firstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    await page.addInitScript(WATCH_INTERACTIVE);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('sh:interactive').length + performance.getEntriesByName('bench:first-mount').length > 0);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(async () => {
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // No named helpers in here: tsx would wrap them in a __name() call the page does not have.
      return {
        lcp,
        interactive: performance.getEntriesByName('sh:interactive')[0]?.startTime ?? performance.getEntriesByName('bench:first-mount')[0]?.startTime ?? NaN,
        entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
          url: e.name,
          start: e.startTime,
          end: (e as PerformanceResourceTiming).responseEnd,
          script: (e as PerformanceResourceTiming).initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name),
          gzip: (e as PerformanceResourceTiming).encodedBodySize,
        })),
      };
    });
    const requests: Req[] = timing.entries;
    const beforeHero = requests.filter((r) => r.start <= timing.lcp).sort((a, b) => a.start - b.start);
    // depth(r) = 1 + deepest request that had finished before r started.
    const depth = new Map<Req, number>();
    for (const r of beforeHero) {
      const parents = beforeHero.filter((p) => p.end <= r.start);
      depth.set(r, 1 + Math.max(0, ...parents.map((p) => depth.get(p) ?? 1)));
    }
    if (process.env.BENCH_DEBUG) {
      for (const r of requests) console.error(depth.get(r) ?? '-', Math.round(r.start), Math.round(r.end), new URL(r.url).pathname, r.gzip);
      console.error('lcp', Math.round(timing.lcp), 'interactive', Math.round(timing.interactive));
    }
    const js = requests.filter((r) => r.script && r.start <= timing.interactive);
    return {
      jsGzipKB: +(js.reduce((s, r) => s + r.gzip, 0) / 1024).toFixed(1),
      chainedRequests: Math.max(0, ...depth.values()),
      lcpMs: Math.round(timing.lcp),
      interactiveMs: Math.round(timing.interactive),
    };
  } finally {
    await browser.close();
  }
}
