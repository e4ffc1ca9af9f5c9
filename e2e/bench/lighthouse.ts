/**
 * Lighthouse (mobile, offline) of the home page in each language against the production
 * build. Run: npm run bench:lighthouse -w @site/e2e (after npm run build).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../support/env';
import { startServer } from './serve';

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3231));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const lang of ['en', 'ar']) {
      const result = await lighthouse(`${server.url}/${lang}`, { port: chrome.port, output: 'json', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      console.log(JSON.stringify({
        lang,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: +audit('cumulative-layout-shift').toFixed(3),
      }));
    }
  } finally {
    chrome.kill();
    server.stop();
  }
}

void main();
