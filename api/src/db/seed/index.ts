import type { Db } from '../client.js';
import { seedAccounts } from './accounts.js';
import { seedContent } from './content.js';
import { seedGroups } from './groups.js';
import { seedTickets } from './tickets.js';

/** Demo data for a living site. Every step is idempotent, so it runs on each start. */
export async function runSeed(db: Db, log?: { info: (obj: object, msg: string) => void }): Promise<void> {
  const started = performance.now();
  await seedAccounts(db);
  await seedTickets(db);
  await seedGroups(db);
  await seedContent(db);
  log?.info({ ms: Math.round(performance.now() - started) }, 'seed checked');
}
