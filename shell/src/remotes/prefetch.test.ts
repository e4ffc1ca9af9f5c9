import { canPrefetch, remotesToPrefetch } from './prefetch';

describe('prefetch', () => {
  it('skips data-saver and 2g connections', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
  it('picks each owning remote once, skipping loaded ones and unknown paths', () => {
    const loaded = new Set(['mf_marketing']);
    expect(remotesToPrefetch(['/en/about', '/en/groups', '/en/login', '/en/groups/2', '/x/y'], loaded))
      .toEqual(['mf_groups', 'mf_portal']);
  });
});
