import { pageMapGaps } from '@site/shared/routes';
import { LOADERS } from './loaders';
import { PAGES } from './pages';

const page = (routeId: string, url: string) => ({ routeId, url, lang: 'en' as const, params: {}, mainHost: true });

describe('server data of the groups pages', () => {
  it('declares it for every route the remote owns, and for nothing else', () => {
    expect(pageMapGaps('mf-groups', LOADERS)).toEqual({ missing: [], extra: [] });
  });

  it('asks for the list page and search in the address, as the list itself does', () => {
    expect(LOADERS.groups?.(page('groups', '/ar/groups?q=tech&page=2'))).toEqual(['/groups?q=tech&page=2']);
    expect(LOADERS.groups?.(page('groups', '/en/groups'))).toEqual(['/groups?page=1']);
    expect(LOADERS['support-services']?.(page('support-services', '/en/support_services?sort=rating&type=advisory&priceMax=900'))).toEqual([
      '/support-services?sort=rating&type=advisory&priceMax=900&page=1',
    ]);
  });

  it('record pages read the record for the layout, and their own data', () => {
    const stats = { ...page('supporting-members-stats', '/en/supporting_members/x/stats'), params: { id: 'x' } };
    expect(LOADERS['supporting-members-stats']?.(stats)).toEqual(['/supporting-members/x', '/supporting-members/x/stats']);
  });

  it('every route has a page', () => {
    expect(pageMapGaps('mf-groups', PAGES)).toEqual({ missing: [], extra: [] });
  });
});
