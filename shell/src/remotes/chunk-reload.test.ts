import { isChunkLoadError, shouldReloadForChunk } from './chunk-reload';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('chunk reload guard', () => {
  it('recognises chunk and MF script load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 524 failed.\n(error: /524.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk main failed'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 10 s per path', () => {
    const s = memory();
    expect(shouldReloadForChunk('/ar/blog', 1_000, s)).toBe(true);
    expect(shouldReloadForChunk('/ar/blog', 5_000, s)).toBe(false);
    expect(shouldReloadForChunk('/en/blog', 5_000, s)).toBe(true);
    expect(shouldReloadForChunk('/ar/blog', 10_999, s)).toBe(false);
    expect(shouldReloadForChunk('/ar/blog', 11_000, s)).toBe(true);
  });

  it('does not reload when storage is unavailable', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(shouldReloadForChunk('/ar', 1, broken)).toBe(false);
  });
});
