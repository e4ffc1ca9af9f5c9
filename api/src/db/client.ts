import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDirLock } from './lock.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** node-postgres connection string; wins over everything else. */
  url?: string;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  dataDir?: string;
  /** In-memory only: start from a dumped, already migrated database (tests; ~8x faster than creating). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export interface Database {
  db: Db;
  /** Only for PGlite: a tarball of the whole database. */
  dump?: () => Promise<Blob>;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const lock = options.dataDir ? acquireDirLock(options.dataDir) : null;
  try {
    const client = options.dataDir
      ? new PGlite(options.dataDir)
      : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    let closed = false;
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
