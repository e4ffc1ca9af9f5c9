/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMBED_BUDGET, FIRST_LOAD_BUDGET_KB } from '../budgets';
import type { AppManifest, FederationAssets } from './page-files';
import { testManifest } from './test-manifest';

const CHECK = path.join(__dirname, '..', '..', 'build', 'first-load-budget.cjs');

const assets = (js: string[]): FederationAssets => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

const manifest = testManifest;

type Sizes = { entry: number; bootstrap: number; remoteEntry: number; spa: number; home: number; otherPage: number; groups: number; zod: number; frame: number };

/**
 * A built site on disk as the check reads it: the shell's, the marketing remote's and the groups
 * remote's manifests and script files of the given sizes in KB (random bytes: gzip cannot
 * shrink them). The groups pages consume zod, which the shell does not provide. The chat frame's
 * page loads its script, then its texts in the visitor's language.
 */
function site(kb: Sizes) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  const dir = (app: string) => {
    const d = path.join(root, app, 'dist');
    mkdirSync(d, { recursive: true });
    return d;
  };
  const shell = dir('shell');
  const marketing = dir('mf-marketing');
  const groups = dir('mf-groups');
  const file = (d: string, name: string, size: number) => writeFileSync(path.join(d, name), randomBytes(Math.round(size * 1024)));
  file(shell, 'main.js', kb.entry);
  file(shell, 'bootstrap.js', kb.bootstrap);
  for (const [d, page] of [[marketing, kb.home], [groups, kb.groups]] as const) {
    file(d, 'remoteEntry.js', kb.remoteEntry);
    file(d, 'spa.js', kb.spa);
    file(d, 'page.js', page);
  }
  file(marketing, 'page-about.js', kb.otherPage);
  // The shell's texts: the page's language's count, the other's (any size) not.
  file(shell, 'texts-en.js', 2);
  file(shell, 'texts-ar.js', kb.otherPage);
  file(groups, 'zod.js', kb.zod);
  const frame = path.join(root, 'mf-chat', 'dist', 'frame');
  mkdirSync(frame, { recursive: true });
  writeFileSync(path.join(frame, 'index.html'), '<html><head><script defer="defer" src="frame.1a2b.js"></script></head></html>');
  file(frame, 'frame.1a2b.js', kb.frame);
  file(frame, 'texts-en.3c4d.js', 1);
  file(frame, 'texts-ar.5e6f.js', kb.otherPage);
  const write = (d: string, m: AppManifest) => writeFileSync(path.join(d, 'mf-manifest.json'), JSON.stringify(m));
  write(shell, manifest('shell', {
    entry: { js: ['main.js'], css: [], shared: [] },
    initial: { js: ['bootstrap.js'], css: [], shared: ['react'] },
    texts: { en: { js: ['texts-en.js'], css: [], shared: [] }, ar: { js: ['texts-ar.js'], css: [], shared: [] } },
    shared: [{ name: 'react', version: '19.0.0', assets: assets(['main.js']) }],
  }));
  const spa = [{ path: './spa', assets: assets(['spa.js']) }];
  write(marketing, manifest('mf_marketing', {
    exposes: spa,
    pages: { index: { js: ['page.js'], css: [], shared: ['react'] }, about: { js: ['page-about.js'], css: [], shared: [] } },
  }));
  const groupsPage = { js: ['page.js'], css: [], shared: ['react', 'zod'] };
  write(groups, manifest('mf_groups', {
    exposes: spa,
    shared: [{ name: 'zod', version: '4.0.0', assets: assets(['zod.js']) }],
    sharedFiles: { zod: { js: ['zod.js'], css: [] } },
    pages: { groups: groupsPage, 'groups-details': groupsPage },
  }));
  return root;
}

