import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client.js';
import { migrationsApplied } from '../../src/db/migrate.js';
import { readEnv } from '../../src/env.js';
import { createScratchDatabase, openTestDatabase } from '../helper.js';

const url = readEnv().DATABASE_URL;

const appliedCount = async (database: Database) => {
  const result: unknown = await database.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`);
  return (result as { rows: Array<{ n: number; distinct_n: number }> }).rows[0];
};

// On PostgreSQL: instances started together on an empty database. (PGlite has one process per
// folder, so there the check is that an opened database counts as migrated.)
test('instances opening one empty database together apply each migration exactly once', async () => {
  if (!url) {
    const database = await openTestDatabase();
    expect(await migrationsApplied(database.db)).toBe(true);
    await database.close();
    return;
  }
  const scratch = await createScratchDatabase(url);
  try {
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url, poolSize: 2 })));
    const counts = await appliedCount(opened[0] as Database);
    expect(counts?.n).toBeGreaterThan(0);
    expect(counts?.distinct_n).toBe(counts?.n);
    for (const database of opened) expect(await migrationsApplied(database.db)).toBe(true);
    await Promise.all(opened.map((database) => database.close()));
  } finally {
    await scratch.drop();
  }
});

test('a database missing the newest migration is not counted as migrated', async () => {
  const database = await openTestDatabase();
  try {
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await migrationsApplied(database.db)).toBe(false);
  } finally {
    await database.close();
  }
});
