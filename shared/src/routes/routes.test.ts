import { remoteRoutes } from './remote-routes';
import { AUTH_PREFIXES, ROUTES, href, isProtectedPath, langOfPath, loginHref, matchPage, matchRoute, ownerOf, splitLocale, switchLocalePath } from '.';

describe('matchPage', () => {
  it.each([
    ['/', 'index', null],
    ['/ar', 'index', 'ar'],
    ['/en/', 'index', 'en'],
    ['/en/blog/3', 'blog-details', 'en'],
    ['/ar/groups/7/product/9', 'groups-product', 'ar'],
    ['/en/supporting_members/4/stats', 'supporting-members-stats', 'en'],
    ['/en/support_services/4/service/2', 'support-services-service', 'en'],
    ['/ar/tickets/12', 'ticket-details', 'ar'],
    ['/en/tickets/new', 'ticket-new', 'en'],
    ['/en/support-assistance', 'support-assistance', 'en'],
  ])('%s -> %s', (path, id, lang) => {
    expect(matchPage(path)).toMatchObject({ route: { id }, lang });
  });

  it('extracts params', () => {
    expect(matchPage('/en/groups/7/service/abc%20d')?.params).toEqual({ id: '7', serviceId: 'abc d' });
  });

  it.each(['/fr/blog', '/blog', '/en/nope', '/en/blog/3/extra', '/english'])('does not match %s', (path) => {
    expect(matchPage(path)).toBeNull();
  });

  it('maps every page to one owner', () => {
    expect(ownerOf('/en/login')).toBe('mf-portal');
    expect(ownerOf('/ar/groups')).toBe('mf-groups');
    expect(ownerOf('/ar/videos')).toBe('mf-marketing');
    expect(ownerOf('/ar/unknown')).toBeNull();
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(matchRoute('/test-test')?.route.id).toBe('test-test');
  });
});

describe('remoteRoutes', () => {
  it('lists the pages one remote owns under the language, then a catch-all that renders nothing', () => {
    const routes = remoteRoutes('mf-portal', (route) => route.id);
    expect(routes.slice(0, 3)).toEqual([
      { path: '/:lang/login', element: 'login' },
      { path: '/:lang/register', element: 'register' },
      { path: '/:lang/otp', element: 'otp' },
    ]);
    expect(routes.map((r) => r.element)).not.toContain('groups');
    expect(routes.at(-1)).toEqual({ path: '*', element: null });
    expect(routes).toHaveLength(ROUTES.filter((route) => route.app === 'mf-portal').length + 1);
  });
});

describe('href', () => {
  it('builds localized paths with encoded params', () => {
    expect(href('index', 'ar')).toBe('/ar');
    expect(href('blog-details', 'en', { id: 3 })).toBe('/en/blog/3');
    expect(href('groups-product', 'ar', { id: 1, productId: 'a/b' })).toBe('/ar/groups/1/product/a%2Fb');
  });

  it('refuses unknown ids and parameter names when type-checked, and throws on them at run time', () => {
    // @ts-expect-error: not a route id
    expect(() => href('nope', 'en')).toThrow('Unknown route id');
    // @ts-expect-error: blog-details has no parameter `slug`
    expect(() => href('blog-details', 'en', { slug: 3 })).toThrow('Missing route param id');
    expect(() => href('blog-details', 'en')).toThrow('Missing route param id');
  });

  it('builds the login path with from', () => {
    expect(loginHref('ar', '/ar/tickets/5?x=1')).toBe('/ar/login?from=%2Far%2Ftickets%2F5%3Fx%3D1');
  });
});

describe('guard helpers', () => {
  it('guards the areas of the routes flagged auth: /tickets, /profile, /inbox and the console', () => {
    expect(AUTH_PREFIXES).toEqual(['/profile', '/tickets', '/inbox', '/admin']);
  });

  it.each([
    ['/en/tickets', true], ['/ar/tickets/4', true], ['/en/profile', true], ['/profile', true],
    // an unknown path inside a guarded area is guarded too
    ['/en/tickets/4/history', true],
    ['/en/ticketsx', false], ['/en/login', false], ['/ar', false], ['/en/groups/1', false],
  ])('isProtectedPath(%s) = %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });

  it.each([['/ar/tickets', 'ar'], ['/ar', 'ar'], ['/en/profile', 'en'], ['/arabic', 'en'], ['/tickets', 'en']])('langOfPath(%s) = %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });
});

describe('locale paths', () => {
  it('splits the locale prefix', () => {
    expect(splitLocale('/ar/blog/3')).toEqual({ lang: 'ar', rest: '/blog/3' });
    expect(splitLocale('/en')).toEqual({ lang: 'en', rest: '/' });
    expect(splitLocale('/about')).toEqual({ lang: null, rest: '/about' });
    expect(splitLocale('/arabic')).toEqual({ lang: null, rest: '/arabic' });
  });

  it.each([
    ['/ar/blog?x=1', 'en', '/en/blog?x=1'],
    ['/en', 'ar', '/ar'],
    ['/', 'ar', '/ar'],
    ['/en/tickets/3#reply', 'ar', '/ar/tickets/3#reply'],
  ] as const)('switchLocalePath(%s, %s) = %s', (path, to, expected) => {
    expect(switchLocalePath(path, to)).toBe(expected);
  });
});
