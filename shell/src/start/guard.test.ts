import { guard } from './guard';
import { redirectFor } from './redirect';

describe('guard', () => {
  it('sends signed-out visitors of protected paths to the localized login with from', () => {
    expect(guard('/ar/tickets', false)).toBe('/ar/login?from=%2Far%2Ftickets');
    expect(guard('/en/profile?tab=security', false)).toBe('/en/login?from=%2Fen%2Fprofile%3Ftab%3Dsecurity');
    expect(guard('/en/tickets/7', false)).toBe('/en/login?from=%2Fen%2Ftickets%2F7');
  });
  it('uses en when the path does not start with /ar', () => {
    expect(guard('/tickets', false)).toBe('/en/login?from=%2Ftickets');
  });
  it('lets signed-in users and public paths through', () => {
    expect(guard('/ar/tickets', true)).toBeNull();
    expect(guard('/ar/blog', false)).toBeNull();
    expect(guard('/en/ticketsx', false)).toBeNull();
  });
});

describe('redirectFor', () => {
  const detect = () => 'ar' as const;
  it('redirects / and unprefixed paths to the detected locale', () => {
    expect(redirectFor('/', false, detect)).toBe('/ar');
    expect(redirectFor('/blog?page=2', false, detect)).toBe('/ar/blog?page=2');
  });
  it("replaces another language's prefix instead of keeping it as a page", () => {
    expect(redirectFor('/fr/about', false, detect)).toBe('/ar/about');
    expect(redirectFor('/FR/about?x=1', false, () => 'en')).toBe('/en/about?x=1');
    expect(redirectFor('/de', false, () => 'en')).toBe('/en');
  });
  it('guards after adding the locale', () => {
    expect(redirectFor('/tickets', false, detect)).toBe('/ar/login?from=%2Far%2Ftickets');
  });
  it('leaves localized public paths alone', () => {
    expect(redirectFor('/en', false, detect)).toBeNull();
    expect(redirectFor('/en/about', false, detect)).toBeNull();
  });
});
