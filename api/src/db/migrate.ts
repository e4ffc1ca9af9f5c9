import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import type { Db } from './client.js';

/**
 * Advisory lock key for schema changes (any constant shared by every instance; "site" in ASCII).
 * Session-level: held by the one connection that runs the migrations, freed when it ends.
 */
export const MIGRATION_LOCK_KEY = 0x73697465;

/**
 * Applies pending migrations on PostgreSQL while holding the advisory lock, so instances started
 * together never run the same DDL twice: the first one migrates, the others wait for the lock and
 * then find nothing left to do.
 */
export async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The newest migration in the folder (its journal time), which a ready database must have applied. */
function latestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** Whether every migration this build ships has been applied (readiness: an older schema is not ready). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const wanted = latestMigrationMillis();
  // Both drivers (node-postgres and PGlite) answer with `rows`; bigint comes back as a string.
  const result: unknown = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  const [row] = (result as { rows: Array<{ latest: string | number | null }> }).rows;
  return Number(row?.latest ?? 0) >= wanted;
}
