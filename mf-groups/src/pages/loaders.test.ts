import { ROUTES, type RouteId } from '@site/shared/routes';
import { LOADERS } from './loaders';
import { PAGES } from './registry';

const page = (routeId: RouteId, url: string) => ({ routeId, url, lang: 'en' as const, params: {}, mainHost: true });
const OWN_IDS = ROUTES.filter((route) => route.app === 'mf-groups').map((route) => route.id).sort();

describe('server data of the groups pages', () => {
  it('asks for the list page and search in the address, as the list itself does', () => {
    expect(LOADERS.groups(page('groups', '/ar/groups?q=tech&page=2'))).toEqual(['/groups?q=tech&page=2']);
    expect(LOADERS.groups(page('groups', '/en/groups'))).toEqual(['/groups?page=1']);
    expect(LOADERS['support-services'](page('support-services', '/en/support_services?sort=rating&type=advisory&priceMax=900'))).toEqual([
      '/support-services?sort=rating&type=advisory&priceMax=900&page=1',
    ]);
  });

  it('record pages read the record for the layout, and their own data', () => {
    const stats = { ...page('supporting-members-stats', '/en/supporting_members/x/stats'), params: { id: 'x' } };
    expect(LOADERS['supporting-members-stats'](stats)).toEqual(['/supporting-members/x', '/supporting-members/x/stats']);
  });

  // The sections' pages and loaders are re-keyed at run time (src/listings): the type of the
  // maps follows the section table, their keys are checked here.
  it('has a page and a loader for exactly the routes the remote owns', () => {
    expect(Object.keys(PAGES).sort()).toEqual(OWN_IDS);
    expect(Object.keys(LOADERS).sort()).toEqual(OWN_IDS);
  });
});
