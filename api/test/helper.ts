import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { type Env, readEnv } from '../src/env.js';
import { templatePath } from './template.js';

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
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'env'>> {
  env?: Partial<Record<keyof Env, string>>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const env = readEnv(undefined, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_STATIC: 'false', ...options.env });
  const database = options.database ?? (await openTestDatabase());
  return buildApp({ seed: true, logger: false, ...options, env, database });
}

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

export async function loginToken(app: FastifyInstance, identifier = DEMO.email, password = DEMO.password, ip = freshIp()) {
  const { status, body } = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password }, remoteAddress: ip });
  if (status !== 200 || typeof body.token !== 'string') throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}
