import { openDatabase } from '../client.js';
import { readEnv } from '../../env.js';
import { runSeed } from './index.js';

/**
 * `npm run seed -w @site/api` (source) and `npm run migrate -w @site/api` (built): migrate the
 * configured database under the migration lock and seed it (unless SEED=false), then exit. A
 * deployment runs it once before starting instances, so none of them takes traffic on an old schema.
 */
const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
try {
  if (env.SEED) await runSeed(database.db, { demoAccounts: env.NODE_ENV !== 'production' }, { info: (obj, msg) => console.log(msg, obj) });
  console.log(`migrated${env.SEED ? ' and seeded' : ''} ${database.kind}`);
} finally {
  await database.close();
}
