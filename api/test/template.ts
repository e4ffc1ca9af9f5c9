import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/**
 * The schema and seed version: a hash of everything under src/db and the migrations, by their
 * paths inside the API, so every checkout of one version shares one template on a machine
 * instead of leaving one behind per folder.
 */
function schemaHash(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(path.join(API_DIR, 'src/db')), ...filesUnder(path.join(API_DIR, 'drizzle'))]) {
    hash.update(path.relative(API_DIR, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where the migrated + seeded PGlite template for this exact schema/seed lives. Creating a PGlite
 * database costs seconds; loading a dump of one costs well under one, so every test file starts
 * from this template.
 */
export function templatePath(): string {
  return path.join(os.tmpdir(), `site-api-pglite-${schemaHash()}.tar`);
}

/**
 * The same on PostgreSQL: a migrated + seeded database each test file's database is copied from
 * (`create database … template`), instead of migrating and seeding a new one per file.
 */
export function pgTemplateName(): string {
  return `site_test_template_${schemaHash()}`;
}
