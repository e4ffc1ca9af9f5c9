import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { runSeed } from '../src/db/seed/index.js';
import { readEnv } from '../src/env.js';
import { pgTemplateName, templatePath } from './template.js';

/**
 * Builds the PostgreSQL template once per schema/seed version, under a name of its own and then
 * renamed, so a file never copies a half-built one and two runs starting together both finish.
 */
async function buildPgTemplate(url: string): Promise<void> {
  const name = pgTemplateName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return;
    const building = `${name}_${process.pid}`;
    await admin.query(`create database "${building}"`);
    try {
      const buildingUrl = new URL(url);
      buildingUrl.pathname = `/${building}`;
      const database = await openDatabase({ url: buildingUrl.toString(), poolSize: 2 });
      try {
        await runSeed(database.db, { demoAccounts: true });
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      await admin.query(`drop database if exists "${building}"`);
      // Another run built it meanwhile: theirs is the same schema.
      if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) throw error;
    }
  } finally {
    await admin.end();
  }
}

/** Builds the template of the database the suite runs on, once per schema/seed version. */
async function buildTemplate(): Promise<void> {
  const url = readEnv().DATABASE_URL;
  if (url) return buildPgTemplate(url);
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
