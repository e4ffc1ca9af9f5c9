import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';
import { REMOTES, defaultManifestUrl, devManifestUrl, remoteEnvKey, type RemoteEnvKey, type RemoteName } from '@site/shared/remotes';

const list = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v.trim() === ''
        ? fallback
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    );

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v.toLowerCase())));

/** REMOTE_<NAME>_URL for each remote of the shared list: where its manifest lives. */
const remoteUrls = Object.fromEntries(REMOTES.map((r) => [remoteEnvKey(r.name), z.string().optional()])) as Record<
  RemoteEnvKey,
  z.ZodOptional<z.ZodString>
>;
/** The development value; production refuses to start with it. */
export const DEFAULT_OTP_SECRET = 'development-otp-secret-change-me';

/**
 * Which proxies may set X-Forwarded-For: a hop count ("1": one proxy in front) or a comma list of
 * proxy addresses/CIDR ranges. "true" (trust every hop) is refused: any client could then choose
 * its own address and walk around every per-IP limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const text = (v ?? '').trim().toLowerCase();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === 'true' || text === 'yes') {
      ctx.addIssue({ code: 'custom', message: 'trusting every proxy lets clients forge their address: give a hop count (e.g. 1) or the proxy addresses' });
      return z.NEVER;
    }
    const list = text.split(',').map((item) => item.trim()).filter(Boolean);
    const bad = list.filter((item) => {
      const [address = '', bits, ...rest] = item.split('/');
      return rest.length > 0 || net.isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits));
    });
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR range: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return list;
  });

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());

/** Email and text-message delivery, and replies by email (docs/messages.md). */
const messageSettings = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; unset: emails wait in the outbox. */
  SMTP_URL: optionalUrl,
  /** Simultaneous SMTP connections of the pool. */
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(5),
  /** The From of every email, e.g. `Nukhba Software <no-reply@example.com>`. */
  MAIL_FROM: optionalText,
  /** Domain of the signed reply addresses (`reply+<token>@MAIL_REPLY_DOMAIN`); unset: ticket emails cannot be answered by email. */
  MAIL_REPLY_DOMAIN: optionalText,
  /** DKIM signing: the domain, the selector and the private key (PEM text, or the path of a PEM file). */
  DKIM_DOMAIN: optionalText,
  DKIM_SELECTOR: optionalText,
  DKIM_PRIVATE_KEY: optionalText,
  /** Unifonic (the SMS gateway implemented): application id, registered sender name, API address. */
  UNIFONIC_APP_SID: optionalText,
  UNIFONIC_SENDER_ID: optionalText,
  UNIFONIC_URL: z.string().url().default('https://el.cloud.unifonic.com/rest/SMS/messages'),
  /** Any other SMS gateway: each text is POSTed here as JSON, signed with HMAC-SHA256 of SMS_WEBHOOK_SECRET. */
  SMS_WEBHOOK_URL: optionalUrl,
  SMS_WEBHOOK_SECRET: optionalText,
  /** `send`: this server delivers; `outbox`: another system drains the outbox table (production then needs no transport). */
  MESSAGES_DELIVERY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['send', 'outbox']).default('send')),
  /** Replies on one ticket within this window go out as one email. */
  MESSAGES_DIGEST_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** SMTP listener for replies by email (off unless set); INBOUND_SMTP_HOST defaults to HOST. */
  INBOUND_SMTP_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  INBOUND_SMTP_HOST: optionalText,
  /** Shared secret of POST /api/messages/inbound (a mail provider's inbound hook); off unless set. */
  INBOUND_MAIL_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(24).optional()),
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told otherwise: what `npm start` serves is reachable from this machine only. */
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // An empty DATABASE_URL means unset: PGlite in DATA_DIR.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data', 'pglite')),
  /** Realtime fan-out: auto = LISTEN/NOTIFY with DATABASE_URL, else in-process; postgres forces LISTEN/NOTIFY (PGlite too). */
  EVENT_BUS: z.enum(['auto', 'memory', 'postgres']).default('auto'),
  /** Redis, for the rate-limit and back-off counters (see LIMIT_STORE). */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Prefix of every key this site writes in Redis, so several sites (or test runs) can share one. */
  REDIS_PREFIX: z.string().default('site:'),
  /** Where rate limits and back-offs are counted: auto = Redis with REDIS_URL, else the database. */
  LIMIT_STORE: z.enum(['auto', 'database', 'redis']).default('auto'),
  /** Open tickets plus open chats assignment gives one agent at most (docs/tickets.md, "Assignment"). */
  ASSIGN_CAP: z.coerce.number().int().min(1).max(1000).default(5),
  /** Minutes an agent may be offline (or their desk silent) before their open work goes back to the queue. */
  ASSIGN_RELEASE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /** WebSocket connections one client address may hold on one instance. */
  REALTIME_MAX_SOCKETS_PER_IP: z.coerce.number().int().positive().default(20),
  /** Folder for uploaded files; default `uploads` next to DATA_DIR. Never inside a served folder. */
  UPLOAD_DIR: z.string().optional(),
  /** Free space (MB) the upload disk keeps: uploads are refused before it would go below, readiness says `low` under twice it. */
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().nonnegative().default(1024),
  STATIC_ROOT: z.string().default(REPO_ROOT),
  SERVE_STATIC: bool(true),
  MAIN_HOSTS: list(['localhost', 'example.com', 'test.example.com']),
  BASE_API_URL: z.string().default('/api'),
  /** Public origin of the site (canonical URLs, sitemap); else derived from the request. */
  PUBLIC_URL: z.string().url().optional(),
  /** The site's own addresses a customer's domain may point at (A/AAAA); PUBLIC_URL's host is always allowed as a CNAME target. */
  SITE_ADDRESSES: list([]),
  /** DNS servers the domain check asks (host or host:port); empty: the system's. */
  DNS_SERVERS: list([]),
  BUILD_ID: z.string().optional(),
  ...remoteUrls,
  /** JSON file `{ "<remote>": "<manifest URL>" }` over the REMOTE_<NAME>_URL map, re-read when it changes (releases write it). */
  REMOTE_MAP_FILE: z.string().optional(),
  /** Unmoved remotes are on their webpack dev servers (`npm run dev`), not under /remotes/. */
  REMOTE_DEV_SERVERS: bool(false),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default('SA')
    .transform((v) => v.toUpperCase()),
  /** The server's secret: keys for OTP hashes, request fingerprints and the sealed outbox derive from it. */
  OTP_SECRET: z.string().min(16).default(DEFAULT_OTP_SECRET),
  TRUST_PROXY: trustProxy,
  /** Render public pages on the server from the apps' server builds (off: every page renders in the browser). */
  SSR: bool(true),
  /**
   * Origins whose server builds may run in this process (a remote moved to a CDN). The site's own
   * files are always trusted; a remote elsewhere renders in the browser unless listed here.
   */
  SSR_REMOTE_ORIGINS: list([]),
  /**
   * Origins of other websites allowed to embed the chat (`/chat/embed.js`): the frame's
   * frame-ancestors and the realtime socket's Origin check admit them and no others.
   */
  CHAT_EMBED_ORIGINS: list([]).pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  SEED: bool(true),
  /** On SIGTERM: readiness turns 503 this long before the listener closes (load balancers notice). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** On SIGTERM: requests still running after this are cut off. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Mounts GET /api/dev/outbox and the mail catcher (/api/dev/mail) so demos and tests can read messages. Never in production. */
  DEV_OUTBOX: bool(false),
  ...messageSettings,
});

