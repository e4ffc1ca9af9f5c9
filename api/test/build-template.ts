import fs from 'node:fs';
import { openDatabase } from '../src/db/client.js';
import { runSeed } from '../src/db/seed/index.js';
import { readEnv } from '../src/env.js';
import { templatePath } from './template.js';

/** Builds the PGlite template once per schema/seed version (skipped when testing on PostgreSQL). */
async function buildTemplate(): Promise<void> {
  if (readEnv().DATABASE_URL) return;
  const file = templatePath();
  if (fs.existsSync(file)) return;
  const database = await openDatabase({});
  try {
    await runSeed(database.db, { demoAccounts: true });
    const dump = await database.dump!();
    const tmp = `${file}.${process.pid}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  } finally {
    await database.close();
  }
}

await buildTemplate();
