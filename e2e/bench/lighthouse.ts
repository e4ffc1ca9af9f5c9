import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';
import { nodeCli } from './node-cli';

const CLI = require.resolve('lighthouse/cli/index.js');

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/**
 * Lighthouse 12, mobile preset (simulated throttling), offline against Debian's Chromium. It runs
 * as its own CLI process: its page-side functions are serialised into the browser, and the
 * name-keeping helpers a TypeScript loader adds to them do not exist there.
 */
/**
 * One Lighthouse run; a run that fails to record its trace (NO_NAVSTART and the like, which a
 * loaded machine causes now and then) is run again, up to `attempts` times.
 */
export async function lighthouse(url: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`[bench] lighthouse ${url}: run ${attempt} failed (${String(error).split('\n', 1)[0]}), running it again`);
    }
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  try {
    const flags = [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profile}`];
    const stdout = await nodeCli(
      CLI,
      [url, '--output=json', '--quiet', '--only-categories=performance', `--chrome-flags=${flags.join(' ')}`],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(stdout) as Lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: +audit('cumulative-layout-shift').toFixed(3),
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs of each Lighthouse case: one run swings by several points on a shared machine. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `lighthouse(url)` RUNS times, each figure the median of its runs. */
export async function lighthouseMedian(url: string): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url));
  const pick = (key: keyof LighthouseResult) => medianOf(runs.map((r) => r[key]));
  return { performance: pick('performance'), lcpMs: pick('lcpMs'), fcpMs: pick('fcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls') };
}
