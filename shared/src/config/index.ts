/**
 * Run-time configuration (served as /app-config.json), so a remote can move or be
 * redeployed without rebuilding the shell. The shell loads it once and sets it here;
 * every other app reads it through the shared singleton.
 */
export interface AppConfig {
  /** Base URL of the API the browser calls (another origin is fine). */
  apiBaseUrl: string;
  /** Primary host, test host, localhost: these and their subdomains use the default layout. */
  mainHosts: string[];
  buildId: string;
  /** Remote name -> mf-manifest.json (or remoteEntry.js) URL. */
  remotes: Record<string, string>;
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * Each key's check and the paths it finds wrong. Written by hand, not with a schema library: this
 * module is on every page's first load, and four keys do not justify a parser's weight there.
 */
const CHECKS: { [K in keyof AppConfig]: (value: unknown) => string[] } = {
  apiBaseUrl: (v) => (filled(v) ? [] : ['apiBaseUrl']),
  mainHosts: (v) => (Array.isArray(v) ? v.flatMap((h, i) => (filled(h) ? [] : [`mainHosts.${i}`])) : ['mainHosts']),
  buildId: (v) => (typeof v === 'string' ? [] : ['buildId']),
  remotes: (v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v).flatMap(([name, url]) => (filled(url) ? [] : [`remotes.${name}`]))
      : ['remotes'],
};

/** What a served file may contain: any key may be missing (its default stays); returns the bad paths. */
function servedConfigProblems(data: unknown): { config: Partial<AppConfig>; problems: string[] } {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { config: {}, problems: ['(root)'] };
  const record = data as Record<string, unknown>;
  const config: Partial<AppConfig> = {};
  const problems: string[] = [];
  for (const key of Object.keys(CHECKS) as (keyof AppConfig)[]) {
    if (record[key] === undefined) continue;
    problems.push(...CHECKS[key](record[key]));
    // Checked just above: a wrong value is reported, and the file is then refused as a whole.
    Object.assign(config, { [key]: record[key] });
  }
  return { config, problems };
}

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
  const { config, problems } = servedConfigProblems(await res.json());
  if (problems.length > 0) throw new Error(`Invalid ${url}: ${problems.join(', ')}`);
  return setAppConfig(config);
}

/** A main host or any subdomain of one; 127.0.0.1 counts as localhost. */
export function isMainHost(hostname: string, mainHosts: string[] = current.mainHosts): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '127.0.0.1' || host === '[::1]') return mainHosts.includes('localhost');
  return mainHosts.some((main) => host === main || host.endsWith(`.${main}`));
}
