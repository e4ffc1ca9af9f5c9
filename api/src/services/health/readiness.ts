import type { Database } from '../../db/client.js';
import { migrationsApplied } from '../../db/migrate.js';
import type { LimitStore } from '../limits/store.js';

export interface Readiness {
  ready: boolean;
  draining: boolean;
  database: boolean;
  migrations: boolean;
  /** The rate-limit store answers (Redis, when counters live there; always true in the database). */
  limits: boolean;
  /** The upload disk: 'low' when it nears its reserve (uploads are refused before it fills); null when unknown. */
  uploadsDisk: 'ok' | 'low' | null;
}

/** Whether this instance should get traffic: database answering, this build's migrations applied, limit store answering, not draining. */
export async function readiness(
  database: Database,
  limitStore: LimitStore,
  draining: boolean,
  onError: (error: unknown) => void,
  diskState: () => Promise<'ok' | 'low' | null> = () => Promise.resolve(null),
): Promise<Readiness> {
  let migrations = false;
  let reachable = false;
  let limits = false;
  try {
    migrations = await migrationsApplied(database.db);
    reachable = true;
  } catch (error) {
    onError(error);
  }
  try {
    await limitStore.ping();
    limits = true;
  } catch (error) {
    onError(error);
  }
  let uploadsDisk: Readiness['uploadsDisk'] = null;
  try {
    uploadsDisk = await diskState();
  } catch (error) {
    onError(error);
  }
  return { ready: reachable && migrations && limits && !draining, draining, database: reachable, migrations, limits, uploadsDisk };
}
