import { getAppConfig, isMainHost, loadAppConfig, setAppConfig } from '.';

const MAIN = ['example.com', 'test.example.com', 'localhost'];

describe('isMainHost', () => {
  it.each(['example.com', 'EXAMPLE.com', 'www.example.com', 'a.b.example.com', 'test.example.com', 'x.test.example.com', 'localhost', '127.0.0.1', 'example.com.'])(
    '%s is a main host',
    (host) => expect(isMainHost(host, MAIN)).toBe(true),
  );

  it.each(['client-brand.com', 'example.com.evil.io', 'notexample.com', 'example.co', 'portal.client.sa'])('%s is a custom domain', (host) => {
    expect(isMainHost(host, MAIN)).toBe(false);
  });

  it('uses the configured main hosts by default', () => {
    setAppConfig({ mainHosts: ['brand.sa'] });
    expect(isMainHost('shop.brand.sa')).toBe(true);
    expect(isMainHost('localhost')).toBe(false);
  });
});

describe('app config', () => {
  it('loads /app-config.json and keeps defaults for missing keys', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => ({ apiBaseUrl: 'https://api.example.com', buildId: 'b1' }) }));
    const cfg = await loadAppConfig('/app-config.json', fetchImpl as unknown as typeof fetch);
    // A plain request, so the page's <link rel=preload> for it is reused.
    expect(fetchImpl).toHaveBeenCalledWith('/app-config.json');
    expect(cfg.apiBaseUrl).toBe('https://api.example.com');
    expect(getAppConfig().buildId).toBe('b1');
    expect(getAppConfig().remotes).toEqual({});
  });

  it('rejects a config of the wrong shape, naming the bad keys, and keeps the one in use', async () => {
    const before = getAppConfig();
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => ({ apiBaseUrl: '', mainHosts: 'example.com', remotes: { 'mf-groups': 7 } }) }));
    await expect(loadAppConfig('/app-config.json', fetchImpl as unknown as typeof fetch)).rejects.toThrow(
      'Invalid /app-config.json: apiBaseUrl, mainHosts, remotes.mf-groups',
    );
    expect(getAppConfig()).toBe(before);
  });

  it('fails loudly when the config cannot be loaded', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 503 }));
    await expect(loadAppConfig('/app-config.json', fetchImpl as unknown as typeof fetch)).rejects.toThrow('503');
  });
});