/** The SMS transport configured, if any. */
export const smsTransportOf = (env: Pick<Env, 'UNIFONIC_APP_SID' | 'SMS_WEBHOOK_URL'>): 'unifonic' | 'webhook' | null =>
  env.UNIFONIC_APP_SID ? 'unifonic' : env.SMS_WEBHOOK_URL ? 'webhook' : null;

/** What production needs set, and the demo switches it refuses. */
const productionRules = envSchema.superRefine((env, ctx) => {
  const fail = (path: keyof typeof env, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (env.LIMIT_STORE === 'redis' && !env.REDIS_URL) fail('REDIS_URL', 'required with LIMIT_STORE=redis');
  if (env.UNIFONIC_APP_SID && env.SMS_WEBHOOK_URL) fail('SMS_WEBHOOK_URL', 'one SMS transport at a time: unset UNIFONIC_APP_SID or SMS_WEBHOOK_URL');
  if (env.SMS_WEBHOOK_URL && !env.SMS_WEBHOOK_SECRET) fail('SMS_WEBHOOK_SECRET', 'required with SMS_WEBHOOK_URL: the receiver checks each request by it');
  if ((env.INBOUND_SMTP_PORT !== undefined || env.INBOUND_MAIL_SECRET) && !env.MAIL_REPLY_DOMAIN) {
    fail('MAIL_REPLY_DOMAIN', 'required with INBOUND_SMTP_PORT or INBOUND_MAIL_SECRET: replies by email come to reply addresses of that domain');
  }
  if (env.NODE_ENV !== 'production') return;
  if (env.OTP_SECRET === DEFAULT_OTP_SECRET) fail('OTP_SECRET', 'set a secret of your own (at least 32 random characters) in production');
  else if (env.OTP_SECRET.length < 32) fail('OTP_SECRET', 'must be at least 32 characters in production');
  if (!env.PUBLIC_URL) fail('PUBLIC_URL', 'required in production: canonical URLs, the sitemap and robots.txt must not trust the Host header');
  if (env.DEV_OUTBOX) fail('DEV_OUTBOX', 'the dev outbox shows one-time codes to anyone: it cannot be turned on in production');
  if (env.MESSAGES_DELIVERY === 'outbox') return;
  // Registration and two-step sign-in text a code; email verification, resets and notifications email one.
  if (!env.SMTP_URL) fail('SMTP_URL', 'required in production to deliver email (or MESSAGES_DELIVERY=outbox when another system drains the outbox table)');
  else if (!env.MAIL_FROM) fail('MAIL_FROM', 'required in production with SMTP_URL');
  if (!smsTransportOf(env)) fail('UNIFONIC_APP_SID', 'required in production to deliver text messages: UNIFONIC_APP_SID or SMS_WEBHOOK_URL (or MESSAGES_DELIVERY=outbox)');
});

export type Env = z.infer<typeof envSchema>;

/** The remote map of /app-config.json: each remote's manifest URL, moved by its REMOTE_<NAME>_URL. */
export function remoteManifestUrls(env: Env): Record<RemoteName, string> {
  const fallback = env.REMOTE_DEV_SERVERS ? devManifestUrl : defaultManifestUrl;
  return Object.fromEntries(REMOTES.map(({ name }) => [name, env[remoteEnvKey(name)] ?? fallback(name)])) as Record<RemoteName, string>;
}

export const uploadDir = (env: Env) => env.UPLOAD_DIR ?? path.join(path.dirname(path.resolve(env.DATA_DIR)), 'uploads');

/** The only place in the API that reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Env, string>> = {}): Env {
  const parsed = productionRules.safeParse({ ...source, ...overrides });
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  return parsed.data;
}
