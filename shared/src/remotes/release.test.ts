/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RELEASE = path.join(__dirname, '..', '..', 'build', 'release-remote.cjs');

/** A remote's folder as the script sees it: its package.json and a built dist with `buildId`. */
function remoteWithBuild(root: string, buildId: string) {
  const dir = path.join(root, 'mf-groups');
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@site/mf-groups' }));
  writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'mf_groups', buildId }));
  writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${buildId} */`);
  return dir;
}

const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [RELEASE, ...args], { cwd, encoding: 'utf8' });
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

test('release copies the build into its own folder and points the map at it; rollback goes back one', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  try {
    const to = path.join(root, 'cdn');
    const map = path.join(root, 'remote-map.json');
    writeFileSync(map, JSON.stringify({ 'mf-portal': 'https://cdn.test/mf-portal/p1/mf-manifest.json' }));
    const common = ['--to', to, '--url', 'https://cdn.test', '--map', map, '--skip-build'];

    const remote = remoteWithBuild(root, 'v1');
    expect(run(remote, ...common).status).toBe(0);
    expect(readFileSync(path.join(to, 'mf-groups', 'v1', 'remoteEntry.js'), 'utf8')).toBe('/* v1 */');
    expect(readJson(map)).toEqual({
      'mf-portal': 'https://cdn.test/mf-portal/p1/mf-manifest.json',
      'mf-groups': 'https://cdn.test/mf-groups/v1/mf-manifest.json',
    });

    remoteWithBuild(root, 'v2');
    expect(run(remote, ...common).status).toBe(0);
    expect(readJson(map)['mf-groups']).toBe('https://cdn.test/mf-groups/v2/mf-manifest.json');
    // The earlier release stays in place for tabs that still run it.
    expect(existsSync(path.join(to, 'mf-groups', 'v1', 'mf-manifest.json'))).toBe(true);

    expect(run(remote, '--rollback', ...common).status).toBe(0);
    expect(readJson(map)['mf-groups']).toBe('https://cdn.test/mf-groups/v1/mf-manifest.json');
    expect(readJson(path.join(to, 'mf-groups', 'releases.json'))).toEqual({ current: 'v1', releases: ['v1', 'v2'] });

    const nothingBefore = run(remote, '--rollback', ...common);
    expect(nothingBefore.status).toBe(1);
    expect(nothingBefore.stderr).toMatch(/no release before v1/);
    expect(readJson(map)['mf-groups']).toBe('https://cdn.test/mf-groups/v1/mf-manifest.json');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
