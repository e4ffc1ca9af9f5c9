/**
 * First-load cost of the home page in each language: JavaScript bytes (gzip), all bytes,
 * and the longest chain of requests that had to finish one after another before the
 * home content painted. Run: npm run bench -w @site/e2e (after npm run build).
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';
import { startServer } from './serve';

interface Req { url: string; start: number; end: number; script: boolean; gzip: number }

/**
 * Timings come from the page's own clock (Resource Timing), so "before paint" means before
 * the moment a MutationObserver saw the home heading; bodies are gzipped here to count
 * bytes as a compressing server or CDN would send them.
 */
async function measure(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main h1')) return;
      (window as unknown as { paintedAt: number }).paintedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const gzipByUrl = new Map<string, number>();
  page.on('response', (res) => {
    void res.body().then((body) => gzipByUrl.set(res.url(), gzipSync(body).length), () => undefined);
  });
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    paintedAt: (window as unknown as { paintedAt: number }).paintedAt,
    entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      url: e.name,
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd,
      script: (e as PerformanceResourceTiming).initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name),
    })),
  }));
  await browser.close();
  const beforePaint: Req[] = timing.entries
    .filter((e) => e.start <= timing.paintedAt)
    .map((e) => ({ ...e, gzip: gzipByUrl.get(e.url) ?? 0 }));
  // depth(r) = 1 + deepest request that had finished before r started.
  const sorted = [...beforePaint].sort((a, b) => a.start - b.start);
  const depth = new Map<Req, number>();
  for (const r of sorted) {
    const parents = sorted.filter((p) => p.end <= r.start);
    depth.set(r, 1 + Math.max(0, ...parents.map((p) => depth.get(p) ?? 1)));
  }
  // BENCH_DEBUG=1 prints the waterfall (depth, start, end, path, gzip bytes) behind the count.
  if (process.env.BENCH_DEBUG) {
    for (const r of sorted) console.error(depth.get(r), Math.round(r.start), Math.round(r.end), new URL(r.url).pathname, r.gzip);
  }
  const js = beforePaint.filter((r) => r.script);
  return {
    url,
    paintedMs: Math.round(timing.paintedAt),
    requestsBeforePaint: beforePaint.length,
    chainedRequests: Math.max(0, ...depth.values()),
    jsGzipKB: +(js.reduce((s, r) => s + r.gzip, 0) / 1024).toFixed(1),
    allGzipKB: +(beforePaint.reduce((s, r) => s + r.gzip, 0) / 1024).toFixed(1),
  };
}

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3230));
  try {
    for (const lang of ['en', 'ar']) {
      const runs: Awaited<ReturnType<typeof measure>>[] = [];
      for (let i = 0; i < 3; i++) runs.push(await measure(`${server.url}/${lang}`));
      type NumericKey = Exclude<keyof (typeof runs)[number], 'url'>;
      const median = (k: NumericKey): number => runs.map((r) => r[k]).sort((a, b) => a - b)[1] ?? NaN;
      console.log(JSON.stringify({ lang, jsGzipKB: median('jsGzipKB'), allGzipKB: median('allGzipKB'), chainedRequests: median('chainedRequests'), requestsBeforePaint: median('requestsBeforePaint'), paintedMs: median('paintedMs') }));
    }
  } finally {
    server.stop();
  }
}

void main();
