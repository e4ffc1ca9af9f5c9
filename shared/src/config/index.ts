/**
 * Run-time configuration (served as /app-config.json), so a remote can move or be
 * redeployed without rebuilding the shell. The shell loads it once and sets it here;
 * every other app reads it through the shared singleton.
 */
export interface AppConfig {
  apiBaseUrl: string;
  /** Primary host, test host, localhost: these and their subdomains use the default layout. */
  mainHosts: string[];
  buildId: string;
  /** Remote name -> mf-manifest.json (or remoteEntry.js) URL. */
  remotes: Record<string, string>;
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

export async function loadAppConfig(url = '/app-config.json', fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  // No cache option: the server answers no-cache, and a plain request can reuse the page's preload.
  const res = await fetchImpl(url);
  if (!res.ok) throw new Error(`Failed to load ${url}: ${res.status}`);
  return setAppConfig((await res.json()) as Partial<AppConfig>);
}

/** SPEC 1: a main host or any subdomain of one; 127.0.0.1 counts as localhost. */
export function isMainHost(hostname: string, mainHosts: string[] = current.mainHosts): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '127.0.0.1' || host === '[::1]') return mainHosts.includes('localhost');
  return mainHosts.some((main) => host === main || host.endsWith(`.${main}`));
}
