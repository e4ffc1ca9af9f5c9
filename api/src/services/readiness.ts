import type { Database } from '../db/client.js';
import { migrationsApplied } from '../db/migrate.js';

export interface Readiness {
  ready: boolean;
  draining: boolean;
  database: boolean;
  migrations: boolean;
}

/** Whether this instance should get traffic: database answering, this build's migrations applied, not draining. */
export async function readiness(database: Database, draining: boolean, onError: (error: unknown) => void): Promise<Readiness> {
  let migrations = false;
  let reachable = false;
  try {
    migrations = await migrationsApplied(database.db);
    reachable = true;
  } catch (error) {
    onError(error);
  }
  return { ready: reachable && migrations && !draining, draining, database: reachable, migrations };
}
