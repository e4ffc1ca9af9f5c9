import * as z from 'zod/mini';

/**
 * Run-time configuration (served as /app-config.json), so a remote can move or be
 * redeployed without rebuilding the shell. The shell loads it once and sets it here;
 * every other app reads it through the shared singleton. zod/mini keeps the parser out of
 * the first load's weight.
 */
export const appConfigSchema = z.object({
  /** Base URL of the API the browser calls (another origin is fine). */
  apiBaseUrl: z.string().check(z.minLength(1)),
  /** Primary host, test host, localhost: these and their subdomains use the default layout. */
  mainHosts: z.array(z.string().check(z.minLength(1))),
  buildId: z.string(),
  /** Remote name -> mf-manifest.json (or remoteEntry.js) URL. */
  remotes: z.record(z.string(), z.string().check(z.minLength(1))),
});

export type AppConfig = z.output<typeof appConfigSchema>;

/** What a served file may contain: any key may be missing (its default stays). */
const servedConfigSchema = z.partial(appConfigSchema);

const DEFAULT_CONFIG: AppConfig = {
  apiBaseUrl: '/api',
  mainHosts: ['localhost'],
  buildId: 'dev',
  remotes: {},
};

let current: AppConfig = DEFAULT_CONFIG;

export const getAppConfig = (): AppConfig => current;

export function setAppConfig(config: Partial<AppConfig>): AppConfig {
  current = { ...DEFAULT_CONFIG, ...current, ...config };
  return current;
}

/** Loads and checks the config; a file of the wrong shape fails loudly, naming the bad keys. */
export async function loadAppConfig(url = '/app-config.json', fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  // No cache option: the server answers no-cache, and a plain request can reuse the page's preload.
  const res = await fetchImpl(url);
  if (!res.ok) throw new Error(`Failed to load ${url}: ${res.status}`);
  const parsed = servedConfigSchema.safeParse(await res.json());
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))].join(', ');
    throw new Error(`Invalid ${url}: ${keys}`);
  }
  return setAppConfig(parsed.data);
}

/** A main host or any subdomain of one; 127.0.0.1 counts as localhost. */
export function isMainHost(hostname: string, mainHosts: string[] = current.mainHosts): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '127.0.0.1' || host === '[::1]') return mainHosts.includes('localhost');
  return mainHosts.some((main) => host === main || host.endsWith(`.${main}`));
}
