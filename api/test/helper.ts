import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { type Env, readEnv } from '../src/env.js';
import { memoryBus } from '../src/realtime/bus.js';
import { pgTemplateName, templatePath } from './template.js';

/**
 * A fresh database per test file: in-memory PGlite by default, or — when DATABASE_URL is set —
 * a throw-away PostgreSQL database created for this file and dropped afterwards, so files can
 * run in parallel without seeing each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = readEnv().DATABASE_URL;
  if (!url) {
    const template = templatePath();
    return openDatabase(fs.existsSync(template) ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
  }
  const scratch = await createScratchDatabase(url, pgTemplateName()).catch((error: unknown) => {
    // Correct but slower (this file migrates and seeds its own): said, so a slow run can be told apart.
    console.warn(`test database: no copy of the template (${error instanceof Error ? error.message : String(error)}); migrating an empty one`);
    return createScratchDatabase(url);
  });
  const database = await openDatabase({ url: scratch.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A PostgreSQL database beside the one `url` names, and a way to drop it: empty, or a copy of
 * `template` (the suite's migrated and seeded one, test/build-template.ts; when that is missing,
 * as when jest runs without its global setup, the caller falls back to an empty one).
 */
export async function createScratchDatabase(url: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { url: dbUrl.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'env'>> {
  env?: Partial<Record<keyof Env, string>>;
}

/** What a production start must set (and the demo switches it must leave off). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  OTP_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://example.com',
  DEV_OUTBOX: '0',
  // Another system drains the outbox: production then needs no SMTP or SMS settings.
  MESSAGES_DELIVERY: 'outbox',
} as const;

/** Tests read one-time codes through the dev outbox, so it is on unless a test says otherwise. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  // Uploads go to a folder of this app's own, removed when it closes.
  const uploadDir = options.env?.UPLOAD_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-uploads-'));
  const removeUploads: FastifyPluginAsync = async (app) => {
    app.addHook('onClose', async () => {
      if (!options.env?.UPLOAD_DIR) fs.rmSync(uploadDir, { recursive: true, force: true });
    });
  };
  // Counters stay in the file's own database unless a test asks for Redis (with a prefix of its own).
  const env = readEnv(undefined, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_STATIC: 'false', DEV_OUTBOX: '1', UPLOAD_DIR: uploadDir, LIMIT_STORE: 'database', ...options.env });
  const database = options.database ?? (await openTestDatabase());
  return buildApp({ seed: true, logger: false, ...options, plugins: [...(options.plugins ?? []), removeUploads], env, database });
}

/**
 * Something a test file opens before its first test and closes after its last. The returned
 * object stands for it (property reads go to the opened value), so tests use it directly.
 */
function openForFile<T extends object>(open: () => Promise<T>, close: (value: T) => Promise<void>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return new Proxy({} as T, {
    get(_target, prop) {
      if (!opened) throw new Error('used before beforeAll opened it');
      const value: unknown = Reflect.get(opened, prop, opened);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(opened) : value;
    },
  });
}

/** The file's app, on a fresh database: `const app = appForFile({ clock })`. */
export const appForFile = (options: TestAppOptions = {}): FastifyInstance =>
  openForFile(() => buildTestApp(options), (app) => app.close());

/**
 * Two API instances on one database, as behind a load balancer. On PostgreSQL each has its own
 * pool and they hear each other through LISTEN/NOTIFY; on PGlite (one process per database) they
 * share the database object and an in-process bus.
 */
export const instancesForFile = (options: TestAppOptions = {}) =>
  openForFile(
    async () => {
      const bus = readEnv().DATABASE_URL ? undefined : memoryBus();
      const a = await buildTestApp({ ...options, realtime: { ...options.realtime, bus } });
      const { database } = a.deps;
      const shared = database.url ? await openDatabase({ url: database.url, poolSize: 4 }) : { ...database, close: async () => undefined };
      const b = await buildTestApp({ ...options, database: shared, seed: false, realtime: { ...options.realtime, bus } });
      return { a, b };
    },
    async ({ a, b }) => {
      await b.close();
      await a.close();
    },
  );

/** The file's own database, without an app. */
export const databaseForFile = (): Database => openForFile(openTestDatabase, (database) => database.close());

let ipCounter = 10;
/** A distinct client address, so per-IP limits in one test don't leak into the next. */
export const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export type Json = Record<string, unknown> & { message?: string; errors?: string[] };

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string; lang?: string }) {
  const { token, lang, headers, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: {
      ...(lang ? { 'accept-language': lang } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  let body: Json = {};
  try {
    body = response.json();
  } catch {
    body = {};
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response };
}

/** The latest OTP sent to a phone or email, read through the dev outbox endpoint. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const { body } = await call(app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const items = body.items as Array<{ code: string | null }>;
  const code = items?.[0]?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export const DEMO = { email: 'demo@example.com', phone: '+966500000001', password: 'Demo@12345' };
export const AGENT = { email: 'agent@example.com', phone: '+966500000002', password: 'Agent@12345' };
/** The second demo agent: billing and general, where the first works in technical, sales and general. */
export const AGENT2 = { email: 'agent2@example.com', phone: '+966500000010', password: 'Agent2@12345' };
export const MANAGER = { email: 'manager@example.com', phone: '+966500000003', password: 'Manager@12345' };
export const ADMIN = { email: 'admin@example.com', phone: '+966500000020', password: 'Admin@12345' };
export const EDITOR = { email: 'editor@example.com', phone: '+966500000021', password: 'Editor@12345' };

export async function loginToken(app: FastifyInstance, identifier = DEMO.email, password = DEMO.password, ip = freshIp()) {
  const { status, body } = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password }, remoteAddress: ip });
  if (status !== 200 || typeof body.token !== 'string') throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

let personSeq = 0;
/** Registration fields of a person no other test in the file uses (valid Saudi mobile number). */
export function newPerson(tag = 'person') {
  personSeq += 1;
  const n = String(personSeq).padStart(5, '0');
  return {
    fullName: 'Layla Hassan',
    accountName: `${tag}${n}`,
    email: `${tag}${n}@example.com`,
    phone: `+9665019${n}`,
    country: 'SA',
    area: 'Riyadh',
    gender: 'female',
    birthDate: '1995-06-01',
    userType: 'company',
    password: 'Str0ng-pass',
    passwordConfirmation: 'Str0ng-pass',
    acceptTerms: true,
  };
}

/** A new account with its phone proven, registered through the API. */
export async function registeredPerson(app: FastifyInstance, tag?: string) {
  const person = newPerson(tag);
  const reg = await call(app, { method: 'POST', url: '/api/auth/register', payload: person, remoteAddress: freshIp() });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const code = await latestCode(app, person.phone);
  const ok = await call(app, { method: 'POST', url: '/api/auth/otp/verify', payload: { challengeId: reg.body.challengeId, code }, remoteAddress: freshIp() });
  if (ok.status !== 200) throw new Error(`verify failed: ${ok.status} ${JSON.stringify(ok.body)}`);
  return person;
}

/** A new client account (registered and phone-verified through the API), signed in: its token. */
export async function signUpClient(app: FastifyInstance): Promise<string> {
  const person = await registeredPerson(app, 'client');
  return loginToken(app, person.email, person.password);
}
