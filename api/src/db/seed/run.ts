import { openDatabase } from '../client.js';
import { readEnv } from '../../env.js';
import { runSeed } from './index.js';

/** `npm run seed -w @site/api`: migrate and seed the configured database, then exit. */
const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
try {
  await runSeed(database.db, { demoAccounts: env.NODE_ENV !== 'production' }, { info: (obj, msg) => console.log(msg, obj) });
  console.log(`seeded ${database.kind}`);
} finally {
  await database.close();
}
