const { createHash } = require('node:crypto');
const path = require('node:path');

/**
 * Where both PostgreSQL and PGlite are at hand, the API suite runs each test file once, on one of
 * them (API_DB_SHARE=pglite or pg), instead of every file twice: a stable hash of the file's path
 * sends about a third of the files to PGlite (the slower engine, in the test process itself) and
 * the rest to PostgreSQL. What differs by engine runs on both: the migrations and seeds (test/db)
 * and the realtime fan-out (LISTEN/NOTIFY on PostgreSQL, an in-process bus on PGlite).
 * `npm run test:both -w @site/api` still runs everything on each engine. CommonJS: jest requires it.
 */
const ALWAYS_BOTH = [/^test\/db\//, /^test\/realtime\/fan-out\.test\.ts$/];
/** The two fuzzers are the suite's longest files: one on each engine, so neither pass waits on both. */
/** @type {Record<string, 'pg' | 'pglite'>} */
const PINNED = { 'test/security/fuzz.test.ts': 'pg', 'test/security/fuzz-socket.test.ts': 'pglite' };
const PGLITE_SHARE = 3; // one file in three

/**
 * @param {string} testPath
 * @returns {'pglite' | 'pg' | 'both'}
 */
function engineFor(testPath) {
  const relative = testPath.slice(testPath.lastIndexOf(`${path.sep}test${path.sep}`) + 1).split(path.sep).join('/');
  if (ALWAYS_BOTH.some((pattern) => pattern.test(relative))) return 'both';
  if (PINNED[relative]) return PINNED[relative];
  const bucket = createHash('sha1').update(relative).digest().readUInt32BE(0) % PGLITE_SHARE;
  return bucket === 0 ? 'pglite' : 'pg';
}

/**
 * @param {string[]} testPaths
 * @returns {{ filtered: string[] }}
 */
function splitByDatabase(testPaths) {
  const share = process.env.API_DB_SHARE;
  if (share !== 'pglite' && share !== 'pg') throw new Error(`API_DB_SHARE must be pglite or pg, not ${share}`);
  return { filtered: testPaths.filter((testPath) => [share, 'both'].includes(engineFor(testPath))) };
}

module.exports = splitByDatabase;
module.exports.engineFor = engineFor;
