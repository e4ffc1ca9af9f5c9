import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_SEED, seedContent } from '../../src/db/seed/content.js';
import { databaseForFile } from '../helper.js';

const ARABIC = /[\u0600-\u06FF]/;

/** Every `{ en, ar }` pair inside a seeded row, with where it was found. */
function pairs(value: unknown, where: string): Array<[string, { en: unknown; ar: unknown }]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => pairs(v, `${where}[${i}]`));
  if (!value || typeof value !== 'object' || value instanceof Date) return [];
  const obj = value as Record<string, unknown>;
  if ('en' in obj || 'ar' in obj) return [[where, { en: obj.en, ar: obj.ar }]];
  return Object.entries(obj).flatMap(([k, v]) => pairs(v, `${where}.${k}`));
}

test('every seeded bilingual field has non-empty English and Arabic text', () => {
  let checked = 0;
  for (const [, rows] of CONTENT_SEED) {
    for (const row of rows) {
      for (const [where, pair] of pairs(row, String(row.id))) {
        checked += 1;
        expect([where, typeof pair.en === 'string' && pair.en.trim().length > 0]).toEqual([where, true]);
        expect([where, typeof pair.ar === 'string' && pair.ar.trim().length > 0]).toEqual([where, true]);
        // Arabic text must be Arabic (caption file paths are the one per-language non-prose pair).
        if (!String(pair.ar).startsWith('/media/')) expect([where, ARABIC.test(String(pair.ar))]).toEqual([where, true]);
        // English prose is Latin script (it may quote an Arabic word, as the search article does).
        expect([where, /[A-Za-z]/.test(String(pair.en))]).toEqual([where, true]);
      }
    }
  }
  expect(checked).toBeGreaterThan(400);
});

describe('seedContent on a database', () => {
  const database = databaseForFile();

  test('is idempotent: a second run leaves the same number of rows', async () => {
    const counts = async () =>
      Promise.all(CONTENT_SEED.map(async ([table]) => Number((await database.db.select({ n: count() }).from(table as PgTable))[0]?.n)));
    await seedContent(database.db);
    const first = await counts();
    await seedContent(database.db);
    expect(await counts()).toEqual(first);
    expect(first).toEqual(CONTENT_SEED.map(([, rows]) => rows.length));
  });
});
