import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** api/src (or api/dist) -> repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const REMOTE_NAMES = ['mf-marketing', 'mf-portal', 'mf-groups', 'mf-chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // An empty DATABASE_URL means unset: PGlite in DATA_DIR.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data', 'pglite')),
  STATIC_ROOT: z.string().default(REPO_ROOT),
  SERVE_STATIC: bool(true),
  MAIN_HOSTS: list(['localhost', 'example.com', 'test.example.com']),
  BASE_API_URL: z.string().default('/api'),
  /** Public origin of the site (canonical URLs, sitemap); else derived from the request. */
  PUBLIC_URL: z.string().url().optional(),
  BUILD_ID: z.string().optional(),
  REMOTE_MF_MARKETING_URL: z.string().optional(),
  REMOTE_MF_PORTAL_URL: z.string().optional(),
  REMOTE_MF_GROUPS_URL: z.string().optional(),
  REMOTE_MF_CHAT_URL: z.string().optional(),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default('SA')
    .transform((v) => v.toUpperCase()),
  OTP_SECRET: z.string().min(16).default('development-otp-secret-change-me'),
  TRUST_PROXY: bool(false),
  SEED: bool(true),
});

export type Env = z.infer<typeof envSchema>;

export function remoteManifestUrls(env: Env): Record<RemoteName, string> {
  const override: Record<RemoteName, string | undefined> = {
    'mf-marketing': env.REMOTE_MF_MARKETING_URL,
    'mf-portal': env.REMOTE_MF_PORTAL_URL,
    'mf-groups': env.REMOTE_MF_GROUPS_URL,
    'mf-chat': env.REMOTE_MF_CHAT_URL,
  };
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, override[name] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

/** The only place in the API that reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Env, string>> = {}): Env {
  const parsed = envSchema.safeParse({ ...source, ...overrides });
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  return parsed.data;
}
