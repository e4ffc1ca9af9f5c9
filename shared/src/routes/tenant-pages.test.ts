import { matchPage } from './match';
import { tenantServes } from './tenant-pages';

const tenant = { section: 'groups', id: 'riyadh-web-developers' } as const;
const serves = (path: string) => tenantServes(tenant, matchPage(path)!);

describe("a customer's own domain", () => {
  it.each([
    '/en/groups/riyadh-web-developers', '/ar/groups/riyadh-web-developers/criteria', '/en/groups/riyadh-web-developers/stats',
    '/ar/groups/riyadh-web-developers/product/p1', '/en/groups/riyadh-web-developers/service/s1',
    '/en/login', '/ar/register', '/en/otp', '/ar/forgot-password', '/en/new-password', '/ar/profile', '/en/profile/join-requests', '/ar/terms',
  ])('serves %s', (path) => expect(serves(path)).toBe(true));

  it.each([
    '/en/groups', '/ar/groups/data-and-ai-circle', '/en/groups/data-and-ai-circle/criteria', '/ar/supporting_members', '/en/support_services/1',
    '/en/about', '/ar/blog', '/en/plans', '/ar/contactus', '/en/tickets', '/ar/inbox', '/en/support-assistance',
  ])('refuses %s', (path) => expect(serves(path)).toBe(false));

  it("serves a supporting member's own pages on its domain, not a group with the same id", () => {
    const member = { section: 'supporting-members', id: 'm1' } as const;
    expect(tenantServes(member, matchPage('/en/supporting_members/m1/stats')!)).toBe(true);
    expect(tenantServes(member, matchPage('/en/groups/m1')!)).toBe(false);
  });
});
