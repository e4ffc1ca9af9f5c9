import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.js';
import { DataDirLockedError, acquireDirLock } from '../../src/db/lock.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('a live owner keeps the folder: a second open fails with a clear message', () => {
  const dir = path.join(tmp, 'live');
  // the parent process (the jest runner) is alive and is not us
  fs.writeFileSync(`${dir}.lock`, String(process.ppid));
  expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
  expect(() => acquireDirLock(dir)).toThrow(/in use by another process \(pid \d+\).*DATABASE_URL/);
});

test('a stale lock from a dead pid is taken over', () => {
  const dir = path.join(tmp, 'stale');
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  fs.writeFileSync(`${dir}.lock`, dead);
  const lock = acquireDirLock(dir);
  expect(fs.readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
  lock.release();
  expect(fs.existsSync(lock.file)).toBe(false);
});

test('PGlite data folder: second open refused while the first is open, allowed after close', async () => {
  const dir = path.join(tmp, 'pglite');
  const first = await openDatabase({ dataDir: dir });
  await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
  await first.close();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  const again = await openDatabase({ dataDir: dir });
  await again.ping();
  await again.close();
  // Creating a PGlite cluster from nothing takes about 20 s alone and several times that on a busy machine.
}, 180_000);
