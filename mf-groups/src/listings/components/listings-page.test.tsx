import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@site/shared/i18n';
import { fakeFetch, group, groupRequests, page } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await initI18n('en');
});

describe('groups list', () => {
  it('shows the groups the API returns as cards', async () => {
    const fetch = fakeFetch(() => ({
      status: 200,
      body: page([group(), group({ id: 'g2', name: 'Cloud builders', status: 'closed', rating: 3, categories: [] })]),
    }));
    renderApp('/en/groups');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading groups…');
    const card = (await screen.findByRole('article', { name: 'Product designers' }));
    expect(within(card).getByRole('link', { name: 'Product designers' })).toHaveAttribute('href', '/en/groups/g1');
    expect(within(card).getByText('Open to join')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rating: 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('1,250')).toBeInTheDocument();
    expect(within(card).getByText('Interface design')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Categories' })).toHaveTextContent('DesignUX');
    const closed = screen.getByRole('article', { name: 'Cloud builders' });
    expect(within(closed).getByText('Closed')).toBeInTheDocument();

    const [request] = groupRequests(fetch);
    expect(request?.search).toBe('?page=1');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('searches after a pause in typing and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const fetch = fakeFetch((url) => ({
      status: 200,
      body: url.searchParams.get('q') === 'cloud' ? page([group({ id: 'g2', name: 'Cloud builders' })]) : page([group()]),
    }));
    // The address has a query: the page waits for the query's schema (a chunk of its own) to load.
    await act(async () => {
      renderApp('/en/groups?page=2');
    });
    await screen.findByRole('article', { name: 'Product designers' });

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'cloud');
    await screen.findByRole('article', { name: 'Cloud builders' });
    expect(window.location.search).toBe('?q=cloud');
    // One request for the whole word, from its first page: typing is debounced.
    expect(groupRequests(fetch).map((url) => url.search)).toEqual(['?page=2', '?q=cloud&page=1']);
  });

  it('reads the search from the URL and can clear it from the empty state', async () => {
    const user = userEvent.setup();
    fakeFetch((url) => ({ status: 200, body: url.searchParams.has('q') ? page([]) : page([group()]) }));
    renderApp('/en/groups?q=zzz');

    expect(screen.getByRole('searchbox', { name: 'Search groups' })).toHaveValue('zzz');
    expect(await screen.findByText('No groups match your search and filters. Try a different word or clear them.')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Group results' });
    await user.click(within(results).getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('article', { name: 'Product designers' });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search groups' })).toHaveValue('');
  });

  it('shows an error with a retry that loads the list again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetch = fakeFetch(() => (fail ? new TypeError('Failed to fetch') : { status: 200, body: page([group()]) }));
    renderApp('/en/groups');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load groups. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Product designers' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(groupRequests(fetch)).toHaveLength(2);
  });

  it('links to the other pages of a long list and moves between them', async () => {
    fakeFetch((url) => ({ status: 200, body: page([group()], { page: Number(url.searchParams.get('page')), total: 25 }) }));
    renderApp('/en/groups?q=de&page=2');

    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/groups?q=de');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/groups?q=de&page=3');

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(window.location.search).toBe('?q=de&page=3');
  });

  it('keeps sort and filters in the URL and asks the API for them', async () => {
    const user = userEvent.setup();
    const facets = { types: [{ key: 'study-group', label: 'Study group' }], categories: [], locations: [{ key: 'riyadh', label: 'Riyadh' }] };
    const fetch = fakeFetch(() => ({ status: 200, body: page([group()], { facets }) }));
    renderApp('/en/groups?location=riyadh&page=2');

    await screen.findByRole('article', { name: 'Product designers' });
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('riyadh');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    expect(window.location.search).toBe('?sort=rating&location=riyadh');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'study-group');
    await user.type(screen.getByRole('spinbutton', { name: 'Service price to (SAR)' }), '900');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(window.location.search).toBe('?sort=rating&type=study-group&location=riyadh&priceMax=900');
    // The request follows the address change once the list re-renders with it.
    await waitFor(() =>
      expect(groupRequests(fetch).at(-1)?.search).toBe('?sort=rating&type=study-group&location=riyadh&priceMax=900&page=1'),
    );
  });
});
