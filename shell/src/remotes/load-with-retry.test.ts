import { asLifecycles, loadWithRetry } from './load-with-retry';

const opts = (sleep = jest.fn(async () => undefined)) => ({ retries: 2, delay: (n: number) => 100 * n, sleep });

describe('loadWithRetry', () => {
  it('retries twice with backoff, then gives up', async () => {
    const load = jest.fn(async () => { throw new Error('Failed to fetch'); });
    const o = opts();
    await expect(loadWithRetry(load, o)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
    expect(o.sleep.mock.calls).toEqual([[100], [200]]);
  });
  it('returns as soon as an attempt succeeds', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    await expect(loadWithRetry(load, opts())).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('does not retry a chunk load error', async () => {
    const load = jest.fn(async () => { throw Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }); });
    await expect(loadWithRetry(load, opts())).rejects.toThrow('Loading chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('asLifecycles', () => {
  it('accepts a lifecycles module and rejects anything else', () => {
    const fn = async () => undefined;
    const spa = { bootstrap: fn, mount: fn, unmount: fn };
    expect(asLifecycles('mf_x', spa)).toBe(spa);
    expect(() => asLifecycles('mf_x', undefined)).toThrow('mf_x/spa does not export');
    expect(() => asLifecycles('mf_x', { mount: fn })).toThrow();
  });
});
