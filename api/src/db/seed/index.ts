import type { Db } from '../client.js';
import { seedAccounts } from './accounts.js';
import { seedCannedResponses } from './canned.js';
import { seedContent } from './content.js';
import { seedListings } from './listings/index.js';
import { seedTickets } from './tickets.js';

export interface SeedOptions {
  /** The README's demo accounts (and their tickets); never created in production. */
  demoAccounts: boolean;
}

/** Demo data for a living site. Every step is idempotent, so it runs on each start. */
export async function runSeed(db: Db, options: SeedOptions, log?: { info: (obj: object, msg: string) => void }): Promise<void> {
  const started = performance.now();
  if (options.demoAccounts) await seedAccounts(db);
  await seedTickets(db);
  await seedCannedResponses(db);
  await seedListings(db);
  await seedContent(db);
  log?.info({ ms: Math.round(performance.now() - started) }, 'seed checked');
}
