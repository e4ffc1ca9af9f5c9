/**
 * First-load cost of the home page in each language: JavaScript bytes (gzip), all bytes,
 * and the longest chain of requests that had to finish one after another before the
 * home content painted. Run: npm run bench -w @site/e2e (after npm run build).
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';
import { startServer } from './serve';

interface Req { url: string; start: number; end: number; type: string; gzip: number }

async function measure(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const t0 = Date.now();
  const reqs: Req[] = [];
  const starts = new Map<object, number>();
  page.on('request', (r) => starts.set(r, Date.now() - t0));
  page.on('requestfinished', (r) => {
    void r.response().then(async (res) => {
      const body = res ? await res.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      reqs.push({ url: r.url(), start: starts.get(r) ?? 0, end: Date.now() - t0, type: r.resourceType(), gzip: gzipSync(body).length });
    });
  });
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  const paintedAt = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  await browser.close();
  const beforePaint = reqs.filter((r) => r.start <= paintedAt);
  // depth(r) = 1 + deepest request that had finished before r started.
  const sorted = [...beforePaint].sort((a, b) => a.start - b.start);
  const depth = new Map<Req, number>();
  for (const r of sorted) {
    const parents = sorted.filter((p) => p.end <= r.start);
    depth.set(r, 1 + Math.max(0, ...parents.map((p) => depth.get(p) ?? 1)));
  }
  const js = beforePaint.filter((r) => r.type === 'script');
  return {
    url,
    paintedMs: paintedAt,
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
