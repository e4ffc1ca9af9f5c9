import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import * as schema from './schema/index.js';
import { acquireDirLock } from './lock.js';
import { listenPg } from './listen-pg.js';
import { migrateUnderLock } from './migrate.js';

/** Extensions the migrations create (PostgreSQL ships them as contrib; PGlite loads them here). */
const PGLITE_EXTENSIONS = { pg_trgm };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
  /** PostgreSQL only: the connection string, so another instance can open the same database. */
  url?: string;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, and once more whenever the listening
   * connection was re-established (notifications sent while it was down are lost, so the
   * caller must assume anything changed). Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, termination) is discarded by the pool
    // and the next query opens a new one; unhandled, the 'error' event would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateUnderLock(pool);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onNotify) => listenPg(options.url as string, channel, onNotify),
      // Once: a shutdown past its timeout closes the pool before the app's own close hook does.
      close: () => (pool.ended ? Promise.resolve() : pool.end()),
    };
  }

  const lock = options.dataDir ? acquireDirLock(options.dataDir) : null;
  try {
    const client = options.dataDir
      ? new PGlite(options.dataDir, { extensions: PGLITE_EXTENSIONS })
      : new PGlite({ ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}), extensions: PGLITE_EXTENSIONS });
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
      // One in-process connection: a notification can never be missed.
      listen: async (channel, onNotify) => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!closed) await stop();
        };
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
