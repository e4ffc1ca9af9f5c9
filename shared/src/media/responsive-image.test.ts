import { mediaSrcSet } from './index';

describe('mediaSrcSet', () => {
  it('offers every library copy up to the one the address names', () => {
    expect(mediaSrcSet('/api/media-library/abc/1280')).toBe('/api/media-library/abc/320 320w, /api/media-library/abc/640 640w, /api/media-library/abc/1280 1280w');
    expect(mediaSrcSet('/api/media-library/abc/640')).toBe('/api/media-library/abc/320 320w, /api/media-library/abc/640 640w');
  });

  it('leaves other addresses, originals and odd widths alone', () => {
    for (const src of ['/images/hero.webp', '/api/media-library/abc', '/api/media-library/abc/200', 'https://elsewhere.example/api/media-library/abc/640']) {
      expect(mediaSrcSet(src)).toBeUndefined();
    }
  });
});
