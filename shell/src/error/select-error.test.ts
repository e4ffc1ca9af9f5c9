import { selectError } from './select-error';

const base = { url: '/en/about', error: null, broken: [] as never[] };

describe('selectError', () => {
  it('shows nothing for a known, healthy page', () => {
    expect(selectError(base)).toBeNull();
  });
  it('gives 404 with the full path (query included) for unknown pages', () => {
    expect(selectError({ ...base, url: '/ar/nothing/here?x=1' })).toEqual({ statusCode: 404, message: null, notFoundPath: '/ar/nothing/here?x=1' });
  });
  it('gives 500 when the owning remote is broken, not when another one is', () => {
    expect(selectError({ ...base, broken: ['mf-marketing'] })?.statusCode).toBe(500);
    expect(selectError({ ...base, broken: ['mf-groups'] })).toBeNull();
  });
  it("shows an API 404 (a record that does not exist) as the not-found screen with its path", () => {
    const error = { statusCode: 404, statusMessage: '404 Page Not Found', url: '/en/blog/does-not-exist' };
    expect(selectError({ ...base, url: '/en/blog/does-not-exist', error })).toEqual({ statusCode: 404, message: null, notFoundPath: '/en/blog/does-not-exist' });
  });
  it('puts an app:error first', () => {
    const error = { statusCode: 403, statusMessage: '403 Forbidden', url: '/en/about' };
    expect(selectError({ ...base, error })).toEqual({ statusCode: 403, message: '403 Forbidden' });
  });
});
