import { fetchPageData } from './page-payload';

describe('a navigation\'s page data', () => {
  it('is asked for once, as the public page\'s payload file at the content version the page carries', async () => {
    document.body.innerHTML = '<script type="application/json" id="sh-page-data">{"url":"/en","lang":"en","version":"a1.7","data":{}}</script>';
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({}) }) as Response);
    fetchPageData('/en/groups?sort=name', fetchMock);
    await Promise.resolve();
    expect(fetchMock.mock.calls).toEqual([['/en/groups/_payload.json?sort=name&_v=a1.7']]);
  });

  it('is not asked for a page rendered in the browser only, or no page at all', () => {
    const fetchMock = jest.fn();
    for (const url of ['/en/tickets', '/en/login', '/en/no-such-page']) fetchPageData(url, fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
