import { asLifecycles } from '../start/register-apps';
import { remoteRetryPlugin } from './federation';

describe('remote loading', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for a remote manifest again twice, then gives up', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    globalThis.fetch = fetchMock;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(remoteRetryPlugin().fetch?.('http://cdn.test/mf-manifest.json', {})).rejects.toThrow(/abandoned/);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  }, 10_000);

  it('returns the manifest as soon as an attempt succeeds', async () => {
    const manifest = { ok: true, status: 200, clone: () => manifest, json: async () => ({ name: 'mf_x' }) };
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(manifest);
    globalThis.fetch = fetchMock;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(remoteRetryPlugin().fetch?.('http://cdn.test/mf-manifest.json', {})).resolves.toBe(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('accepts a lifecycles module and rejects anything else', () => {
    const fn = async () => undefined;
    const spa = { bootstrap: fn, mount: fn, unmount: fn };
    expect(asLifecycles('mf_x', spa)).toBe(spa);
    expect(() => asLifecycles('mf_x', undefined)).toThrow('mf_x/spa does not export');
    expect(() => asLifecycles('mf_x', { mount: fn })).toThrow();
  });
});
