import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';
import { nodeCli } from './node-cli';

const CLI = require.resolve('lighthouse/cli/index.js');
const EDITOR = { email: 'editor@example.com', password: 'Editor@12345' };
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
/** Where the built remote's files are served (`REMOTE_MF_ADMIN_URL`'s default). */
const OWN_FILES = '/remotes/mf-admin/';

interface Session { token: string; cookie: string }

/** Signs in through the API; the shell's `auth_user` cookie value for that session. */
async function signIn(site: string, who: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${site}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: who.email, password: who.password }) });
  const body = (await res.json()) as { token?: string; user?: { fullName: string; role: string } };
  if (!body.token || !body.user) throw new Error(`sign-in of ${who.email} answered ${res.status}`);
  return { token: body.token, cookie: encodeURIComponent(JSON.stringify({ token: body.token, name: body.user.fullName, role: body.user.role })) };
}

export interface ConsoleLoad {
  /** mf-admin's own scripts (its remote entry and chunks), gzip. */
  ownJsGzipKB: number;
  /** Every script the page fetched (shell, shared, the console), gzip. */
  allJsGzipKB: number;
}

/**
 * An editor's cold load of the console's content list in Chromium, signed in: the scripts fetched
 * until the list is shown and the network is quiet, bodies gzipped here as a compressing server sends them.
 */
async function editorFirstLoad(site: string, session: Session): Promise<ConsoleLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'auth_user', value: session.cookie, url: site }]);
    const page = await context.newPage();
    const scripts: Array<Promise<{ url: string; gzip: number }>> = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ url: res.url(), gzip: gzipSync(body).length }), () => ({ url: res.url(), gzip: 0 })));
    });
    await page.goto(`${site}/en/admin/content`);
    await page.locator('.ad-page nav a').first().waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const kb = (list: typeof loaded) => +(list.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1);
    return { ownJsGzipKB: kb(loaded.filter((s) => new URL(s.url).pathname.startsWith(OWN_FILES))), allJsGzipKB: kb(loaded) };
  } finally {
    await browser.close();
  }
}

interface Lhr {
  finalDisplayedUrl: string;
  categories: { accessibility?: { score: number | null } };
  audits: Record<string, { score: number | null; scoreDisplayMode?: string } | undefined>;
}

/**
 * Lighthouse's accessibility score of one signed-in page. The session cookie is written into a
 * Chromium profile first (Lighthouse keeps it with --disable-storage-reset), since the shell reads
 * it from document.cookie, which a request header alone would not set.
 */
async function accessibility(site: string, pathname: string, session: Session): Promise<{ score: number; failing: string[] }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-console-'));
  try {
    const seeded = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    await seeded.addCookies([{ name: 'auth_user', value: session.cookie, url: site, expires: Math.floor(Date.now() / 1000) + 3600 }]);
    await seeded.close();
    const flags = [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profile}`];
    const stdout = await nodeCli(
      CLI,
      [`${site}${pathname}`, '--output=json', '--quiet', '--only-categories=accessibility', '--disable-storage-reset', '--max-wait-for-load=30000', `--chrome-flags=${flags.join(' ')}`],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(stdout) as Lhr;
    // A lost session would score the sign-in page instead: the screen must still be the one asked for.
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    if (shown !== pathname) throw new Error(`Lighthouse measured ${shown} instead of ${pathname} (signed out?)`);
    const failing = Object.entries(lhr.audits)
      .filter(([, audit]) => audit?.scoreDisplayMode === 'binary' && audit.score === 0)
      .map(([id]) => id);
    return { score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failing };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

export interface ConsoleFigures {
  load: ConsoleLoad;
  /** Lighthouse accessibility per console screen, in each language. */
  scores: Array<{ screen: string; lang: string; score: number; failing: string[] }>;
}

/** The console's figures on a running site: an editor's first load, and its main screens' accessibility as the admin (every section opens). */
export async function consoleFigures(site: string, langs: readonly string[], log: (what: string, value: unknown) => void): Promise<ConsoleFigures> {
  const load = await editorFirstLoad(site, await signIn(site, EDITOR));
  log('console first load (editor)', load);
  const admin = await signIn(site, ADMIN);
  const items = (await (await fetch(`${site}/api/admin/content/home-hero`, { headers: { authorization: `Bearer ${admin.token}` } })).json()) as { items: Array<{ id: string }> };
  const screens = [
    ['content list', 'admin/content'],
    ['content editor', `admin/content/home-hero/${items.items[0]!.id}`],
    ['people', 'admin/people'],
    ['audit', 'admin/audit'],
    ['directory', 'admin/directory'],
  ] as const;
  const scores: ConsoleFigures['scores'] = [];
  for (const [screen, tail] of screens) {
    for (const lang of langs) {
      const result = await accessibility(site, `/${lang}/${tail}`, admin);
      scores.push({ screen, lang, ...result });
      log(`console accessibility ${screen} ${lang}`, result);
    }
  }
  return { load, scores };
}
