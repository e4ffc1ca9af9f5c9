/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTool } from './machine-tools.cjs';

const CLI = path.join(__dirname, 'machine-tools.cjs');

let dir = '';
let calls = '';
const savedPath = process.env.PATH;

/**
 * A machine with a fake apt-get first on PATH: it writes each call to `calls` and, asked to
 * install, creates the program at `binary` as the real package would.
 */
function fakeAptGet(binary: string) {
  const aptGet = path.join(dir, 'apt-get');
  writeFileSync(aptGet, `#!/bin/sh\necho "$@" >> '${calls}'\nif [ "$1" = install ]; then touch '${binary}'; fi\n`);
  chmodSync(aptGet, 0o755);
  process.env.PATH = `${dir}${path.delimiter}${savedPath ?? ''}`;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'machine-tools-'));
  calls = path.join(dir, 'calls.txt');
});

afterEach(() => {
  process.env.PATH = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

const chromiumAt = (binary: string) => ({ binary, pkg: 'chromium', why: 'the end-to-end tests drive it' });
const log = () => undefined;

test('a program that is there needs nothing', () => {
  const binary = path.join(dir, 'chromium');
  writeFileSync(binary, '');
  fakeAptGet(binary);
  expect(ensureTool(chromiumAt(binary), { isRoot: true, log })).toBeNull();
  expect(existsSync(calls)).toBe(false);
});

test('as root, a missing program is installed from its Debian package', () => {
  const binary = path.join(dir, 'chromium');
  fakeAptGet(binary);
  expect(ensureTool(chromiumAt(binary), { isRoot: true, log })).toBeNull();
  expect(readFileSync(calls, 'utf8')).toBe('update -qq\ninstall -y -qq chromium\n');
  expect(existsSync(binary)).toBe(true);
});

test('as another user, nothing is installed: the answer names the one command to run', () => {
  const binary = path.join(dir, 'chromium');
  fakeAptGet(binary);
  expect(ensureTool(chromiumAt(binary), { isRoot: false, log })).toBe(
    `${binary} is missing (the end-to-end tests drive it). Install it, then run again: sudo apt-get install -y chromium`,
  );
  expect(existsSync(calls)).toBe(false);
});

test('an install that does not bring the program is a failure, not a pass', () => {
  const binary = path.join(dir, 'chromium');
  const elsewhere = path.join(dir, 'other-chromium');
  fakeAptGet(elsewhere);
  expect(ensureTool(chromiumAt(binary), { isRoot: true, log })).toBe(`${binary} is still missing after installing chromium (apt-get install -y chromium)`);
});

test('the command line checks the programs named, where CHROME_PATH says', () => {
  const binary = path.join(dir, 'chromium');
  writeFileSync(binary, '');
  const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, CHROME_PATH: binary } });
  expect(run('chromium').status).toBe(0);
  const unknown = run('firefox');
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain('unknown tool firefox');
});
