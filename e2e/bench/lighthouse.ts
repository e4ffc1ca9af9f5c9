/**
 * Lighthouse 12 (mobile preset, simulated throttling, offline) of the home page in each
 * language against the production build. Run: npm run bench -w @site/e2e (after npm run build).
 *
 * Lighthouse runs as its own CLI process: its page-side functions are serialised into the
 * browser, and the name-keeping helpers a TypeScript loader adds to them do not exist there.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';
import { startServer } from './serve';

const run = promisify(execFile);
const CLI = require.resolve('lighthouse/cli/index.js');

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

async function lighthouse(url: string): Promise<Lhr> {
  const flags = [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))}`];
  const { stdout } = await run(process.execPath, [
    CLI, url, '--output=json', '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${flags.join(' ')}`,
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Lhr;
}

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3231));
  try {
    for (const lang of ['en', 'ar']) {
      const lhr = await lighthouse(`${server.url}/${lang}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      console.log(JSON.stringify({
        lang,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: +audit('cumulative-layout-shift').toFixed(3),
        transferKB: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
      }));
    }
  } finally {
    server.stop();
  }
}

void main();
