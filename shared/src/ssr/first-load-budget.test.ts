/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppManifest } from './page-files';

const CHECK = path.join(__dirname, '..', '..', 'build', 'first-load-budget.cjs');

const manifest = (name: string, extra: Partial<AppManifest>): AppManifest => ({
  name, buildId: 'b1', exposes: {}, initial: { js: [], css: [] }, pages: {}, ssr: null, ...extra,
});

/**
 * A built site on disk as the check reads it: the shell's index.html and manifest, the marketing
 * remote's manifest, and script files of the given sizes (random bytes: gzip cannot shrink them).
 */
function site(kb: { entry: number; bootstrap: number; remoteEntry: number; spa: number; page: number; otherPage: number }) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  const shell = path.join(root, 'shell', 'dist');
  const remote = path.join(root, 'mf-marketing', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(remote, { recursive: true });
  const file = (dir: string, name: string, size: number) => writeFileSync(path.join(dir, name), randomBytes(size * 1024));
  file(shell, 'main.js', kb.entry);
  file(shell, 'bootstrap.js', kb.bootstrap);
  file(remote, 'remoteEntry.js', kb.remoteEntry);
  file(remote, 'spa.js', kb.spa);
  file(remote, 'page-index.js', kb.page);
  file(remote, 'page-about.js', kb.otherPage);
  writeFileSync(path.join(shell, 'index.html'), '<html><head><script defer src="/main.js"></script></head><body></body></html>');
  writeFileSync(path.join(shell, 'mf-manifest.json'), JSON.stringify(manifest('shell', { initial: { js: ['bootstrap.js'], css: [] } })));
  writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify(manifest('mf_marketing', {
    remoteEntry: 'remoteEntry.js',
    exposes: { './spa': { js: ['spa.js'], css: [] } },
    pages: { index: { js: ['page-index.js'], css: [] }, about: { js: ['page-about.js'], css: [] } },
  })));
  return root;
}

const check = (root: string) => spawnSync(process.execPath, [CHECK, root], { encoding: 'utf8' });

describe('home page first-load budget', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

  it('passes a home page whose scripts stay within the limit, however large other pages are', () => {
    const root = site({ entry: 30, bootstrap: 40, remoteEntry: 5, spa: 20, page: 25, otherPage: 400 });
    roots.push(root);
    const result = check(root);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/before hydration: 12\d\.\d KB gzip in 5 files \(limit \d+ KB\)/);
  });

  it('fails the build past the limit, naming the heaviest file first', () => {
    const root = site({ entry: 30, bootstrap: 40, remoteEntry: 5, spa: 20, page: 110, otherPage: 1 });
    roots.push(root);
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/\(limit 130 KB\): over the limit by \d+\.\d KB/);
    expect(result.stderr.split('\n')[1]).toMatch(/KB\s+mf-marketing\/dist\/page-index\.js$/);
  });

  it('fails when a file the manifests name is missing', () => {
    const root = site({ entry: 1, bootstrap: 1, remoteEntry: 1, spa: 1, page: 1, otherPage: 1 });
    roots.push(root);
    rmSync(path.join(root, 'mf-marketing', 'dist', 'spa.js'));
    expect(check(root).status).not.toBe(0);
  });
});
