import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Split = ((paths: string[]) => { filtered: string[] }) & { engineFor: (testPath: string) => 'pglite' | 'pg' | 'both' };
const split = createRequire(import.meta.url)('../split-by-database.cjs') as Split;
const testDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const testFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });

function share(name: string, files: string[]): string[] {
  const before = process.env.API_DB_SHARE;
  process.env.API_DB_SHARE = name;
  try {
    return split(files).filtered;
  } finally {
    if (before === undefined) delete process.env.API_DB_SHARE;
    else process.env.API_DB_SHARE = before;
  }
}

test('split by database: every test file runs on at least one engine, the engine-specific ones on both', () => {
  const files = testFiles(testDir);
  const [pglite, pg] = [share('pglite', files), share('pg', files)];
  expect(new Set([...pglite, ...pg])).toEqual(new Set(files));
  const both = pglite.filter((file) => pg.includes(file)).map((file) => path.relative(testDir, file)).sort();
  expect(both).toEqual(['db/listings-seed.test.ts', 'db/lock.test.ts', 'db/migrate.test.ts', 'db/seed.test.ts', 'realtime/fan-out.test.ts']);
  // About a third on PGlite, the slower engine.
  expect(pglite.length / files.length).toBeGreaterThan(0.2);
  expect(pglite.length / files.length).toBeLessThan(0.45);
  expect(split.engineFor(path.join(testDir, 'security', 'fuzz.test.ts'))).toBe('pg');
  expect(split.engineFor(path.join(testDir, 'security', 'fuzz-socket.test.ts'))).toBe('pglite');
});

test('split by database: a run without a share named is refused, not run empty', () => {
  expect(() => share('sqlite', [])).toThrow(/API_DB_SHARE/);
});