/** The check, with these pages held to the target. */
const PAGES = ['index', 'groups', 'groups-details'].map((routeId) => ({ routeId, limitKB: FIRST_LOAD_BUDGET_KB }));
const check = (root: string, pages: { routeId: string; path?: string; limitKB: number }[] = PAGES) =>
  spawnSync(process.execPath, [CHECK, root], { encoding: 'utf8', env: { ...process.env, FIRST_LOAD_PAGES: JSON.stringify(pages) } });
const small: Sizes = { entry: 30, bootstrap: 30, remoteEntry: 5, spa: 20, home: 25, otherPage: 400, groups: 20, zod: 20, frame: 60 };

describe('first-load budget of home and the groups pages', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

  it('passes pages whose scripts stay within the limit, however large other pages and languages are, counting the shared modules they need', () => {
    const root = site(small);
    roots.push(root);
    const result = check(root);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^index \(en\): JavaScript before hydration 11\d\.\d KB gzip in 6 files \(limit \d+ KB\)$/m);
    // zod (the groups remote's own copy) counts for the groups pages.
    expect(result.stdout).toMatch(/^groups \(en\): JavaScript before hydration 12\d\.\d KB gzip in 7 files/m);
  });

  it('fails the build when a groups page goes past the limit, naming the heaviest file first', () => {
    const root = site({ ...small, zod: FIRST_LOAD_BUDGET_KB });
    roots.push(root);
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^groups \\(en\\): .*\\(limit ${FIRST_LOAD_BUDGET_KB} KB, [\\d.]+ KB above the ${FIRST_LOAD_BUDGET_KB} KB target\\): over the limit by \\d+\\.\\d KB`, 'm'));
    expect(result.stderr.split('\n')[1]).toMatch(/KB\s+mf-groups\/dist\/zod\.js$/);
    expect(result.stdout).toMatch(/^index \(en\): /m);
  });

  it('weighs a page in the language of its path: an Arabic page counts the Arabic texts', () => {
    const root = site(small);
    roots.push(root);
    const result = check(root, [{ routeId: 'index', path: '/en', limitKB: FIRST_LOAD_BUDGET_KB }, { routeId: 'index', path: '/ar', limitKB: FIRST_LOAD_BUDGET_KB }]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^index \(en\): JavaScript before hydration 11\d\.\d KB gzip in 6 files/m);
    expect(result.stderr).toMatch(/^index \(ar\): JavaScript before hydration \d+\.\d KB gzip in 6 files .*: over the limit/m);
    expect(result.stderr.split('\n')[1]).toMatch(/KB\s+shell\/dist\/texts-ar\.js$/);
  });

  it('weighs each file as it is served: its pre-compressed .gz copy where the build wrote one, the file itself where not', () => {
    const root = site(small);
    roots.push(root);
    // The shell's main.js (30 KB of random bytes) gets a 2 KB copy: the page is 28 KB lighter.
    writeFileSync(path.join(root, 'shell', 'dist', 'main.js.gz'), randomBytes(2 * 1024));
    const result = check(root, [{ routeId: 'index', path: '/en', limitKB: FIRST_LOAD_BUDGET_KB }]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^index \(en\): JavaScript before hydration 84\.0 KB gzip in 6 files/m);
  });

  it('holds the chat frame to its budget on opening, brotli, counting its page\'s script and its texts in English', () => {
    const root = site(small);
    roots.push(root);
    expect(check(root).stdout).toMatch(/^chat frame: JavaScript on opening 6\d\.\d KB brotli in 2 files \(limit \d+ KB in \d+\)$/m);
    const heavy = site({ ...small, frame: EMBED_BUDGET.frameScriptsKB });
    roots.push(heavy);
    const result = check(heavy);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^chat frame: .*: over the limit$/m);
    expect(result.stderr).toMatch(/KB\s+mf-chat\/dist\/frame\/frame\.1a2b\.js$/m);
  });

  it('fails when a file the manifests name is missing', () => {
    const root = site(small);
    roots.push(root);
    rmSync(path.join(root, 'mf-marketing', 'dist', 'spa.js'));
    expect(check(root).status).not.toBe(0);
  });
});
